import { describe, expect, it } from 'vitest';
import {
  appendedOrder,
  canEdit,
  clueOf,
  deleteRefusal,
  earnsCreatorReward,
  enrolmentChange,
  hasFullAccess,
  isOnTenant,
  learnerStatusesOf,
  lockedSectionIds,
  mayAuthor,
  mayEnrol,
  mayLearn,
  mayViewCourse,
  moveTo,
  neighboursOf,
  progressPercent,
  readingOrder,
  readsApprovedVersion,
  stateAfterEdit,
  statusAfterTake,
  subdomainsProblem,
  submitRefusal,
  trialSectionCount,
} from './policy.ts';

const author = { userId: 1, role: 'teacher' };
const otherTutor = { userId: 2, role: 'teacher' };
const student = { userId: 3, role: 'student' };
const admin = { userId: 4, role: 'admin' };
const course = (
  approvalState: 'draft' | 'pending' | 'approved' | 'rejected',
  subdomainIds: number[] = [],
) => ({
  tutorId: 1,
  approvalState,
  subdomainIds,
});

describe('tenancy', () => {
  it('shows a course without tenants everywhere, one with tenants on those only', () => {
    expect(isOnTenant([], null)).toBe(true);
    expect(isOnTenant([], 7)).toBe(true);
    expect(isOnTenant([7], 7)).toBe(true);
    expect(isOnTenant([7, 8], 8)).toBe(true);
    expect(isOnTenant([7], 8)).toBe(false);
    expect(isOnTenant([7], null)).toBe(false);
  });

  it('refuses unknown tenants, and a tenant tutor who leaves their own out', () => {
    const active = new Set([7, 8]);
    expect(subdomainsProblem([], active, null)).toBeNull();
    expect(subdomainsProblem([7], active, 7)).toBeNull();
    expect(subdomainsProblem([9], active, null)).toBe('unknown_subdomain');
    expect(subdomainsProblem([], active, 7)).toBe('subdomain_required');
    expect(subdomainsProblem([8], active, 7)).toBe('subdomain_required');
  });
});

describe('who sees a course', () => {
  it('lets the author and admins see any state on any tenant', () => {
    for (const state of ['draft', 'pending', 'approved', 'rejected'] as const) {
      expect(mayViewCourse(course(state, [7]), author, null, false)).toBe(true);
      expect(mayViewCourse(course(state, [7]), admin, 8, false)).toBe(true);
    }
  });

  it('shows others approved courses of their tenant only', () => {
    expect(mayViewCourse(course('approved'), student, null, false)).toBe(true);
    expect(mayViewCourse(course('approved', [7]), student, 7, false)).toBe(true);
    expect(mayViewCourse(course('approved', [7]), student, 8, false)).toBe(false);
    expect(mayViewCourse(course('approved', [7]), null, null, false)).toBe(false);
    expect(mayViewCourse(course('draft'), otherTutor, null, false)).toBe(false);
    expect(mayViewCourse(course('pending'), student, null, false)).toBe(false);
    expect(mayViewCourse(course('approved'), null, null, false)).toBe(true);
  });

  it('keeps access for a learner already enrolled when the course goes back to draft', () => {
    expect(mayViewCourse(course('draft'), student, null, true)).toBe(true);
    expect(mayViewCourse(course('draft', [7]), student, 8, true)).toBe(false);
  });

  it('serves learners the approved version while an edit is not approved; the author and admins the draft', () => {
    for (const state of ['draft', 'pending', 'rejected'] as const) {
      expect(readsApprovedVersion(course(state), student)).toBe(true);
      expect(readsApprovedVersion(course(state), author)).toBe(false);
      expect(readsApprovedVersion(course(state), admin)).toBe(false);
    }
    expect(readsApprovedVersion(course('approved'), student)).toBe(false);
    expect(readsApprovedVersion(course('approved'), null)).toBe(false);
  });

  it('enrols only in approved courses of the tenant', () => {
    expect(mayEnrol(course('approved'), null)).toBe(true);
    expect(mayEnrol(course('approved', [7]), null)).toBe(false);
    expect(mayEnrol(course('draft'), null)).toBe(false);
  });

  it('lets tutors author and students learn', () => {
    expect(mayAuthor(author)).toBe(true);
    expect(mayAuthor(student)).toBe(false);
    expect(mayAuthor(admin)).toBe(false);
    expect(mayLearn(student)).toBe(true);
    expect(mayLearn(author)).toBe(false);
    expect(mayLearn(admin)).toBe(false);
  });
});

describe('the authoring state machine', () => {
  it('sends an edited course back to draft, and refuses edits under review', () => {
    expect(stateAfterEdit('draft')).toBe('draft');
    expect(stateAfterEdit('approved')).toBe('draft');
    expect(stateAfterEdit('rejected')).toBe('draft');
    expect(stateAfterEdit('pending')).toBeNull();
  });

  it('lets the author edit outside review only', () => {
    expect(canEdit(course('draft'), author)).toBe(true);
    expect(canEdit(course('approved'), author)).toBe(true);
    expect(canEdit(course('pending'), author)).toBe(false);
    expect(canEdit(course('draft'), otherTutor)).toBe(false);
    expect(canEdit(course('draft'), admin)).toBe(false);
    expect(canEdit(course('draft'), null)).toBe(false);
  });

  it('submits a draft or rejected course of an approved tutor with content', () => {
    const ok = { tutorApproved: true, sectionsCount: 1 };
    expect(submitRefusal({ state: 'draft', ...ok })).toBeNull();
    expect(submitRefusal({ state: 'rejected', ...ok })).toBeNull();
    expect(submitRefusal({ state: 'pending', ...ok })?.code).toBe('CONFLICT');
    expect(submitRefusal({ state: 'approved', ...ok })?.message).toBe('course_not_submittable');
    const unapproved = submitRefusal({ state: 'draft', tutorApproved: false, sectionsCount: 1 });
    expect([unapproved?.code, unapproved?.message]).toEqual(['FORBIDDEN', 'tutor_not_approved_for_courses']);
    const empty = submitRefusal({ state: 'draft', tutorApproved: true, sectionsCount: 0 });
    expect([empty?.code, empty?.message]).toEqual(['VALIDATION_FAILED', 'course_needs_content']);
  });

  it('deletes a course nobody learns and nobody reviews', () => {
    expect(deleteRefusal({ state: 'approved', enrolmentsCount: 0 })).toBeNull();
    expect(deleteRefusal({ state: 'draft', enrolmentsCount: 1 })?.message).toBe('course_has_learners');
    expect(deleteRefusal({ state: 'pending', enrolmentsCount: 0 })?.message).toBe('course_under_review');
  });
});

describe('the trial', () => {
  it('opens the first sections within 30% of the course, at least one: floor(0.3 n), minimum 1', () => {
    const expected = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6];
    const opened = Array.from({ length: 20 }, (_, index) => trialSectionCount(index + 1));
    expect(opened).toEqual(expected);
    for (let total = 1; total <= 20; total++) {
      const count = trialSectionCount(total);
      // Within 30% unless the one section the trial always opens is already more.
      expect(count === 1 || count / total <= 0.3).toBe(true);
      // As many as 30% allows: one more would go beyond it.
      expect((count + 1) / total).toBeGreaterThan(0.3);
    }
    expect(trialSectionCount(0)).toBe(0);
    expect(trialSectionCount(100)).toBe(30);
  });

  it('gives free courses, authors, admins and subscribers everything', () => {
    const none = { isFree: false, isAuthor: false, isAdmin: false, isSubscribed: false };
    expect(hasFullAccess(none)).toBe(false);
    expect(hasFullAccess({ ...none, isFree: true })).toBe(true);
    expect(hasFullAccess({ ...none, isAuthor: true })).toBe(true);
    expect(hasFullAccess({ ...none, isAdmin: true })).toBe(true);
    expect(hasFullAccess({ ...none, isSubscribed: true })).toBe(true);
  });

  it('locks the sections beyond the trial in reading order', () => {
    expect([...lockedSectionIds([5, 6, 7, 8, 9, 10, 11, 12, 13, 14], false)]).toEqual([
      8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(lockedSectionIds([5, 6, 7], true).size).toBe(0);
    expect(lockedSectionIds([], false).size).toBe(0);
  });

  it('reads chapters by order, then sections by order, ties by id', () => {
    const order = readingOrder([
      { id: 20, sortOrder: 2, sections: [{ id: 3, sortOrder: 1 }] },
      {
        id: 10,
        sortOrder: 1,
        sections: [
          { id: 9, sortOrder: 2 },
          { id: 2, sortOrder: 1 },
          { id: 1, sortOrder: 2 },
        ],
      },
      { id: 5, sortOrder: 2, sections: [{ id: 4, sortOrder: 1 }] },
    ]);
    expect(order).toEqual([2, 1, 9, 4, 3]);
    expect(neighboursOf(order, 9)).toEqual({ previous: 1, next: 4 });
    expect(neighboursOf(order, 2)).toEqual({ previous: null, next: 1 });
    expect(neighboursOf(order, 3)).toEqual({ previous: 4, next: null });
    expect(neighboursOf(order, 99)).toEqual({ previous: null, next: null });
  });
});

describe('progress and the creator reward', () => {
  it('rounds progress to whole percent', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('rewards once, at half the course, never the author nor a learner on the trial', () => {
    const base = { alreadyRewarded: false, learnerId: 3, authorId: 1, fullAccess: true };
    expect(earnsCreatorReward({ ...base, taken: 1, total: 2, fullAccess: false })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 1, total: 1, fullAccess: false })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 1, total: 2 })).toBe(true);
    expect(earnsCreatorReward({ ...base, taken: 1, total: 4 })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 2, total: 4 })).toBe(true);
    expect(earnsCreatorReward({ ...base, taken: 2, total: 5 })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 3, total: 5 })).toBe(true);
    expect(earnsCreatorReward({ ...base, taken: 4, total: 4, alreadyRewarded: true })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 4, total: 4, learnerId: 1 })).toBe(false);
    expect(earnsCreatorReward({ ...base, taken: 0, total: 0 })).toBe(false);
  });

  it('completes a course once every section is taken, and resumes an archived one', () => {
    expect(statusAfterTake('ongoing', 2, 3)).toBe('ongoing');
    expect(statusAfterTake('ongoing', 3, 3)).toBe('completed');
    expect(statusAfterTake('archived', 1, 3)).toBe('ongoing');
    expect(statusAfterTake('completed', 3, 3)).toBe('completed');
  });

  it('archives, unarchives, completes and restarts', () => {
    expect(enrolmentChange('ongoing', { status: 'archived', restart: false })).toEqual({
      status: 'archived',
      clearProgress: false,
      completedAt: 'keep',
    });
    expect(enrolmentChange('ongoing', { status: 'completed', restart: false }).completedAt).toBe('stamp');
    expect(enrolmentChange('completed', { status: 'completed', restart: false }).completedAt).toBe('keep');
    expect(enrolmentChange('completed', { status: 'ongoing', restart: true })).toEqual({
      status: 'ongoing',
      clearProgress: true,
      completedAt: 'clear',
    });
    expect(enrolmentChange('archived', { status: 'ongoing', restart: false }).clearProgress).toBe(false);
  });

  it('lists ongoing courses unless other statuses are asked for', () => {
    expect(learnerStatusesOf(undefined)).toEqual(['ongoing']);
    expect(learnerStatusesOf(['completed', 'archived', 'completed'])).toEqual(['completed', 'archived']);
  });
});

describe('ordering', () => {
  it('appends after the last, up to 99', () => {
    expect(appendedOrder(null)).toBe(1);
    expect(appendedOrder(4)).toBe(5);
    expect(appendedOrder(98)).toBe(99);
    expect(appendedOrder(99)).toBeNull();
  });

  it('moves one item and renumbers the rest around it', () => {
    expect(moveTo([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveTo([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });
});

describe('the clue', () => {
  it('keeps a short description whole, on one line', () => {
    expect(clueOf('Learn  fractions\nthe easy way.')).toBe('Learn fractions the easy way.');
  });

  it('cuts a long one at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const clue = clueOf(text);
    expect(clue.length).toBeLessThanOrEqual(141);
    expect(clue.endsWith('word…')).toBe(true);
  });

  it('cuts text without spaces (Thai) at the limit', () => {
    const clue = clueOf('ก'.repeat(300));
    expect(clue).toBe(`${'ก'.repeat(140)}…`);
  });
});
