/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A message whose frame fits goes as one frame with the
 * message inline; a larger one (a long SDP, a Thai chat line) is cut into numbered base64 parts that the receiving
 * instances put together again. Anything beyond `MAX_MESSAGE_BYTES` is refused outright.
 */
export const NOTIFY_PAYLOAD_LIMIT = 7900;
export const MAX_MESSAGE_BYTES = 256 * 1024;
/** Raw bytes per part: its base64 plus the frame's other fields stay well under the limit. */
const PART_BYTES = 5400;
const PARTIAL_TTL_MS = 30_000;

/** One NOTIFY payload: `d` the whole message, or part `n` of `c` of message `m` (base64 in `p`). */
export interface Frame {
  /** The publishing instance. */
  o: string;
  /** The topic (a room). */
  t: string;
  d?: unknown;
  m?: string;
  n?: number;
  c?: number;
  p?: string;
}

export class MessageTooLargeError extends Error {}

let sequence = 0;

export function encodeFrames(origin: string, topic: string, message: unknown): string[] {
  const whole = JSON.stringify({ o: origin, t: topic, d: message } satisfies Frame);
  if (Buffer.byteLength(whole) < NOTIFY_PAYLOAD_LIMIT) return [whole];
  const bytes = Buffer.from(JSON.stringify(message));
  if (bytes.length > MAX_MESSAGE_BYTES) throw new MessageTooLargeError(`${bytes.length} bytes`);
  const count = Math.ceil(bytes.length / PART_BYTES);
  const id = `${Date.now().toString(36)}.${(sequence++).toString(36)}`;
  return Array.from({ length: count }, (_, n) =>
    JSON.stringify({
      o: origin,
      t: topic,
      m: id,
      n,
      c: count,
      p: bytes.subarray(n * PART_BYTES, (n + 1) * PART_BYTES).toString('base64'),
    } satisfies Frame),
  );
}

interface Partial {
  parts: Array<string | undefined>;
  received: number;
  startedAt: number;
}

/** Puts split messages together; a message whose parts stop arriving is dropped after 30 seconds. */
export class FrameAssembler {
  private readonly partials = new Map<string, Partial>();

  /** The complete message and its topic, or null while parts are missing (or the frame is not ours). */
  accept(payload: string, now = Date.now()): { origin: string; topic: string; message: unknown } | null {
    let frame: Frame;
    try {
      frame = JSON.parse(payload) as Frame;
    } catch {
      return null;
    }
    if (typeof frame?.o !== 'string' || typeof frame.t !== 'string') return null;
    if (frame.m === undefined) return { origin: frame.o, topic: frame.t, message: frame.d };
    return this.acceptPart(frame, now);
  }

  private acceptPart(frame: Frame, now: number) {
    const { n, c, p } = frame;
    const valid =
      Number.isInteger(n) && Number.isInteger(c) && typeof p === 'string' && n! >= 0 && n! < c! && c! <= 64;
    if (!valid) return null;
    this.forgetStale(now);
    const key = `${frame.o}/${frame.m}`;
    let partial = this.partials.get(key);
    if (!partial) {
      partial = { parts: new Array(c).fill(undefined), received: 0, startedAt: now };
      this.partials.set(key, partial);
    }
    if (partial.parts.length !== c || partial.parts[n!] !== undefined) return null;
    partial.parts[n!] = p;
    partial.received += 1;
    if (partial.received < c!) return null;
    this.partials.delete(key);
    const bytes = Buffer.concat(partial.parts.map((part) => Buffer.from(part!, 'base64')));
    try {
      return { origin: frame.o, topic: frame.t, message: JSON.parse(bytes.toString('utf8')) as unknown };
    } catch {
      return null;
    }
  }

  private forgetStale(now: number) {
    for (const [key, partial] of this.partials) {
      if (now - partial.startedAt > PARTIAL_TTL_MS) this.partials.delete(key);
    }
  }

  get pending(): number {
    return this.partials.size;
  }
}
