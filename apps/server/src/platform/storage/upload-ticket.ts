import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/secrets.ts';

/** What a resumable-upload ticket allows: bytes for one key, by one user on one tenant, until it expires. */
export interface TicketGrant {
  key: string;
  ownerId: number;
  /** The tenant the upload was signed on (null: the main marketplace). */
  tenantId: number | null;
  /** Unix seconds. */
  expiresAt: number;
}

export interface UploadTickets {
  sign(grant: TicketGrant): string;
  /** The grant of a genuine, unexpired ticket; null otherwise. */
  verify(ticket: string, now: number): TicketGrant | null;
}

/**
 * HMAC-signed tickets for resumable uploads (tus). A tus upload lives longer than a signed PUT (it resumes over
 * hours, across page reloads), so its grant travels in a header on every request rather than in one URL.
 */
export function createUploadTickets(secret: string): UploadTickets {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`tus\n${payload}`).digest('base64url');
  return {
    sign(grant) {
      const payload = Buffer.from(
        JSON.stringify([grant.key, grant.ownerId, grant.tenantId, grant.expiresAt]),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    verify(ticket, now) {
      const [payload = '', signature = ''] = ticket.split('.');
      if (!payload || !signature || !safeEqual(signature, sign(payload))) return null;
      try {
        const [key, ownerId, tenantId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString());
        if (typeof key !== 'string' || typeof ownerId !== 'number' || typeof expiresAt !== 'number')
          return null;
        if (expiresAt * 1000 < now) return null;
        return { key, ownerId, tenantId: typeof tenantId === 'number' ? tenantId : null, expiresAt };
      } catch {
        return null;
      }
    },
  };
}
