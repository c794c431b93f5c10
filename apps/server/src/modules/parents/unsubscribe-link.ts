import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/auth/secrets.ts';
import type { Config } from '../../platform/config.ts';
import { storageSecret } from '../../platform/storage/local.ts';

/** Whom a parent's link names: one contact of one student. */
export interface ParentLink {
  studentId: number;
  email: string;
}

/**
 * The key of parents' links, derived from the storage secret (STORAGE_SECRET or the one kept under DATA_DIR) like
 * the meeting's, so a single instance needs no setting; instances behind one database share it.
 */
const keys = new Map<string, string>();
function linkKey(config: Config): string {
  const secret = storageSecret(config.dataDir, config.storageSecret);
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('kru parent unsubscribe links').digest('hex');
    keys.set(secret, key);
  }
  return key;
}

const signature = (config: Config, payload: string) =>
  createHmac('sha256', linkKey(config)).update(payload).digest('base64url');

/** `<student id>.<address, base64url>.<HMAC of both>`: needs no account and never expires (RFC 8058 asks). */
export function parentLinkToken(config: Config, link: ParentLink): string {
  const payload = `${link.studentId}.${Buffer.from(link.email.toLowerCase()).toString('base64url')}`;
  return `${payload}.${signature(config, payload)}`;
}

/** The link's student and contact, or null for anything not signed by us (cut, changed or made up). */
export function readParentLinkToken(config: Config, token: string): ParentLink | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, id, encodedEmail, mac] = match;
  if (!safeEqual(mac!, signature(config, `${id}.${encodedEmail}`))) return null;
  const studentId = Number(id);
  if (studentId > 2_147_483_647) return null;
  return { studentId, email: Buffer.from(encodedEmail!, 'base64url').toString('utf8') };
}

/** The page that confirms (in the e-mail) and the one-click endpoint (List-Unsubscribe), both with the token. */
export function parentLinks(config: Config, link: ParentLink) {
  const token = encodeURIComponent(parentLinkToken(config, link));
  return {
    pageUrl: `${config.appUrl}/parents/unsubscribe?token=${token}`,
    oneClickUrl: `${config.appUrl}/api/v1/public/parents/unsubscribe?token=${token}`,
  };
}
