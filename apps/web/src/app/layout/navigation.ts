import type { Role } from '@kru/contract';
import {
  IconBook2,
  IconBulb,
  IconHome,
  IconReportAnalytics,
  IconSchool,
  IconShieldCheck,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  labelKey: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Active only on exactly this path (home), not on the pages below it. */
  exact?: boolean;
}

const home: NavItem = { labelKey: 'nav.home', to: '/', icon: IconHome, exact: true };

/** The menu of each role. */
export const NAVIGATION: Record<Role, NavItem[]> = {
  student: [
    home,
    { labelKey: 'nav.courses', to: '/courses/my-courses', icon: IconBook2 },
    { labelKey: 'nav.skills', to: '/skills/my-skills', icon: IconBulb },
    { labelKey: 'nav.diagnostics', to: '/diagnostics', icon: IconReportAnalytics },
    { labelKey: 'nav.tuition', to: '/tuition', icon: IconSchool },
    { labelKey: 'nav.fees', to: '/fees', icon: IconWallet },
  ],
  teacher: [
    home,
    { labelKey: 'nav.tuition', to: '/tuition', icon: IconSchool },
    { labelKey: 'nav.courses', to: '/courses/approved', icon: IconBook2 },
    { labelKey: 'nav.skills', to: '/skills/approved', icon: IconBulb },
    { labelKey: 'nav.fees', to: '/fees', icon: IconWallet },
    { labelKey: 'nav.myStudents', to: '/tuition/my-students', icon: IconUsers },
  ],
  admin: [home, { labelKey: 'nav.admin', to: '/admin', icon: IconShieldCheck }],
};

/**
 * The role's menu without the items whose pages do not exist yet: a menu entry must never lead to a 404.
 * `routePaths` are the paths of the route table.
 */
export function navigationFor(role: Role, routePaths: readonly string[]): NavItem[] {
  const available = new Set(routePaths);
  return NAVIGATION[role].filter((item) => available.has(item.to));
}

function sectionOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The item to highlight: the one whose path the page is under (the longest wins, so My students beats
 * Tuition), else the one whose section it is in (`/courses/drafts` highlights Courses).
 */
export function activeNavItem(items: NavItem[], pathname: string): NavItem | undefined {
  const candidates = items.filter((item) => !item.exact || item.to === pathname);
  const under = candidates.filter((item) => (item.exact ? item.to === pathname : isUnder(pathname, item.to)));
  if (under.length) return under.reduce((best, item) => (item.to.length > best.to.length ? item : best));
  return candidates.find((item) => !item.exact && isUnder(pathname, sectionOf(item.to)));
}
