/** One STUN or TURN server as RTCPeerConnection takes it (`iceServers`). */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;

function isIceUrl(value: unknown): value is string {
  return typeof value === 'string' && ICE_URL.test(value);
}

/**
 * ICE_SERVERS: a JSON array of RTCIceServer, e.g. `[{"urls":"stun:stun.example.org:3478"}]`. Unset or empty means
 * none: two browsers on one network (or one machine) still connect through their host candidates. A malformed
 * value stops the start with a message saying what is wrong, rather than rooms that never connect.
 */
export function parseIceServers(value: string | undefined): IceServer[] {
  if (!value?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('ICE_SERVERS must be a JSON array of {"urls", "username"?, "credential"?}');
  }
  if (!Array.isArray(parsed)) throw new Error('ICE_SERVERS must be a JSON array');
  return parsed.map((entry, index) => {
    const server = entry as Partial<Record<keyof IceServer, unknown>>;
    const urls = server?.urls;
    const validUrls = Array.isArray(urls) ? urls.length > 0 && urls.every(isIceUrl) : isIceUrl(urls);
    if (!validUrls) {
      throw new Error(`ICE_SERVERS[${index}].urls must be stun:, stuns:, turn: or turns: URLs`);
    }
    const out: IceServer = { urls: urls as string | string[] };
    for (const field of ['username', 'credential'] as const) {
      if (server[field] === undefined) continue;
      if (typeof server[field] !== 'string')
        throw new Error(`ICE_SERVERS[${index}].${field} must be a string`);
      out[field] = server[field];
    }
    return out;
  });
}
