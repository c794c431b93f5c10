import { COURSE_PAGE_PATHS, type CourseType } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findListedCourse } from './repository.ts';

/**
 * The course's public page in the web app: courses under /courses, skills under /skills. On a tenant the page is
 * on the tenant's own address, the only one where a course limited to that tenant opens.
 */
export function coursePageUrl(
  appUrl: string,
  tenant: Pick<Tenant, 'url'> | null,
  course: { id: number; courseType: CourseType },
): string {
  const origin = tenant ? new URL(tenant.url).origin : appUrl;
  return `${origin}${COURSE_PAGE_PATHS[course.courseType]}?courseId=${course.id}`;
}

/** An SVG QR code of `text`. Medium error correction survives a slightly smudged print; the quiet zone is 4. */
export async function qrCodeSvg(text: string): Promise<string> {
  // Loaded at the first QR code, not at start (docs/architecture.md, "Memory at idle").
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: 320 });
}

/**
 * `GET /public/course/qr-code/{id}`: an SVG QR code of the course's public page, for a course the catalogue lists
 * on the request's tenant (404 for anything else: a draft, one under review, another tenant's).
 */
export async function getCourseQrCode(ctx: AppContext, tenant: Tenant | null, courseId: number) {
  const course = await findListedCourse(ctx.db, courseId, tenant?.id ?? null);
  if (!course) throw AppError.notFound();
  return qrCodeSvg(coursePageUrl(ctx.config.appUrl, tenant, course));
}
