import { describe, expect, it } from 'vitest';
import { changesOf, isReviewAction, previewOf, queueOrderOf } from './policy.ts';

describe('tutor review policy', () => {
  it('previews images and PDFs inline', () => {
    expect(previewOf('image/png')).toBe('image');
    expect(previewOf('image/jpeg')).toBe('image');
    expect(previewOf('application/pdf')).toBe('pdf');
    expect(previewOf('application/zip')).toBe('none');
  });

  it('works the queue oldest first and shows other states newest first', () => {
    expect(queueOrderOf('pending')).toBe('oldest_first');
    expect(queueOrderOf('approved')).toBe('newest_first');
    expect(queueOrderOf('rejected')).toBe('newest_first');
    expect(queueOrderOf('incomplete')).toBe('newest_first');
  });

  it('knows the review actions of the audit log', () => {
    expect(isReviewAction('tutor.approved')).toBe(true);
    expect(isReviewAction('tutor.resubmitted_by_change')).toBe(true);
    expect(isReviewAction('user.suspended')).toBe(false);
  });

  it('reads the recorded changes, ignoring anything malformed', () => {
    expect(changesOf({ from: 'approved', changes: ['first_name', 'subject_prices'] })).toEqual([
      'first_name',
      'subject_prices',
    ]);
    expect(changesOf({ changes: ['title', 3] })).toEqual(['title']);
    expect(changesOf({ changes: 'title' })).toEqual([]);
    expect(changesOf(null)).toEqual([]);
  });
});
