import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api/errors.ts';

/**
 * Why a message was not sent, in the reader's words: too many too fast (429), a block (403), the server's own
 * sentence for a refused field (too long, too many files: already in the reader's language), else a retry hint.
 */
export function sendErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('messages.errors.failed');
  if (error.status === 429) return t('messages.errors.rateLimited');
  if (error.status === 403) return t('messages.errors.blocked');
  if (error.status === 0) return t('messages.errors.offline');
  if (error.status === 422 || error.status === 413) {
    const field = Object.values(error.fieldErrors).flat()[0];
    return field ?? error.message;
  }
  return t('messages.errors.failed');
}
