import { describe, expect, it } from 'vitest';
import { activeNavItem, NAVIGATION } from './navigation.ts';

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
