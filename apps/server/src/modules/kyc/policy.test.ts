import { APPROVAL_STATUSES, type ApprovalStatus, MSG } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  type ApprovalEvent,
  auditActionOf,
  isApprovedTutor,
  isVisibleTutor,
  missingForReview,
  type ReviewReadiness,
  requiredDocumentTypes,
  transition,
} from './policy.ts';

const to = (status: ApprovalStatus, changed = true) => ({ allowed: true, to: status, changed });
const refused = (message: string) => ({ allowed: false, message });

describe('the tutor vetting state machine', () => {
  // Every state against every event: the whole table, so a new state or event cannot slip through unplanned.
  const table: Record<
    ApprovalEvent,
    Record<ApprovalStatus, ReturnType<typeof to> | ReturnType<typeof refused>>
  > = {
    submit: {
      incomplete: to('pending'),
      rejected: to('pending'),
      pending: refused(MSG.reviewAlreadySubmitted),
      approved: refused(MSG.profileAlreadyApproved),
    },
    approve: {
      pending: to('approved'),
      incomplete: refused(MSG.tutorNotPendingReview),
      approved: refused(MSG.tutorNotPendingReview),
      rejected: refused(MSG.tutorNotPendingReview),
    },
    reject: {
      pending: to('rejected'),
      incomplete: refused(MSG.tutorNotPendingReview),
      approved: refused(MSG.tutorNotPendingReview),
      rejected: refused(MSG.tutorNotPendingReview),
    },
    vetted_change: {
      approved: to('pending'),
      incomplete: to('incomplete', false),
      pending: to('pending', false),
      rejected: to('rejected', false),
    },
    document_change: {
      approved: to('pending'),
      incomplete: to('incomplete', false),
      rejected: to('rejected', false),
      pending: refused(MSG.documentsLockedInReview),
    },
    visa_change: {
      approved: to('pending'),
      incomplete: to('incomplete', false),
      rejected: to('rejected', false),
      pending: refused(MSG.profileLockedInReview),
    },
  };

  for (const [event, byStatus] of Object.entries(table) as Array<[ApprovalEvent, (typeof table)['submit']]>) {
    for (const from of APPROVAL_STATUSES) {
      const expected = byStatus[from];
      const label = expected.allowed
        ? `moves ${from} to ${(expected as { to: string }).to}`
        : `refuses from ${from}`;
      it(`${event} ${label}`, () => {
        expect(transition(from, event)).toEqual(expected);
      });
    }
  }

  it('names the audit action of each event', () => {
    expect(auditActionOf('submit')).toBe('tutor.submitted');
    expect(auditActionOf('approve')).toBe('tutor.approved');
    expect(auditActionOf('reject')).toBe('tutor.rejected');
    expect(auditActionOf('vetted_change')).toBe('tutor.resubmitted_by_change');
    expect(auditActionOf('document_change')).toBe('tutor.resubmitted_by_change');
    expect(auditActionOf('visa_change')).toBe('tutor.resubmitted_by_change');
  });
});

const ready: ReviewReadiness = {
  title: 'Dr',
  firstName: 'Malee',
  lastName: 'Sukjai',
  dateOfBirth: '1990-04-01',
  gender: 'female',
  mobile: '+66 81 234 5678',
  description: 'Maths teacher for ten years',
  visaRequired: false,
  subjectPricesCount: 1,
  documentTypes: ['passport_front', 'passport_rear'],
};

describe('what a review needs', () => {
  it('passes a complete profile with both sides of the passport', () => {
    expect(missingForReview(ready)).toEqual({});
  });

  it('needs no certificate and ignores extra documents', () => {
    expect(
      missingForReview({ ...ready, documentTypes: ['passport_rear', 'other', 'passport_front'] }),
    ).toEqual({});
  });

  it.each([
    ['title', { title: null }, MSG.titleRequired],
    ['first_name', { firstName: '  ' }, MSG.firstNameRequired],
    ['last_name', { lastName: null }, MSG.lastNameRequired],
    ['date_of_birth', { dateOfBirth: null }, MSG.dateOfBirthRequired],
    ['gender', { gender: null }, MSG.genderRequired],
    ['mobile', { mobile: '' }, MSG.mobileRequired],
    ['description', { description: null }, MSG.bioRequired],
    ['subject_prices', { subjectPricesCount: 0 }, MSG.subjectPricesRequired],
  ] as const)('names %s when it is missing', (field, change, message) => {
    expect(missingForReview({ ...ready, ...change })).toEqual({ [field]: [message] });
  });

  it('names each missing passport side', () => {
    expect(missingForReview({ ...ready, documentTypes: [] })).toEqual({
      documents: [MSG.passportFrontRequired, MSG.passportRearRequired],
    });
    expect(missingForReview({ ...ready, documentTypes: ['passport_front', 'certificate'] })).toEqual({
      documents: [MSG.passportRearRequired],
    });
  });

  it('needs the residence permit only when a visa is needed', () => {
    expect(requiredDocumentTypes(false)).toEqual(['passport_front', 'passport_rear']);
    expect(requiredDocumentTypes(true)).toEqual([
      'passport_front',
      'passport_rear',
      'biometric_residence_permit',
    ]);
    expect(missingForReview({ ...ready, visaRequired: true })).toEqual({
      documents: [MSG.residencePermitRequired],
    });
    expect(
      missingForReview({
        ...ready,
        visaRequired: true,
        documentTypes: ['passport_front', 'passport_rear', 'biometric_residence_permit'],
      }),
    ).toEqual({});
  });

  it('names everything an empty profile lacks at once', () => {
    const empty: ReviewReadiness = {
      title: null,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      gender: null,
      mobile: null,
      description: null,
      visaRequired: true,
      subjectPricesCount: 0,
      documentTypes: [],
    };
    expect(Object.keys(missingForReview(empty))).toEqual([
      'title',
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'mobile',
      'description',
      'subject_prices',
      'documents',
    ]);
    expect(missingForReview(empty).documents).toHaveLength(3);
  });
});

describe('isVisibleTutor', () => {
  const tutor = {
    role: 'teacher',
    firstName: 'Malee',
    lastName: 'Sukjai',
    approvalStatus: 'approved' as ApprovalStatus,
  };

  it('shows an approved tutor with a complete profile', () => {
    expect(isVisibleTutor(tutor)).toBe(true);
    expect(isVisibleTutor({ ...tutor, suspendedAt: null })).toBe(true);
  });

  it.each(['incomplete', 'pending', 'rejected'] as const)('hides a %s tutor', (approvalStatus) => {
    expect(isVisibleTutor({ ...tutor, approvalStatus })).toBe(false);
  });

  it('hides an incomplete profile, a suspended tutor and anyone who is not a tutor', () => {
    expect(isVisibleTutor({ ...tutor, firstName: ' ' })).toBe(false);
    expect(isVisibleTutor({ ...tutor, lastName: null })).toBe(false);
    expect(isVisibleTutor({ ...tutor, suspendedAt: new Date() })).toBe(false);
    expect(isVisibleTutor({ ...tutor, role: 'student' })).toBe(false);
    expect(isVisibleTutor({ ...tutor, role: 'admin' })).toBe(false);
  });
});

describe('isApprovedTutor', () => {
  it('lets only an approved tutor hold sessions and publish courses', () => {
    expect(isApprovedTutor({ role: 'teacher', approvalStatus: 'approved' })).toBe(true);
    for (const approvalStatus of ['incomplete', 'pending', 'rejected'] as const) {
      expect(isApprovedTutor({ role: 'teacher', approvalStatus })).toBe(false);
    }
    expect(isApprovedTutor({ role: 'student', approvalStatus: 'approved' })).toBe(false);
  });
});
