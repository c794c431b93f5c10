import type { UpdateUserBody } from '@kru/contract';
import { DOCUMENT_TYPES, type DocumentType } from '@kru/contract/enums';

export { DOCUMENT_TYPES, type DocumentType };

/**
 * The documents a review needs (the server's KYC policy decides; this shows it ahead): both sides of the
 * passport, and the biometric residence permit when the tutor needs a visa. Certificates and others are optional.
 */
export function requiredDocumentTypes(visaRequired: boolean): DocumentType[] {
  return visaRequired
    ? ['passport_front', 'passport_rear', 'biometric_residence_permit']
    : ['passport_front', 'passport_rear'];
}

/** Profile fields a reviewer vetted: changing one on a confirmed profile sends it back to review. */
export const VETTED_FIELDS = ['first_name', 'last_name', 'title', 'grade_id', 'subject_prices'] as const;

export function touchesVettedFields(body: UpdateUserBody): boolean {
  return VETTED_FIELDS.some((field) => body[field] !== undefined);
}

/** Where a tutor fixes what a `POST /kyc/review` 422 names: the fields of the failure's `errors`. */
export type FixPlace = 'details' | 'bio' | 'subjects' | 'documents';

const PERSONAL_FIELDS = new Set(['title', 'first_name', 'last_name', 'date_of_birth', 'gender', 'mobile']);

export function fixPlaceOf(field: string): FixPlace {
  if (PERSONAL_FIELDS.has(field)) return 'details';
  if (field === 'description') return 'bio';
  if (field.startsWith('subject_prices')) return 'subjects';
  return 'documents';
}

export interface MissingItem {
  key: string;
  message: string;
  place: FixPlace;
}

/** Each missing item of the 422 `errors` (`{ first_name: [...], documents: [a, b] }`), one line per message. */
export function missingItems(fieldErrors: Record<string, string[]>): MissingItem[] {
  return Object.entries(fieldErrors).flatMap(([field, messages]) =>
    messages.map((message, index) => ({ key: `${field}.${index}`, message, place: fixPlaceOf(field) })),
  );
}
