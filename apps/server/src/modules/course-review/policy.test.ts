import { describe, expect, it } from 'vitest';
import { changeOf, logActionOf, queueOrderOf } from './policy.ts';

describe('course review policy', () => {
  it('works the queue oldest submission first and shows other states newest first', () => {
    expect(queueOrderOf('pending')).toBe('oldest_submitted_first');
    for (const state of ['draft', 'approved', 'rejected'] as const)
      expect(queueOrderOf(state)).toBe('newest_first');
  });

  it('approves with the time and no feedback, rejects with the reviewer’s feedback', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(changeOf({ event: 'approve' }, at)).toEqual({
      approvalState: 'approved',
      feedback: null,
      approvedAt: at,
    });
    expect(changeOf({ event: 'reject', feedback: 'Add examples' }, at)).toEqual({
      approvalState: 'rejected',
      feedback: 'Add examples',
    });
    expect(logActionOf({ event: 'approve' })).toBe('approved');
    expect(logActionOf({ event: 'reject', feedback: 'x' })).toBe('rejected');
  });
});
