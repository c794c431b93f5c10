import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/auth/secrets.ts';
import type { Config } from '../../platform/config.ts';
import { storageSecret } from '../../platform/storage/local.ts';

/** A ticket opens a socket within a minute of being given: it rides in the socket's URL, so it lives briefly. */
export const TICKET_TTL_MS = 60_000;

/**
 * The key of socket tickets, derived from the storage secret (STORAGE_SECRET or the one kept under DATA_DIR) like
 * the meeting's, so a single instance needs no setting; instances behind one database share it.
 */
const keys = new Map<string, string>();
function ticketKey(config: Config): string {
  const secret = storageSecret(config.dataDir, config.storageSecret);
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('kru messages socket tickets').digest('hex');
    keys.set(secret, key);
  }
  return key;
}

const signature = (config: Config, payload: string) =>
  createHmac('sha256', ticketKey(config)).update(payload).digest('base64url');

/** `s1.<user>.<expiry in ms>.<HMAC>`: nothing secret inside, only unforgeable. */
export function signSocketTicket(config: Config, userId: number, expiresAt: Date): string {
  const payload = `s1.${userId}.${expiresAt.getTime()}`;
  return `${payload}.${signature(config, payload)}`;
}

export type TicketCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function readSocketTicket(config: Config, ticket: string | undefined, now: Date): TicketCheck {
  const match = /^s1\.([1-9]\d{0,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket ?? '');
  if (!match) return { ok: false, reason: 'invalid' };
  const [, user, expires, mac] = match;
  if (!safeEqual(mac!, signature(config, `s1.${user}.${expires}`))) return { ok: false, reason: 'invalid' };
  if (Number(expires) <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(user) };
}
