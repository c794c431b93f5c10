import type { Course, Language } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hasLiveSubscription } from '../subscriptions/index.ts';
import {
  type CourseRow,
  findCheapestPlanMetas,
  findCourseRow,
  findCourseRows,
  findOutline,
  findRewardedCounts,
} from './catalogue-repository.ts';
import { findTakenSectionIds } from './enrolment-repository.ts';
import {
  canEdit,
  hasFullAccess,
  isAdmin,
  isAuthor,
  lockedSectionIds,
  maySeeEarnings,
  mayViewCourse,
  readingOrder,
  readsApprovedVersion,
  type Viewer,
} from './policy.ts';
import { presentChapters, presentCourse } from './presenter.ts';
import {
  type CourseVersionContent,
  findVersion,
  findVersionInfos,
  type VersionInfo,
} from './version-repository.ts';

type TenantRef = { id: number } | null;

/** A signed URL for a stored avatar (a local HMAC or an S3 presign: no query). */
function signedAvatar(ctx: AppContext, key: string | null): Promise<string | null> {
  return key ? ctx.storage.signDownload(key) : Promise.resolve(null);
}

/** Whether the viewer reads every section: free course, author, admin, or a live subscription. */
export async function viewerHasFullAccess(
  ctx: AppContext,
  course: { tutorId: number; isFree: boolean },
  viewer: Viewer | null,
): Promise<boolean> {
  const facts = { isFree: course.isFree, isAuthor: isAuthor(course, viewer), isAdmin: isAdmin(viewer) };
  if (hasFullAccess({ ...facts, isSubscribed: false })) return true;
  if (!viewer) return false;
  return hasLiveSubscription(ctx.db, viewer.userId, ctx.clock.now());
}

/**
 * The full course as `GET /courses/{id}` answers it, for `viewer` (null: a signed-out visitor, or the neutral view
 * of a public page) on `tenant`: chapters with section refs locked beyond the viewer's trial and marked done, the
 * viewer's enrolment and latest viewed section, the earnings for the author and admins, and the subscription
 * prompt's metas. A course the viewer may not see on this tenant is a 404. Other modules (the admin review) call
 * it with an admin viewer.
 */
export async function loadCourseView(
  ctx: AppContext,
  viewer: Viewer | null,
  tenant: TenantRef,
  courseId: number,
  language: Language,
): Promise<Course> {
  const row = await findCourseRow(ctx.db, courseId, viewer?.userId ?? null);
  if (!row) throw AppError.notFound();
  const { subdomains, enrolment } = row;
  const access = { ...row, subdomainIds: subdomains.map((subdomain) => subdomain.id) };
  if (!mayViewCourse(access, viewer, tenant?.id ?? null, enrolment !== null)) throw AppError.notFound();
  // A learner of a course whose edit is not approved reads its approved version; without one, nothing.
  const version = readsApprovedVersion(row, viewer) ? await findVersion(ctx.db, courseId) : null;
  if (version === undefined) throw AppError.notFound();
  const shown = version ? withVersion(row, versionInfoOf(version)) : row;

  const [outline, taken, fullAccess, plan, avatarUrl, rewarded] = await Promise.all([
    version ? version.outline : findOutline(ctx.db, courseId),
    viewer && enrolment ? findTakenSectionIds(ctx.db, viewer.userId, courseId) : Promise.resolve([]),
    viewerHasFullAccess(ctx, shown, viewer),
    findCheapestPlanMetas(ctx.db),
    signedAvatar(ctx, row.tutorAvatarKey),
    maySeeEarnings(row, viewer) ? findRewardedCounts(ctx.db, [courseId]) : null,
  ]);
  const order = readingOrder(outlineChapters(outline));
  const chapters = presentChapters(outline, lockedSectionIds(order, fullAccess), new Set(taken));
  return presentCourse(
    {
      row: shown,
      subdomains,
      avatarUrl,
      chapters,
      enrolment,
      authorView: rewarded ? { rewardedCount: rewarded.get(courseId) ?? 0 } : null,
      canEdit: canEdit(row, viewer),
      planMetas: plan ? (language === 'th' ? plan.metasTh : plan.metasEn) : [],
    },
    language,
  );
}

/** The course row with the information and counts of its approved version. */
function withVersion(row: CourseRow, version: VersionInfo): CourseRow {
  return {
    ...row,
    ...version.course,
    // A version kept before covers existed showed no own cover.
    coverKey: version.course.coverKey ?? null,
    chaptersCount: version.chaptersCount,
    sectionsCount: version.sectionsCount,
  };
}

function versionInfoOf(content: CourseVersionContent): VersionInfo {
  return {
    course: content.course,
    chaptersCount: new Set(content.outline.map((entry) => entry.chapterId)).size,
    sectionsCount: content.sections.length,
  };
}

/** The outline's rows grouped as the reading-order rule reads them. */
export function outlineChapters(
  outline: Array<{
    chapterId: number;
    chapterOrder: number;
    sectionId: number | null;
    sectionOrder: number | null;
  }>,
) {
  const chapters = new Map<
    number,
    { id: number; sortOrder: number; sections: { id: number; sortOrder: number }[] }
  >();
  for (const row of outline) {
    let chapter = chapters.get(row.chapterId);
    if (!chapter) {
      chapter = { id: row.chapterId, sortOrder: row.chapterOrder, sections: [] };
      chapters.set(row.chapterId, chapter);
    }
    if (row.sectionId !== null && row.sectionOrder !== null) {
      chapter.sections.push({ id: row.sectionId, sortOrder: row.sectionOrder });
    }
  }
  return [...chapters.values()];
}

/** A card of a course whose edit is not approved shows its approved version to learners. */
function shownCard(row: CourseRow, version: VersionInfo | undefined): CourseRow {
  return version ? withVersion(row, version) : row;
}

/**
 * Courses as list cards, in the order of `courseIds` (ids that name no course are left out): at most three queries
 * whatever their number. Other modules (the admin review queue) list courses with it.
 */
export async function loadCourseCards(
  ctx: AppContext,
  viewer: Viewer,
  courseIds: number[],
  language: Language,
): Promise<Course[]> {
  if (courseIds.length === 0) return [];
  const rows = await findCourseRows(
    ctx.db,
    { ids: courseIds },
    { limit: courseIds.length, offset: 0, order: 'recently_updated', viewerId: viewer.userId },
  );
  const ordered = courseIds.flatMap((id) => rows.filter((row) => row.id === id));
  return presentCourseCards(ctx, viewer, ordered, language);
}

/**
 * A page of courses as list cards (no chapters, no plan metas) from rows read for this viewer (their tenants and
 * the viewer's enrolments come with them): the rewards of the courses whose earnings the viewer sees in one query
 * and the approved information of the courses whose edit the viewer may not read in another (each not asked when
 * there are none), avatars signed without queries.
 */
export async function presentCourseCards(
  ctx: AppContext,
  viewer: Viewer,
  rows: CourseRow[],
  language: Language,
): Promise<Course[]> {
  const earningIds = rows.filter((row) => maySeeEarnings(row, viewer)).map((row) => row.id);
  const versionIds = rows.filter((row) => readsApprovedVersion(row, viewer)).map((row) => row.id);
  const [avatars, rewarded, versions] = await Promise.all([
    Promise.all(rows.map((row) => signedAvatar(ctx, row.tutorAvatarKey))),
    findRewardedCounts(ctx.db, earningIds),
    findVersionInfos(ctx.db, versionIds),
  ]);
  return rows.map((row, index) =>
    presentCourse(
      {
        row: shownCard(row, versions.get(row.id)),
        subdomains: row.subdomains,
        avatarUrl: avatars[index] ?? null,
        chapters: [],
        enrolment: row.enrolment,
        authorView: maySeeEarnings(row, viewer) ? { rewardedCount: rewarded.get(row.id) ?? 0 } : null,
        canEdit: canEdit(row, viewer),
        planMetas: [],
      },
      language,
    ),
  );
}
