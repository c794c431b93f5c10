import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/auth/secrets.ts';
import type { Config } from '../../platform/config.ts';
import { storageSecret } from '../../platform/storage/local.ts';

/**
 * The key of the messages e-mails' unsubscribe links, derived from the storage secret like the parents' links, so a
 * single instance needs no setting; instances behind one database share it.
 */
const keys = new Map<string, string>();
function linkKey(config: Config): string {
  const secret = storageSecret(config.dataDir, config.storageSecret);
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('kru message e-mail unsubscribe links').digest('hex');
    keys.set(secret, key);
  }
  return key;
}

const signature = (config: Config, payload: string) =>
  createHmac('sha256', linkKey(config)).update(payload).digest('base64url');

/** `<user id>.<HMAC>`: needs no sign-in and never expires (RFC 8058 asks). */
export function unsubscribeToken(config: Config, userId: number): string {
  return `${userId}.${signature(config, `messages.${userId}`)}`;
}

/** The link's person, or null for anything not signed by us (cut, changed or made up). */
export function readUnsubscribeToken(config: Config, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647 || !safeEqual(match[2]!, signature(config, `messages.${userId}`))) return null;
  return userId;
}

/** The page that confirms (in the e-mail) and the one-click endpoint (List-Unsubscribe). */
export function unsubscribeLinks(config: Config, userId: number) {
  const token = encodeURIComponent(unsubscribeToken(config, userId));
  return {
    pageUrl: `${config.appUrl}/messages/unsubscribe?token=${token}`,
    oneClickUrl: `${config.appUrl}/api/v1/public/messages/unsubscribe?token=${token}`,
  };
}
