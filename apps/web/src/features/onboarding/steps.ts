import type { SessionUser } from '../../app/session/index.ts';

/** Spec 2, sign-up steps: the account steps are behind the person when these pages open. */
export const ACCOUNT_STEPS = ['sign_up', 'email_verification'] as const;
export const STUDENT_STEPS = ['personal_details', 'grade', 'subscription', 'avatar'] as const;
export const TUTOR_STEPS = ['personal_details', 'grade_prices', 'success'] as const;

export type ProfileStep = (typeof STUDENT_STEPS)[number] | (typeof TUTOR_STEPS)[number];

type StepUser = Pick<
  SessionUser,
  | 'role'
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'mobile'
  | 'grade'
  | 'country'
  | 'subjectPrices'
>;

/** Steps that must be saved before the ones after them; the others may be skipped. */
function isRequired(step: ProfileStep): boolean {
  return step === 'personal_details' || step === 'grade' || step === 'grade_prices';
}

/** Whether the person has saved what the step asks for (an optional step counts as done only when passed). */
export function isStepDone(step: ProfileStep, user: StepUser): boolean {
  switch (step) {
    case 'personal_details':
      return Boolean(
        user.firstName?.trim() &&
          user.lastName?.trim() &&
          user.gender &&
          user.dateOfBirth &&
          user.mobile &&
          (user.role !== 'teacher' || user.title),
      );
    case 'grade':
      return user.grade !== null && user.country !== null;
    case 'grade_prices':
      return user.subjectPrices.length > 0;
    default:
      return false;
  }
}

export interface ResolvedStep<Step extends ProfileStep> {
  step: Step;
  /** The last step that may be opened: none after a required step still to do. */
  reachable: number;
}

/**
 * The step to show for `requested` (the `?step=` of the URL): that step when no required step before it is
 * still to do, else the first step not done.
 */
export function resolveStep<Step extends ProfileStep>(
  steps: readonly Step[],
  requested: string | null,
  user: StepUser,
): ResolvedStep<Step> {
  const blocking = steps.findIndex((step) => isRequired(step) && !isStepDone(step, user));
  const reachable = blocking === -1 ? steps.length - 1 : blocking;
  const asked = requested === null ? -1 : (steps as readonly string[]).indexOf(requested);
  if (asked !== -1 && asked <= reachable) return { step: steps[asked]!, reachable };
  const open = steps.findIndex((step) => !isStepDone(step, user));
  return { step: steps[open === -1 ? reachable : Math.min(open, reachable)]!, reachable };
}
