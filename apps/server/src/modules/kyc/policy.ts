import {
  type ApprovalStatus,
  type DocumentType,
  isProfileComplete,
  isTutor,
  type MessageKey,
  MSG,
  type TutorReviewAction,
} from '@kru/contract';

/** Spec section 6: identity documents are a tutor-only call. */
export function mayUseKyc(actor: { role: string }): boolean {
  return isTutor(actor);
}

/**
 * What can happen to a tutor profile's `approval_status` (DESIGN.md, States):
 * - `submit`: the tutor sends the profile for review (`POST /kyc/review`);
 * - `approve`, `reject`: an admin decides a profile under review;
 * - `vetted_change`: the tutor changes a vetted profile field (name, title, grade, subject prices);
 * - `document_change`: the tutor adds, replaces or removes an identity document;
 * - `visa_change`: the tutor changes whether they need a visa (which decides the documents required).
 */
export type ApprovalEvent =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'vetted_change'
  | 'document_change'
  | 'visa_change';

export type Transition =
  | { allowed: true; to: ApprovalStatus; changed: boolean }
  | { allowed: false; message: MessageKey };

const refuse = (message: MessageKey): Transition => ({ allowed: false, message });
const move = (from: ApprovalStatus, to: ApprovalStatus): Transition => ({
  allowed: true,
  to,
  changed: from !== to,
});

/**
 * The tutor vetting state machine: `incomplete` -> `pending` -> `approved` | `rejected` -> `pending` again on
 * resubmit. A change to what was vetted sends an approved profile back to `pending`; documents and the visa
 * status are frozen while a review is under way (the reviewer must see what was submitted).
 */
export function transition(from: ApprovalStatus, event: ApprovalEvent): Transition {
  switch (event) {
    case 'submit':
      if (from === 'pending') return refuse(MSG.reviewAlreadySubmitted);
      if (from === 'approved') return refuse(MSG.profileAlreadyApproved);
      return move(from, 'pending');
    case 'approve':
      return from === 'pending' ? move(from, 'approved') : refuse(MSG.tutorNotPendingReview);
    case 'reject':
      return from === 'pending' ? move(from, 'rejected') : refuse(MSG.tutorNotPendingReview);
    case 'vetted_change':
      return move(from, from === 'approved' ? 'pending' : from);
    case 'document_change':
      if (from === 'pending') return refuse(MSG.documentsLockedInReview);
      return move(from, from === 'approved' ? 'pending' : from);
    case 'visa_change':
      if (from === 'pending') return refuse(MSG.profileLockedInReview);
      return move(from, from === 'approved' ? 'pending' : from);
  }
}

/** The audit action recorded when `event` changes the state (none when it leaves the state as it was). */
export function auditActionOf(event: ApprovalEvent): TutorReviewAction {
  switch (event) {
    case 'submit':
      return 'tutor.submitted';
    case 'approve':
      return 'tutor.approved';
    case 'reject':
      return 'tutor.rejected';
    default:
      return 'tutor.resubmitted_by_change';
  }
}

/**
 * Identity documents a review needs: both sides of the passport, and the biometric residence permit when the
 * tutor needs a visa. Certificates are welcome but not required: many good tutors (native speakers, students
 * at university) hold none, and the reviewer can still reject a profile that needs one. `other` is optional.
 */
export function requiredDocumentTypes(visaRequired: boolean): DocumentType[] {
  return visaRequired
    ? ['passport_front', 'passport_rear', 'biometric_residence_permit']
    : ['passport_front', 'passport_rear'];
}

const DOCUMENT_MESSAGES: Partial<Record<DocumentType, MessageKey>> = {
  passport_front: MSG.passportFrontRequired,
  passport_rear: MSG.passportRearRequired,
  biometric_residence_permit: MSG.residencePermitRequired,
};

export interface ReviewReadiness {
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  mobile: string | null;
  description: string | null;
  visaRequired: boolean;
  subjectPricesCount: number;
  documentTypes: readonly DocumentType[];
}

const filled = (value: string | null) => Boolean(value?.trim());

/**
 * What a profile still lacks before it can be reviewed, as field errors (`{ first_name: [...], documents: [...] }`);
 * empty when it is ready. Personal info (title, names, date of birth, gender, mobile), the bio, at least one
 * priced subject (subjects carry their school year, so this also covers the grades taught) and the required
 * documents. The address is not vetted.
 */
export function missingForReview(profile: ReviewReadiness): Record<string, MessageKey[]> {
  const missing: Record<string, MessageKey[]> = {};
  const personal: Array<[string, string | null, MessageKey]> = [
    ['title', profile.title, MSG.titleRequired],
    ['first_name', profile.firstName, MSG.firstNameRequired],
    ['last_name', profile.lastName, MSG.lastNameRequired],
    ['date_of_birth', profile.dateOfBirth, MSG.dateOfBirthRequired],
    ['gender', profile.gender, MSG.genderRequired],
    ['mobile', profile.mobile, MSG.mobileRequired],
    ['description', profile.description, MSG.bioRequired],
  ];
  for (const [field, value, message] of personal) if (!filled(value)) missing[field] = [message];
  if (profile.subjectPricesCount < 1) missing.subject_prices = [MSG.subjectPricesRequired];
  const documents = requiredDocumentTypes(profile.visaRequired)
    .filter((type) => !profile.documentTypes.includes(type))
    .map((type) => DOCUMENT_MESSAGES[type]!);
  if (documents.length) missing.documents = documents;
  return missing;
}

/**
 * Spec section 1: only verified tutors hold sessions or publish courses: the gate of the availability, session
 * confirmation and course submission calls.
 */
export function isApprovedTutor(user: { role: string; approvalStatus: ApprovalStatus }): boolean {
  return isTutor(user) && user.approvalStatus === 'approved';
}

/**
 * Spec section 1: a tutor is visible to students (tutor lists, search, profiles) only when the profile is
 * complete and approved, and the account is not suspended. Approval implies the review's completeness check
 * passed, and any later change to what was vetted withdraws it (back to `pending`).
 */
export function isVisibleTutor(user: {
  role: string;
  firstName: string | null;
  lastName: string | null;
  approvalStatus: ApprovalStatus;
  suspendedAt?: Date | null;
}): boolean {
  const complete = isProfileComplete({
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    grade: null,
  });
  return isApprovedTutor(user) && complete && !user.suspendedAt;
}
