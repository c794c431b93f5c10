import { describe, expect, it } from 'vitest';
import { activeNavItem, NAVIGATION, navigationFor } from './navigation.ts';

describe('activeNavItem', () => {
  it('highlights home only on the home page', () => {
    expect(activeNavItem(NAVIGATION.student, '/')?.labelKey).toBe('nav.home');
    expect(activeNavItem(NAVIGATION.student, '/unknown')).toBeUndefined();
  });

  it('prefers the most specific item', () => {
    expect(activeNavItem(NAVIGATION.teacher, '/tuition/my-students/profile')?.labelKey).toBe(
      'nav.myStudents',
    );
    expect(activeNavItem(NAVIGATION.teacher, '/tuition/sessions')?.labelKey).toBe('nav.tuition');
  });

  it('falls back to the section of the item', () => {
    expect(activeNavItem(NAVIGATION.student, '/courses/search-courses')?.labelKey).toBe('nav.courses');
    expect(activeNavItem(NAVIGATION.teacher, '/skills/drafts')?.labelKey).toBe('nav.skills');
  });
});

describe('NAVIGATION', () => {
  it('shows the admin console to admins only', () => {
    expect(NAVIGATION.admin.map((item) => item.to)).toContain('/admin');
    for (const role of ['student', 'teacher'] as const) {
      expect(NAVIGATION[role].some((item) => item.to.startsWith('/admin'))).toBe(false);
    }
  });
});

describe('navigationFor', () => {
  it('keeps only the items whose pages exist', () => {
    const items = navigationFor('student', ['/', '/fees', '/user/profile']);
    expect(items.map((item) => item.to)).toEqual(['/', '/fees']);
  });

  it('shows admins the console once it exists', () => {
    expect(navigationFor('admin', ['/', '/admin']).map((item) => item.to)).toEqual(['/', '/admin']);
  });
});
