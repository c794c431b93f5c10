import { describe, expect, it } from 'vitest';
import { type AuthLevel, decideRoute, type GuardInput } from './guard-policy.ts';

const student = { role: 'student' };
const tutor = { role: 'teacher' };
const admin = { role: 'admin' };

function decide(overrides: Partial<GuardInput> & { auth: AuthLevel; path: string }) {
  return decideRoute({ user: null, isProfileComplete: false, remembered: null, ...overrides });
}

describe('decideRoute: PUBLIC pages', () => {
  it.each([
    ['signed out', null, false],
    ['incomplete profile', student, false],
    ['complete profile', student, true],
  ] as const)('never redirects (%s)', (_, user, isProfileComplete) => {
    expect(decide({ auth: 'PUBLIC', path: '/auth/sign-out', user, isProfileComplete })).toEqual({});
  });
});

describe('decideRoute: signed-out visitor', () => {
  it('stays on NONE pages', () => {
    expect(decide({ auth: 'NONE', path: '/auth/sign-in' })).toEqual({});
    expect(decide({ auth: 'NONE', path: '/auth/sign-up?role=student' })).toEqual({});
  });

  it('remembers the page a sign-in or sign-up link came from (`next`), only a path on this site', () => {
    const course = '/courses/search-courses/details?courseId=7';
    for (const page of ['/auth/sign-in', '/auth/sign-up?role=student']) {
      const path = `${page}${page.includes('?') ? '&' : '?'}next=${encodeURIComponent(course)}`;
      expect(decide({ auth: 'NONE', path })).toEqual({ remember: course });
    }
    expect(decide({ auth: 'NONE', path: '/auth/sign-in?next=%2F%2Fevil.example' })).toEqual({});
  });

  it('opens a DASHBOARD page open to visitors (a course’s public page) without sign-in', () => {
    const path = '/courses/search-courses/details?courseId=7';
    expect(decide({ auth: 'DASHBOARD', openToVisitors: true, path })).toEqual({});
    expect(
      decide({
        auth: 'DASHBOARD',
        openToVisitors: true,
        roles: ['student'],
        path,
        user: admin,
        isProfileComplete: true,
      }),
    ).toEqual({ forbidden: true });
  });

  it('goes to sign-in from a DASHBOARD page and the page with its query is remembered', () => {
    expect(decide({ auth: 'DASHBOARD', path: '/courses/take?courseId=3&chapter=2' })).toEqual({
      redirect: '/auth/sign-in',
      remember: '/courses/take?courseId=3&chapter=2',
    });
  });

  it('goes to sign-in from a REGISTER page and the page is remembered', () => {
    expect(decide({ auth: 'REGISTER', path: '/auth/sign-up/tutor' })).toEqual({
      redirect: '/auth/sign-in',
      remember: '/auth/sign-up/tutor',
    });
  });

  it('does not remember the sign-out page', () => {
    expect(decide({ auth: 'DASHBOARD', path: '/auth/sign-out' })).toEqual({ redirect: '/auth/sign-in' });
  });
});

describe('decideRoute: signed in with an incomplete profile', () => {
  it.each(['DASHBOARD', 'NONE', 'REGISTER'] as const)(
    'a student on a %s page goes to the student form',
    (auth) => {
      expect(decide({ auth, path: '/tuition', user: student })).toEqual({
        redirect: '/auth/sign-up/student',
      });
    },
  );

  it.each(['DASHBOARD', 'NONE', 'REGISTER'] as const)(
    'a tutor on a %s page goes to the tutor form',
    (auth) => {
      expect(decide({ auth, path: '/auth/sign-in', user: tutor })).toEqual({
        redirect: '/auth/sign-up/tutor',
      });
    },
  );

  it('any role other than teacher is treated as a student', () => {
    expect(decide({ auth: 'DASHBOARD', path: '/', user: admin })).toEqual({
      redirect: '/auth/sign-up/student',
    });
  });

  it('stays when already on its own complete-profile page, whatever the query', () => {
    expect(decide({ auth: 'REGISTER', path: '/auth/sign-up/student?step=grade', user: student })).toEqual({});
    expect(decide({ auth: 'REGISTER', path: '/auth/sign-up/tutor', user: tutor })).toEqual({});
  });

  it("is sent from the other role's form to its own", () => {
    expect(decide({ auth: 'REGISTER', path: '/auth/sign-up/tutor', user: student })).toEqual({
      redirect: '/auth/sign-up/student',
    });
  });
});

describe('decideRoute: signed in with a complete profile', () => {
  const complete = { user: student, isProfileComplete: true };

  it('stays on DASHBOARD pages', () => {
    expect(decide({ auth: 'DASHBOARD', path: '/fees', ...complete })).toEqual({});
  });

  it('stays on sign-up pages (the last onboarding steps follow the completed profile)', () => {
    expect(decide({ auth: 'REGISTER', path: '/auth/sign-up/student', ...complete })).toEqual({});
    expect(decide({ auth: 'NONE', path: '/auth/sign-up?role=teacher', ...complete })).toEqual({});
  });

  it('goes home from any other non-dashboard page when nothing is remembered', () => {
    expect(decide({ auth: 'NONE', path: '/auth/sign-in', ...complete })).toEqual({ redirect: '/' });
    expect(
      decide({ auth: 'NONE', path: '/auth/forgot-password', user: tutor, isProfileComplete: true }),
    ).toEqual({
      redirect: '/',
    });
  });

  it('goes to the remembered page and forgets it', () => {
    expect(
      decide({ auth: 'NONE', path: '/auth/sign-in', remembered: '/tuition/sessions?page=2', ...complete }),
    ).toEqual({
      redirect: '/tuition/sessions?page=2',
      forgetRemembered: true,
    });
  });

  it('does not loop back to the page it is on when that page was remembered', () => {
    expect(decide({ auth: 'NONE', path: '/auth/sign-in', remembered: '/auth/sign-in', ...complete })).toEqual(
      {
        redirect: '/',
        forgetRemembered: true,
      },
    );
  });
});

describe('decideRoute: pages for some roles only', () => {
  const adminOnly = { auth: 'DASHBOARD', roles: ['admin'], path: '/admin/users?page=2' } as const;

  it('lets a role the page is for in', () => {
    expect(decide({ ...adminOnly, user: admin, isProfileComplete: true })).toEqual({});
  });

  it.each([
    ['a student', student],
    ['a tutor', tutor],
  ])('refuses %s without redirecting', (_, user) => {
    expect(decide({ ...adminOnly, user, isProfileComplete: true })).toEqual({ forbidden: true });
  });

  it('still sends a signed-out visitor to sign in, remembering the page', () => {
    expect(decide(adminOnly)).toEqual({ redirect: '/auth/sign-in', remember: '/admin/users?page=2' });
  });

  it('still sends an incomplete profile to its form first', () => {
    expect(decide({ ...adminOnly, user: tutor })).toEqual({ redirect: '/auth/sign-up/tutor' });
  });

  it('lets every role in when the page names no roles', () => {
    for (const user of [student, tutor, admin]) {
      expect(decide({ auth: 'DASHBOARD', path: '/', user, isProfileComplete: true })).toEqual({});
    }
  });
});
