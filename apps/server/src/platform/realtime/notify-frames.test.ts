import { describe, expect, it } from 'vitest';
import {
  encodeFrames,
  FrameAssembler,
  MAX_MESSAGE_BYTES,
  MessageTooLargeError,
  NOTIFY_PAYLOAD_LIMIT,
} from './notify-frames.ts';

describe('NOTIFY frames', () => {
  it('sends a small message as one frame', () => {
    const frames = encodeFrames('a', 'meeting:1', { k: 'join', u: 1 });
    expect(frames).toHaveLength(1);
    expect(new FrameAssembler().accept(frames[0]!)).toEqual({
      origin: 'a',
      topic: 'meeting:1',
      message: { k: 'join', u: 1 },
    });
  });

  it('splits a large message (Thai text, an SDP) into frames under the limit and puts it together again', () => {
    const message = { text: 'ทดสอบภาษาไทย'.repeat(1500), sdp: 'a=candidate\r\n'.repeat(800) };
    const frames = encodeFrames('a', 'meeting:1', message);
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) expect(Buffer.byteLength(frame)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    const assembler = new FrameAssembler();
    const results = frames.map((frame) => assembler.accept(frame));
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toEqual({ origin: 'a', topic: 'meeting:1', message });
    expect(assembler.pending).toBe(0);
  });

  it('keeps split messages of two instances apart', () => {
    const big = (n: number) => ({ n, pad: 'x'.repeat(12_000) });
    const fromA = encodeFrames('a', 't', big(1));
    const fromB = encodeFrames('b', 't', big(2));
    const assembler = new FrameAssembler();
    const interleaved = fromA.flatMap((frame, i) => [frame, fromB[i]!]);
    const complete = interleaved.map((frame) => assembler.accept(frame)).filter(Boolean);
    expect(complete.map((result) => result!.message)).toEqual([big(1), big(2)]);
  });

  it('refuses a message beyond the ceiling', () => {
    expect(() => encodeFrames('a', 't', { pad: 'x'.repeat(MAX_MESSAGE_BYTES + 1) })).toThrow(
      MessageTooLargeError,
    );
  });

  it('ignores frames that are not ours and drops a message whose parts stop coming', () => {
    const assembler = new FrameAssembler();
    expect(assembler.accept('not json')).toBeNull();
    expect(assembler.accept(JSON.stringify({ hello: 1 }))).toBeNull();
    expect(assembler.accept(JSON.stringify({ o: 'a', t: 't', m: 'x', n: 3, c: 2, p: '' }))).toBeNull();
    const [first] = encodeFrames('a', 't', { pad: 'x'.repeat(20_000) });
    assembler.accept(first!, 0);
    expect(assembler.pending).toBe(1);
    assembler.accept(JSON.stringify({ o: 'b', t: 't', m: 'y', n: 0, c: 2, p: '' }), 31_000);
    expect(assembler.pending).toBe(1);
  });
});
