/**
 * The KYC module's public surface: the tutor's identity calls, the vetting state machine other modules apply
 * (the files module for documents, the users module for vetted fields, the tutor review for decisions), and
 * the visibility rule of tutors.
 */
export { type AppliedReviewEvent, applyReviewEvent, type ReviewEvent } from './apply-review-event.ts';
export { checkDocumentUpload, recordDocumentChange } from './document-changes.ts';
export { loadDocuments } from './list-documents.ts';
export { type ApprovalEvent, isApprovedTutor, isVisibleTutor, transition } from './policy.ts';
export { recordVettedChange } from './record-vetted-change.ts';
export { visibleTutorCondition } from './repository.ts';
export { kycRoutes } from './routes.ts';
