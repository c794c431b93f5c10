import { API_BASE_PATH, type CourseApprovalState, type CourseType } from '@kru/contract';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { preparedQuery, statementName } from '../../platform/db/prepared.ts';
import {
  courseChapters,
  courseEnrolments,
  courseSections,
  courses,
  files,
  schoolYears,
  subjects,
  subscriptionPlans,
  thumbnails,
  users,
} from '../../platform/db/schema/index.ts';
import { sectionsInReadingOrder } from './authoring-repository.ts';
import type { EnrolmentRow } from './enrolment-repository.ts';

const tutors = alias(users, 'tutors');
/** The file of a course's own cover: join it with `coverFileJoin`. */
export const coverFiles = alias(files, 'cover_files');
export const coverFileJoin = eq(coverFiles.id, courses.coverFileId);

/**
 * A course's cover URL: its author's own cover when it has one, else its thumbnail's (needs `thumbnails` and
 * `coverFiles` joined). An own cover's URL is the stable `GET /files/images/{key}` (a 302 to a fresh signed
 * download URL, as for a lesson's image), so nothing stored or cached holds a URL that expires. The prefix is a
 * constant written into the statement, which stays one prepared statement.
 */
export const courseCoverUrl = sql<string | null>`CASE WHEN ${coverFiles.key} IS NULL THEN ${thumbnails.url}
  ELSE ${sql.raw(`'${API_BASE_PATH}/files/images/'`)} || ${coverFiles.key} END`;

export interface CourseFilter {
  ids?: number[];
  tutorId?: number;
  approvalStates?: CourseApprovalState[];
  courseType?: CourseType;
  subjectId?: number;
  /** A LIKE pattern already escaped (see `containsPattern`). */
  pattern?: string;
  /** Only courses shown on this tenant (null: the main marketplace); undefined: any tenant. */
  tenantId?: number | null;
}

/**
 * Whether the outer `courses` row is shown on this tenant (null: the main marketplace): a course without tenant
 * rows is on every tenant, one with rows on those only. The outer table is named, not interpolated, so the
 * condition reads the same in any query over `courses` (drizzle may leave an interpolated column unqualified).
 */
export function courseOnTenant(tenantId: number | SQLWrapper | null): SQL<boolean> {
  const unscoped = sql<boolean>`NOT EXISTS (SELECT 1 FROM course_subdomains cs WHERE cs.course_id = courses.id)`;
  if (tenantId === null) return unscoped;
  return sql<boolean>`(${unscoped} OR EXISTS (
    SELECT 1 FROM course_subdomains cs WHERE cs.course_id = courses.id AND cs.subdomain_id = ${tenantId}))`;
}

/** The catalogue of this tenant: approved courses shown on it. */
export function listedOnTenant(tenantId: number | null): SQL {
  return and(eq(courses.approvalState, 'approved'), courseOnTenant(tenantId))!;
}

/**
 * How a filter's value goes into a statement: as itself (a parameter of this call), or as a named placeholder of
 * a statement prepared once for every call of the same shape (`findCourseRows`).
 */
type Bind = <T>(name: keyof CourseFilter, value: T) => T | SQLWrapper;
// A list is one array parameter (a bare array in a template would be one parameter per item).
const asValue: Bind = (_name, value) => (Array.isArray(value) ? sql.param(value) : value);
const asPlaceholder: Bind = (name) => sql.placeholder(name);

function conditions(filter: CourseFilter, bind: Bind = asValue): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.ids) parts.push(sql`${courses.id} = ANY(${bind('ids', filter.ids)}::integer[])`);
  if (filter.tutorId !== undefined) parts.push(eq(courses.tutorId, bind('tutorId', filter.tutorId)));
  if (filter.approvalStates?.length) {
    parts.push(sql`${courses.approvalState} = ANY(${bind('approvalStates', filter.approvalStates)}::text[])`);
  }
  if (filter.courseType !== undefined)
    parts.push(eq(courses.courseType, bind('courseType', filter.courseType)));
  if (filter.subjectId !== undefined) parts.push(eq(courses.subjectId, bind('subjectId', filter.subjectId)));
  // The exact expression of courses_search_trgm_idx, so the trigram index answers it.
  if (filter.pattern !== undefined) {
    parts.push(
      sql`(${courses.title} || ' ' || ${courses.description}) ILIKE ${bind('pattern', filter.pattern)}`,
    );
  }
  if (filter.tenantId !== undefined) {
    parts.push(courseOnTenant(filter.tenantId === null ? null : bind('tenantId', filter.tenantId)));
  }
  return parts.length ? and(...parts) : undefined;
}

export type CourseOrder = 'newest_approval' | 'recently_updated';

/**
 * The viewer's enrolment in the outer `courses` row, as `findEnrolments` reads it (null: none, or no viewer): the
 * viewer's id is a value, or a placeholder of a prepared statement (null matches no enrolment).
 */
function viewerEnrolment(viewerId: number | null | Placeholder) {
  if (viewerId === null) return sql<EnrolmentRow | null>`NULL::json`;
  return sql<EnrolmentRow | null>`(SELECT json_build_object('id', e.id, 'courseId', e.course_id, 'status', e.status,
      'latestViewedSectionId', e.latest_viewed_section_id, 'startedAt', e.started_at,
      'takenCount', (SELECT count(*)::int FROM course_section_progress p WHERE p.enrolment_id = e.id))
    FROM course_enrolments e WHERE e.course_id = courses.id AND e.student_id = ${viewerId})`.mapWith(
    (value: (Omit<EnrolmentRow, 'startedAt'> & { startedAt: string }) | null): EnrolmentRow | null =>
      value && { ...value, startedAt: new Date(value.startedAt) },
  );
}

/**
 * Courses with everything a card shows: subject and school year, thumbnail, tutor with avatar key, the chapters
 * and sections counted per row, its tenants, the viewer's enrolment and `total`. The table names are spelled out
 * in the subqueries: they are correlated to the outer `courses`.
 */
function selectCourseCards(q: Queryable, viewerId: number | null | Placeholder, total: SQL<number>) {
  return q
    .select({
      id: courses.id,
      uid: courses.uid,
      tutorId: courses.tutorId,
      courseType: courses.courseType,
      subjectId: courses.subjectId,
      title: courses.title,
      description: courses.description,
      thumbnailId: courses.thumbnailId,
      thumbnailUrl: courseCoverUrl,
      coverKey: coverFiles.key,
      isFree: courses.isFree,
      approvalState: courses.approvalState,
      feedback: courses.feedback,
      submittedAt: courses.submittedAt,
      createdAt: courses.createdAt,
      rateTotal: courses.rateTotal,
      rateCount: courses.rateCount,
      enrolsCount: courses.enrolsCount,
      subjectTitleEn: subjects.titleEn,
      subjectTitleTh: subjects.titleTh,
      schoolYearId: schoolYears.id,
      schoolYearTitleEn: schoolYears.titleEn,
      schoolYearTitleTh: schoolYears.titleTh,
      tutorFirstName: tutors.firstName,
      tutorLastName: tutors.lastName,
      tutorEmail: tutors.email,
      tutorAvatarKey: files.key,
      chaptersCount: sql<number>`(SELECT count(*)::int FROM course_chapters ch
        WHERE ch.course_id = courses.id AND ch.deleted_at IS NULL)`,
      sectionsCount: sql<number>`(SELECT count(*)::int FROM course_sections s
        JOIN course_chapters ch ON ch.id = s.chapter_id WHERE ch.course_id = courses.id AND s.deleted_at IS NULL)`,
      subdomains: sql<CourseSubdomainRow[]>`(SELECT coalesce(json_agg(json_build_object(
            'courseId', cs.course_id, 'id', sd.id, 'title', sd.title, 'url', sd.url) ORDER BY sd.title, sd.id), '[]')
          FROM course_subdomains cs JOIN subdomains sd ON sd.id = cs.subdomain_id WHERE cs.course_id = courses.id)`,
      enrolment: viewerEnrolment(viewerId),
      total,
    })
    .from(courses)
    .innerJoin(tutors, eq(tutors.id, courses.tutorId))
    .leftJoin(thumbnails, eq(thumbnails.id, courses.thumbnailId))
    .leftJoin(coverFiles, coverFileJoin)
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .leftJoin(schoolYears, eq(schoolYears.id, subjects.schoolYearId))
    .leftJoin(files, and(eq(files.id, tutors.avatarFileId), eq(files.ownerId, tutors.id)));
}

type CoursePage = {
  limit: number;
  offset: number;
  order: CourseOrder;
  countCap?: number;
  viewerId: number | null;
};

/** The statement of one shape of `findCourseRows`: which filters are set, the order, whether the count is capped. */
function courseRowsStatement(filter: CourseFilter, page: CoursePage) {
  // A search counts its matches only up to the cap (once, not per row); other lists count them all.
  const where = conditions(filter, asPlaceholder);
  const total =
    page.countCap === undefined
      ? sql<number>`(count(*) OVER ())::int`
      : sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM courses WHERE ${where ?? sql`true`}
          LIMIT ${sql.placeholder('countCap')}) m)`;
  const order =
    page.order === 'newest_approval'
      ? [sql`${courses.approvedAt} DESC NULLS LAST`, desc(courses.id)]
      : [desc(courses.updatedAt), desc(courses.id)];
  return (q: Queryable, name: string) =>
    selectCourseCards(q, sql.placeholder('viewerId'), total)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
}
type CourseRowsStatement = ReturnType<ReturnType<typeof courseRowsStatement>>;

/** Prepared statements by shape, then by database handle: built once, not on every call. */
const courseRowsStatements = new Map<string, WeakMap<Queryable, CourseRowsStatement>>();

/**
 * A page of the courses matching `filter` as cards (`selectCourseCards`), with the viewer's enrolment (`viewerId`;
 * none for null) and `total` (the number of matches, up to `countCap` when given, on every row): one round trip.
 * One prepared statement per combination of filters, built once (building it cost a third of a search's CPU).
 */
export function findCourseRows(q: Queryable, filter: CourseFilter, page: CoursePage) {
  const filters = (Object.keys(filter) as Array<keyof CourseFilter>)
    .filter(
      (key) => filter[key] !== undefined && !(key === 'approvalStates' && !filter.approvalStates?.length),
    )
    .map((key) => (key === 'tenantId' && filter.tenantId === null ? 'mainTenant' : key))
    .sort();
  const shape = `${filters.join('_')}__${page.order}__${page.countCap === undefined ? 'all' : 'capped'}`;
  let byHandle = courseRowsStatements.get(shape);
  if (!byHandle) {
    byHandle = new WeakMap();
    courseRowsStatements.set(shape, byHandle);
  }
  let statement = byHandle.get(q);
  if (!statement) {
    statement = courseRowsStatement(filter, page)(q, statementName(`courses_cards:${shape}`));
    byHandle.set(q, statement);
  }
  return statement.execute({
    ...filter,
    limit: page.limit,
    offset: page.offset,
    countCap: page.countCap,
    viewerId: page.viewerId,
  });
}
export type CourseRow = Awaited<ReturnType<typeof findCourseRows>>[number];

/**
 * One course's card for `GET /courses/{id}` (the most read): the statement is built and planned once, where
 * `findCourseRows` builds its text on every call and, for one id among filters, was planned on every call.
 */
const courseCardStatement = preparedQuery((q) =>
  selectCourseCards(q, sql.placeholder('viewerId'), sql<number>`1`)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .limit(1)
    .prepare('courses_card_by_id'),
);

/** The card of one course, with `viewerId`'s enrolment (null: none); undefined when there is no such course. */
export async function findCourseRow(
  q: Queryable,
  courseId: number,
  viewerId: number | null,
): Promise<CourseRow | undefined> {
  const [row] = await courseCardStatement(q).execute({ courseId, viewerId });
  return row;
}

/** How many courses match, up to `cap` (for a page past the last one, which has no rows to carry the total). */
export async function countCourses(q: Queryable, filter: CourseFilter, cap?: number): Promise<number> {
  const matches = q.select({ one: sql`1` }).from(courses).where(conditions(filter));
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from((cap === undefined ? matches : matches.limit(cap)).as('m'));
  return row?.n ?? 0;
}

/**
 * How many enrolments of each course have earned its author the creator reward (asked only for the courses whose
 * earnings the viewer may see: the author's own, or any for admins).
 */
export async function findRewardedCounts(q: Queryable, courseIds: number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await q
    .select({ courseId: courseEnrolments.courseId, n: sql<number>`count(*)::int` })
    .from(courseEnrolments)
    .where(and(inArray(courseEnrolments.courseId, courseIds), isNotNull(courseEnrolments.rewardedAt)))
    .groupBy(courseEnrolments.courseId);
  return new Map(rows.map((row) => [row.courseId, row.n]));
}

/** A tenant a course is shown on (a course card's `subdomains`). */
export interface CourseSubdomainRow {
  courseId: number;
  id: number;
  title: string;
  url: string;
}

const courseAccessStatement = preparedQuery((q) =>
  q
    .select({
      id: courses.id,
      tutorId: courses.tutorId,
      title: courses.title,
      approvalState: courses.approvalState,
      isFree: courses.isFree,
      subdomainIds: sql<number[]>`coalesce((SELECT array_agg(cs.subdomain_id) FROM course_subdomains cs
        WHERE cs.course_id = courses.id), '{}')`,
    })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .limit(1)
    .prepare('courses_access'),
);

/** Just what deciding access needs: the author, the state and the tenants (one query, planned once). */
export async function findCourseAccess(q: Queryable, courseId: number) {
  const [row] = await courseAccessStatement(q).execute({ courseId });
  return row;
}
export type CourseAccessRow = NonNullable<Awaited<ReturnType<typeof findCourseAccess>>>;

/** The course's id from its public uid. */
export async function findCourseIdByUid(q: Queryable, uid: string): Promise<number | undefined> {
  const [row] = await q.select({ id: courses.id }).from(courses).where(eq(courses.uid, uid)).limit(1);
  return row?.id;
}

const outlineStatement = preparedQuery((q) =>
  q
    .select({
      chapterId: courseChapters.id,
      chapterTitle: courseChapters.title,
      chapterOrder: courseChapters.sortOrder,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      sectionOrder: courseSections.sortOrder,
      sectionType: courseSections.type,
    })
    .from(courseChapters)
    .leftJoin(
      courseSections,
      and(eq(courseSections.chapterId, courseChapters.id), isNull(courseSections.deletedAt)),
    )
    .where(and(eq(courseChapters.courseId, sql.placeholder('courseId')), isNull(courseChapters.deletedAt)))
    .orderBy(...sectionsInReadingOrder)
    .prepare('courses_outline'),
);

/**
 * Chapters with their sections (without bodies), in reading order; a chapter without sections has one row.
 * Planned once: every course page and every section opened reads it.
 */
export function findOutline(q: Queryable, courseId: number) {
  return outlineStatement(q).execute({ courseId });
}
export type OutlineRow = Awaited<ReturnType<typeof findOutline>>[number];

const cheapestPlanStatement = preparedQuery((q) =>
  q
    .select({ metasEn: subscriptionPlans.metasEn, metasTh: subscriptionPlans.metasTh })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(
      asc(subscriptionPlans.monthlyPricePence),
      asc(subscriptionPlans.sortOrder),
      asc(subscriptionPlans.id),
    )
    .limit(1)
    .prepare('courses_cheapest_plan'),
);

/** What the cheapest plan on sale unlocks, for the subscribe prompt (every course page; planned once). */
export async function findCheapestPlanMetas(q: Queryable) {
  const [row] = await cheapestPlanStatement(q).execute();
  return row;
}
