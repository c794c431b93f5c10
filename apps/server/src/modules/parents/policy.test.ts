import { describe, expect, it } from 'vitest';
import { mayChooseParentUpdates, subscribedContacts } from './policy.ts';

const student = {
  role: 'student',
  parentEmails: ['Mum@Family.test', 'dad@family.test'],
  consentedAt: new Date(),
};

describe('subscribedContacts', () => {
  it('is every contact, lower-cased, once the student consents', () => {
    expect(subscribedContacts(student, [])).toEqual(['mum@family.test', 'dad@family.test']);
  });
  it('leaves out the contacts that unsubscribed', () => {
    expect(subscribedContacts(student, [{ email: 'mum@family.test' }])).toEqual(['dad@family.test']);
  });
  it('is nobody without consent, or for a tutor', () => {
    expect(subscribedContacts({ ...student, consentedAt: null }, [])).toEqual([]);
    expect(subscribedContacts({ ...student, role: 'teacher' }, [])).toEqual([]);
  });
});

describe('mayChooseParentUpdates', () => {
  it('is for students only', () => {
    expect(mayChooseParentUpdates({ role: 'student' })).toBe(true);
    expect(mayChooseParentUpdates({ role: 'teacher' })).toBe(false);
    expect(mayChooseParentUpdates({ role: 'admin' })).toBe(false);
  });
});
