import { FILE_KINDS } from '@kru/contract/limits';
import type { TFunction } from 'i18next';
import { DOCUMENT_TYPES } from '../documents.ts';

/** What the drop zone and the file pickers accept for an identity document: PDF, PNG or JPEG up to 100 MB. */
export const DOCUMENT_ACCEPT = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
};
export const DOCUMENT_ACCEPT_ATTRIBUTE = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
export const DOCUMENT_MAX_BYTES = FILE_KINDS.document.maxBytes;

export function documentTypeOptions(t: TFunction) {
  return DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`kyc.types.${type}`) }));
}
