import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { type Addressee, assertMaySend, previewOf, startPair } from './policy.ts';

const student = { userId: 1, role: 'student' as const, subdomainId: null };
const tutor = { userId: 2, role: 'teacher' as const, subdomainId: null };
const approvedTutor: Addressee = {
  id: 2,
  role: 'teacher',
  subdomainId: null,
  suspendedAt: null,
  visibleTutor: true,
};
const aStudent: Addressee = {
  id: 1,
  role: 'student',
  subdomainId: null,
  suspendedAt: null,
  visibleTutor: false,
};

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    return err instanceof AppError ? `${err.code} ${err.message}` : String(err);
  }
  return undefined;
}

describe('who may start a conversation', () => {
  it('a student with an approved tutor of their tenant', () => {
    expect(startPair(student, approvedTutor, false)).toEqual({ studentId: 1, tutorId: 2 });
    expect(refusal(() => startPair(student, { ...approvedTutor, visibleTutor: false }, false))).toBe(
      'NOT_FOUND not_found',
    );
    expect(refusal(() => startPair(student, { ...approvedTutor, subdomainId: 7 }, false))).toBe(
      'NOT_FOUND not_found',
    );
    expect(refusal(() => startPair(student, { ...approvedTutor, suspendedAt: new Date() }, false))).toBe(
      'NOT_FOUND not_found',
    );
  });

  it('a tutor with a student they have had a session with', () => {
    expect(startPair(tutor, aStudent, true)).toEqual({ studentId: 1, tutorId: 2 });
    expect(refusal(() => startPair(tutor, aStudent, false))).toBe('FORBIDDEN message_needs_session');
    expect(refusal(() => startPair(tutor, { ...approvedTutor, id: 3 }, true))).toBe('NOT_FOUND not_found');
  });

  it('nobody with themselves, and nobody with someone unknown', () => {
    expect(refusal(() => startPair(student, { ...aStudent }, false))).toBe('VALIDATION_FAILED message_self');
    expect(refusal(() => startPair(student, undefined, false))).toBe('NOT_FOUND not_found');
  });
});

describe('sending while blocked', () => {
  const open = [
    { userId: 1, blockedAt: null },
    { userId: 2, blockedAt: null },
  ];
  it('is refused to both people, each told why', () => {
    expect(() => assertMaySend(1, open)).not.toThrow();
    const blockedBy2 = [open[0]!, { userId: 2, blockedAt: new Date() }];
    expect(refusal(() => assertMaySend(1, blockedBy2))).toBe('FORBIDDEN message_blocked_by_other');
    expect(refusal(() => assertMaySend(2, blockedBy2))).toBe('FORBIDDEN message_blocked_by_me');
    expect(refusal(() => assertMaySend(3, open))).toBe('NOT_FOUND not_found');
  });
});

describe('the preview of the last message', () => {
  it('is one line, cut at 140 characters (Thai counted by character)', () => {
    expect(previewOf('Hello\n\n  there ')).toBe('Hello there');
    const long = 'ก'.repeat(200);
    expect(Array.from(previewOf(long))).toHaveLength(140);
    expect(previewOf(long).endsWith('…')).toBe(true);
  });
});
