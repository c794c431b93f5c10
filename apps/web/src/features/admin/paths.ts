/** The admin console's pages (role admin only). */
export const ADMIN_PATHS = {
  overview: '/admin',
  reviews: '/admin/tutor-reviews',
  /** `?tutorId=` */
  review: '/admin/tutor-reviews/detail',
  users: '/admin/users',
  catalogue: '/admin/catalogue',
  tenants: '/admin/tenants',
  /** `?status=&page=&user=` */
  payouts: '/admin/payouts',
} as const;

export function reviewPath(tutorId: number): string {
  return `${ADMIN_PATHS.review}?tutorId=${tutorId}`;
}
