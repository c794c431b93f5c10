import {
  COURSE_APPROVAL_ACTIONS,
  COURSE_APPROVAL_STATES,
  COURSE_TYPES,
  LEARNER_COURSE_STATUSES,
  SECTION_TYPES,
  type VIDEO_UPLOAD_STATUSES,
} from '@kru/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files, users } from './accounts.ts';
import { subdomains, subjects, thumbnails } from './catalogue.ts';

/**
 * A course (`course_type` subject) or a skill (any other type), written by a tutor and published once an admin
 * approves it. Shown on the tenants of `course_subdomains`, or on every tenant when it has none.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The public identifier (shareable links, QR codes). */
    uid: uuid('uid').notNull().defaultRandom(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => users.id),
    courseType: text('course_type', { enum: COURSE_TYPES }).notNull().default('subject'),
    subjectId: integer('subject_id').references(() => subjects.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    thumbnailId: integer('thumbnail_id').references(() => thumbnails.id),
    /** The author's own uploaded cover (a `cover` file), shown instead of the thumbnail when set. */
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    isFree: boolean('is_free').notNull().default(false),
    approvalState: text('approval_state', { enum: COURSE_APPROVAL_STATES }).notNull().default('draft'),
    /** The reviewer's reason for the latest rejection. */
    feedback: text('feedback'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Review sums, kept with each review written or edited: `rate` is total / count. */
    rateTotal: integer('rate_total').notNull().default(0),
    rateCount: integer('rate_count').notNull().default(0),
    /** Kept by the enrol use case: listings show it without counting. */
    enrolsCount: integer('enrols_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_uid_key').on(t.uid),
    uniqueIndex('courses_cover_file_key').on(t.coverFileId),
    index('courses_tutor_idx').on(t.tutorId, t.approvalState),
    /** The catalogue: approved courses, newest approval first. */
    index('courses_approved_idx').on(t.courseType, t.approvedAt).where(sql`${t.approvalState} = 'approved'`),
    index('courses_subject_idx').on(t.subjectId),
    /** The admin review queue. */
    index('courses_state_submitted_idx').on(t.approvalState, t.submittedAt),
    /** Keyword search over title and description, in English and Thai. */
    index('courses_search_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`),
    check('courses_subject_when_subject', sql`${t.courseType} <> 'subject' OR ${t.subjectId} IS NOT NULL`),
  ],
);

/** The tenants a course is limited to; none: every tenant. */
export const courseSubdomains = pgTable(
  'course_subdomains',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    subdomainId: integer('subdomain_id')
      .notNull()
      .references(() => subdomains.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.subdomainId] }),
    index('course_subdomains_subdomain_idx').on(t.subdomainId, t.courseId),
  ],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted in a draft while learners still read the approved version: removed when the edit is approved. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('course_chapters_course_idx').on(t.courseId, t.sortOrder),
    check('course_chapters_order_range', sql`${t.sortOrder} BETWEEN 1 AND 99`),
  ],
);

/** A section of a chapter; `description` is a text section's body. */
export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: SECTION_TYPES }).notNull().default('text'),
    sortOrder: integer('sort_order').notNull(),
    /** A quiz's options in the author's order for every attempt (false: each attempt shuffles them). */
    quizLockOptionOrder: boolean('quiz_lock_option_order').notNull().default(false),
    /** A quiz's time limit in minutes, 1-180 (null: untimed). */
    quizTimeLimitMinutes: integer('quiz_time_limit_minutes'),
    /** A quiz section's pass mark: the percent its best attempt must reach for the course's certificate. */
    passMarkPercent: integer('pass_mark_percent').notNull().default(50),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted in a draft while learners still read the approved version: removed when the edit is approved. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('course_sections_chapter_idx').on(t.chapterId, t.sortOrder),
    /** The AI tutor's course recommendations look for a question's words in sections (ILIKE '%word%'). */
    index('course_sections_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.description}) gin_trgm_ops`,
    ),
    check('course_sections_order_range', sql`${t.sortOrder} BETWEEN 1 AND 99`),
    check(
      'course_sections_quiz_time_limit_range',
      sql`${t.quizTimeLimitMinutes} IS NULL OR ${t.quizTimeLimitMinutes} BETWEEN 1 AND 180`,
    ),
    check('course_sections_pass_mark_range', sql`${t.passMarkPercent} BETWEEN 1 AND 100`),
  ],
);

/** What learners read of a course, as it was when approved (see `course_versions`). */
export interface CourseVersionContent {
  course: {
    title: string;
    description: string;
    courseType: (typeof COURSE_TYPES)[number];
    subjectId: number | null;
    thumbnailId: number | null;
    thumbnailUrl: string | null;
    /** The storage key of the author's own cover it showed (absent in versions kept before covers existed). */
    coverKey?: string | null;
    isFree: boolean;
    subjectTitleEn: string | null;
    subjectTitleTh: string | null;
    schoolYearId: number | null;
    schoolYearTitleEn: string | null;
    schoolYearTitleTh: string | null;
  };
  /** Chapters with their sections (no bodies), in reading order; a chapter without sections has one entry. */
  outline: Array<{
    chapterId: number;
    chapterTitle: string;
    chapterOrder: number;
    sectionId: number | null;
    sectionTitle: string | null;
    sectionOrder: number | null;
    sectionType: (typeof SECTION_TYPES)[number] | null;
  }>;
  sections: Array<{
    id: number;
    chapterId: number;
    courseId: number;
    title: string;
    description: string;
    type: (typeof SECTION_TYPES)[number];
    sortOrder: number;
    /** A quiz's settings; absent from versions kept before they existed (then: shuffled, untimed). */
    quizLockOptionOrder?: boolean;
    quizTimeLimitMinutes?: number | null;
    /** The quiz's pass mark as approved; absent in versions kept before pass marks existed (then 50). */
    passMarkPercent?: number;
    attachments: Array<{ id: number; key: string; fileName: string; contentType: string }>;
    video: {
      id: number;
      fileKey: string;
      uploadStatus: (typeof VIDEO_UPLOAD_STATUSES)[number];
      durationSeconds: number | null;
    } | null;
    /** The section's quiz questions in order (any section's: empty unless it is a quiz), scores in thousandths. */
    questions: VersionQuestion[];
  }>;
}

/** A quiz question as the approved version keeps it: what learners are shown and graded against. */
export interface VersionQuestion {
  id: number;
  title: string;
  feedback: string;
  isMultipleChoice: boolean;
  sortOrder: number;
  options: Array<{ id: number; title: string; feedback: string; scoreMilli: number }>;
}

/**
 * The approved version of a course whose working copy is not approved (an edit sent it back to draft): made by
 * the first edit of an approved course, dropped when an edit is approved. Learners read it; its author and admins
 * read the working copy. A course in the `approved` state has none: its working copy is what was approved.
 */
export const courseVersions = pgTable('course_versions', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<CourseVersionContent>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Submissions and decisions: who, when, what, and the reviewer's reason. */
export const courseApprovalLogs = pgTable(
  'course_approval_logs',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action', { enum: COURSE_APPROVAL_ACTIONS }).notNull(),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_approval_logs_course_idx').on(t.courseId, t.id)],
);

/** A learner's course: started with `POST /courses/{id}/subscribe`. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: LEARNER_COURSE_STATUSES }).notNull().default('ongoing'),
    latestViewedSectionId: integer('latest_viewed_section_id').references(() => courseSections.id, {
      onDelete: 'set null',
    }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the creator's reward for this enrolment was credited (once, at half the course taken). */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_enrolments_course_student_key').on(t.courseId, t.studentId),
    index('course_enrolments_student_idx').on(t.studentId, t.status, t.updatedAt),
  ],
);

/** The sections a learner has taken (progress, the trial and the creator reward count these). */
export const courseSectionProgress = pgTable(
  'course_section_progress',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrolmentId, t.sectionId] })],
);

/**
 * Where a learner is in a video section (per enrolment, so per learner and course): the second to resume at on
 * any device, and how many seconds of it they have played (seeking does not count), which marks the section
 * taken at 90% of the video.
 */
export const courseVideoProgress = pgTable(
  'course_video_progress',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    watchedSeconds: integer('watched_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enrolmentId, t.sectionId] }),
    check('course_video_progress_seconds', sql`${t.positionSeconds} >= 0 and ${t.watchedSeconds} >= 0`),
  ],
);
