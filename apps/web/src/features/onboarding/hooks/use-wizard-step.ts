import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../app/session/index.ts';
import { type ProfileStep, resolveStep } from '../steps.ts';

/** The wizard's step, kept in the URL (`?step=grade`) so a reload or the back button keeps the place. */
export function useWizardStep<Step extends ProfileStep>(steps: readonly Step[], user: SessionUser) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('step');
  const { step, reachable } = resolveStep(steps, requested, user);
  const index = steps.indexOf(step);

  useEffect(() => {
    if (requested !== step) setSearchParams({ step }, { replace: true });
  }, [requested, step, setSearchParams]);

  const goTo = useCallback((next: Step) => setSearchParams({ step: next }), [setSearchParams]);

  return {
    step,
    index,
    reachable,
    goTo,
    next: steps[index + 1],
    previous: steps[index - 1],
  };
}
