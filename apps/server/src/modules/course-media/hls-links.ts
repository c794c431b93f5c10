import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/auth/secrets.ts';
import type { Config } from '../../platform/config.ts';
import { storageSecret } from '../../platform/storage/local.ts';

export const HLS_PATH = '/api/v1/videos';
const HOUR = 3600;
/** A link outlives a two-hour video with time to spare; the player asks for a fresh one while the page is open. */
export const HLS_LINK_SECONDS = 4 * HOUR;

export interface HlsGrant {
  expires: string;
  sig: string;
}

const secrets = new Map<string, string>();
function sign(config: Config, payload: string): string {
  let secret = secrets.get(config.dataDir);
  if (!secret) {
    secret = storageSecret(config.dataDir, config.storageSecret);
    secrets.set(config.dataDir, secret);
  }
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * The grant to read one video's playlists and segments until `expires` (rounded up to the hour, so one video
 * keeps one URL for a while and the browser can cache what it fetched).
 */
export function grantHls(config: Config, videoId: number, nowMs: number): HlsGrant {
  const expires = String(Math.ceil((nowMs / 1000 + HLS_LINK_SECONDS) / HOUR) * HOUR);
  return { expires, sig: sign(config, `hls\n${videoId}\n${expires}`) };
}

export function verifyHls(config: Config, videoId: number, grant: Partial<HlsGrant>, nowMs: number): boolean {
  const expires = Number(grant.expires);
  if (!grant.sig || !Number.isFinite(expires) || expires * 1000 < nowMs) return false;
  return safeEqual(grant.sig, sign(config, `hls\n${videoId}\n${grant.expires}`));
}

export function hlsLink(videoId: number, name: string, grant: HlsGrant): string {
  return `${HLS_PATH}/${videoId}/hls/${name}?${hlsQuery(grant)}`;
}

export function hlsQuery(grant: HlsGrant): string {
  return new URLSearchParams({ expires: grant.expires, sig: grant.sig }).toString();
}
