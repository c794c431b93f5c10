import { z } from 'zod';
import {
  envelope,
  ID_MAX,
  idSchema,
  pageSchema,
  paginatedEnvelope,
  requiredText,
  titledSchema,
} from './common.ts';
import { resumableUploadSchema } from './files.ts';
import { FILE_KINDS, LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { questionSchema, quizAttemptSchema, quizSettingsSchema } from './quizzes.ts';
import { subjectRefSchema } from './user.ts';

/** `subject` is labelled a course, anything else a skill (spec section 1). */
export const COURSE_TYPES = ['subject', 'skill'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Authoring: draft -> pending -> approved | rejected (reason) -> draft again on edit; no edits while pending. */
export const COURSE_APPROVAL_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type CourseApprovalState = (typeof COURSE_APPROVAL_STATES)[number];

/** A learner's course: ongoing, completed, archived. */
export const LEARNER_COURSE_STATUSES = ['ongoing', 'completed', 'archived'] as const;
export type LearnerCourseStatus = (typeof LEARNER_COURSE_STATUSES)[number];

export const SECTION_TYPES = ['text', 'video', 'quiz', 'reading', 'files'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** What the approval log records. */
export const COURSE_APPROVAL_ACTIONS = ['submitted', 'approved', 'rejected'] as const;
export type CourseApprovalAction = (typeof COURSE_APPROVAL_ACTIONS)[number];

/** A course's public page in the web app, by course type (the web app's LEARNING_PATHS `details`). */
export const COURSE_PAGE_PATHS: Record<CourseType, string> = {
  subject: '/courses/search-courses/details',
  skill: '/skills/search-skills/details',
};
export const COURSES_PAGE_SIZE = 12;
/** Spec section 1: a creator earns 1 pound per enrolment that has used at least half of the course. */
export const CREATOR_REWARD_PENCE = 100;
export const CREATOR_REWARD_SHARE = 0.5;
export const COURSE_TITLE_MAX = 120;
/**
 * A section's body is rich text stored as sanitized HTML. Its limit counts the TEXT a learner reads (what the AI
 * tutor and search read too), so markup (a table, a formula, a highlighted code block) does not eat into it; the
 * HTML itself is bounded separately, generously, to keep a request and a row reasonable.
 */
export const SECTION_BODY_MAX = 50_000;
/** A quiz's pass mark (percent of its best attempt) when its author set none. */
export const PASS_MARK_DEFAULT = 50;
export const SECTION_BODY_HTML_MAX = 200_000;

/** A quiz section's pass mark: a whole percent from 1 to 100. */
export const passMarkSchema = z.coerce
  .number({ error: MSG.passMarkOutOfRange })
  .int(MSG.passMarkOutOfRange)
  .min(1, MSG.passMarkOutOfRange)
  .max(100, MSG.passMarkOutOfRange);

/**
 * An order typed by hand (a form sends the text): a whole number 1-99, never read loosely. Only decimal digits
 * count as a number (`Number()` would read "0x10" as 16 and "" as 0); anything else gets the order message.
 */
const sortOrderSchema = z.preprocess(
  (raw) => (typeof raw === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw),
  z
    .number({ error: MSG.orderOutOfRange })
    .int(MSG.orderOutOfRange)
    .min(LIMITS.orderMin, MSG.orderOutOfRange)
    .max(LIMITS.orderMax, MSG.orderOutOfRange),
);

/**
 * `POST /courses` and `PATCH /courses/{id}`. `subject_id` only matters (and is required) for `course_type`
 * subject; `thumbnail_id` 0 means none chosen yet (required); `sub_domain_ids` empty or left out: every tenant.
 * `cover_file`: the key of the author's uploaded cover (a registered file of type `cover`) to show instead of
 * the thumbnail; `null` removes the cover (the thumbnail shows again); left out, the cover stays as it is.
 */
export const courseBody = z
  .object({
    title: requiredText(MSG.courseTitleRequired, COURSE_TITLE_MAX),
    description: requiredText(MSG.descriptionRequired, LIMITS.descriptionMax),
    course_type: z.enum(COURSE_TYPES, { error: MSG.courseTypeRequired }).default('subject'),
    subject_id: idSchema.optional(),
    thumbnail_id: z.coerce.number({ error: MSG.thumbnailRequired }).int().min(0).max(ID_MAX).default(0),
    sub_domain_ids: z.array(idSchema).max(50).default([]),
    is_free: z.boolean().default(false),
    cover_file: z.string().max(120).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.course_type === 'subject' && value.subject_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['subject_id'], message: MSG.subjectRequired });
    }
    if (value.thumbnail_id === 0) {
      ctx.addIssue({ code: 'custom', path: ['thumbnail_id'], message: MSG.thumbnailRequired });
    }
  });
export type CourseBody = z.infer<typeof courseBody>;

/** `POST /courses/{id}/chapters` */
export const createChapterBody = z.object({
  title: requiredText(MSG.chapterTitleRequired, COURSE_TITLE_MAX),
});
/** `PATCH /chapters/{id}` */
export const updateChapterBody = z.object({
  title: requiredText(MSG.chapterTitleRequired, COURSE_TITLE_MAX).optional(),
  sort_order: sortOrderSchema.optional(),
});

/** `POST /chapters/{id}/sections` */
export const createSectionBody = z.object({
  title: requiredText(MSG.sectionTitleRequired, COURSE_TITLE_MAX),
  type: z.enum(SECTION_TYPES, { error: MSG.sectionTypeRequired }).default('text'),
});
/**
 * `PATCH /sections/{id}`: `description` is the section's body, rich text as HTML; the server keeps only what the
 * lesson editor produces and refuses more than `SECTION_BODY_MAX` characters of text.
 */
export const updateSectionBody = z.object({
  title: requiredText(MSG.sectionTitleRequired, COURSE_TITLE_MAX).optional(),
  description: z.string().max(SECTION_BODY_HTML_MAX, MSG.textTooLong).optional(),
  sort_order: sortOrderSchema.optional(),
  /** Quiz sections only (422 for another type). */
  pass_mark_percent: passMarkSchema.optional(),
});

/** A list query value given as `a,b` or repeated (`?status=a&status=b`). */
function listOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess(
      (raw) =>
        raw === undefined
          ? undefined
          : (Array.isArray(raw) ? raw : [raw]).flatMap((v) => String(v).split(',')),
      z.array(z.enum(values, { error: MSG.invalidValue })).min(1, MSG.invalidValue),
    )
    .optional();
}

/** `GET /courses`: approved courses and skills of this tenant. */
export const coursesQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(LIMITS.searchMinLength, MSG.searchTooShort)
    .max(100, MSG.textTooLong)
    .optional(),
  subject_id: idSchema.optional(),
  tutor_id: idSchema.optional(),
  course_type: z.enum(COURSE_TYPES, { error: MSG.invalidValue }).optional(),
  page: pageSchema,
});
export type CoursesQuery = z.infer<typeof coursesQuery>;

/** `GET /user/courses`: a tutor's own by `approval_state`, a student's enrolments by `status`. */
export const myCoursesQuery = z.object({
  approval_state: listOf(COURSE_APPROVAL_STATES),
  status: listOf(LEARNER_COURSE_STATUSES),
  course_type: z.enum(COURSE_TYPES, { error: MSG.invalidValue }).optional(),
  page: pageSchema,
});
export type MyCoursesQuery = z.infer<typeof myCoursesQuery>;

/** `PATCH /courses/{id}/subscribe`: archive, unarchive (ongoing), set as completed, or start again (ongoing). */
export const changeEnrolmentBody = z.object({
  status: z.enum(LEARNER_COURSE_STATUSES, { error: MSG.invalidValue }),
  /** With `ongoing`: forget progress and start from the first section. */
  restart: z.boolean().default(false),
});

export const sectionRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort_order: z.number().int(),
  type: z.enum(SECTION_TYPES),
  /** Beyond the 30% trial for this viewer (never for the author, subscribers or a free course). */
  is_locked: z.boolean(),
  /** The viewer has taken it. */
  is_done: z.boolean(),
});

export const chapterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort_order: z.number().int(),
  sections: z.array(sectionRefSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** The viewer's enrolment (`subscribe.status_value` of the spec). */
export const enrolmentSchema = z.object({
  status_value: z.enum(LEARNER_COURSE_STATUSES),
  /** Sections taken over all sections, 0-100, rounded. */
  progress_percent: z.number().int(),
  started_at: z.string(),
});

/** The Course (or skill) of spec section 3. Lists leave `chapters` empty; one course carries them. */
export const courseSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  /** A one-line teaser cut from the description. */
  clue: z.string(),
  title: z.string(),
  description: z.string(),
  /** The cover's URL: the author's own uploaded cover when it has one, else the chosen thumbnail's. */
  thumbnail: z.string().nullable(),
  thumbnail_id: z.number().int(),
  /** Whether `thumbnail` is the author's own uploaded cover. */
  own_cover: z.boolean(),
  course_type: z.enum(COURSE_TYPES),
  is_free: z.boolean(),
  approval_state: z.enum(COURSE_APPROVAL_STATES),
  approval_state_text: z.string(),
  /** The reviewer's reason when rejected. */
  feedback: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  chapters_count: z.number().int(),
  sections_count: z.number().int(),
  enrols_count: z.number().int(),
  /** Pounds earned from this course's enrolments: the author (and admins) only, null for everyone else. */
  total_earned: z.number().nullable(),
  rate: z.number(),
  rate_count: z.number().int(),
  subscribe: enrolmentSchema.nullable(),
  latest_viewed_section: z.number().int().nullable(),
  /** What a subscription unlocks, for the subscribe prompt. */
  plan_metas: z.array(z.string()),
  subject: subjectRefSchema.nullable(),
  tutor: z.object({ id: z.number().int(), full_name: z.string(), avatar: z.string().nullable() }),
  subdomains: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  chapters: z.array(chapterSchema),
  /** The viewer may edit it (the author, while not pending). */
  can_edit: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseResponse = envelope(courseSchema);
export const coursesResponse = paginatedEnvelope(courseSchema);

/** How many of a course's latest reviews its public page shows. */
export const PUBLIC_COURSE_REVIEWS = 5;

/**
 * A review as a signed-out visitor sees it: the reviewer's first name and initial only (null without a name),
 * never their e-mail address nor their photo.
 */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  review: z.string(),
  reviewer: z.string().nullable(),
  updated_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The cheapest plan on sale: what a subscription to read the whole course costs, in pounds. */
export const publicPlanSchema = z.object({
  product_name: z.string(),
  currency: z.literal('GBP'),
  monthly_price: z.number(),
  yearly_price: z.number(),
});

/**
 * `GET /public/courses/{id}`: the Course as a signed-out visitor sees it (no enrolment, no earnings, no feedback,
 * section titles only), with the plan's price and the latest reviews for the course's public page.
 */
export const publicCourseSchema = courseSchema.extend({
  plan: publicPlanSchema.nullable(),
  reviews: z.array(publicReviewSchema),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;
export const publicCourseResponse = envelope(publicCourseSchema);

/** A file attached to a section; `link` is a signed download URL (only for viewers who may open the section). */
export const sectionAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  link: z.string(),
});
export type SectionAttachment = z.infer<typeof sectionAttachmentSchema>;
export const sectionAttachmentResponse = envelope(sectionAttachmentSchema);
/** Section types that may carry attachments. */
export const ATTACHABLE_SECTION_TYPES = ['files', 'text', 'reading'] as const;
/** `POST /sections/{id}/attachments`: one of your registered attachment files. */
export const attachSectionFileBody = z.object({ file_id: idSchema });

export const VIDEO_UPLOAD_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoUploadStatus = (typeof VIDEO_UPLOAD_STATUSES)[number];
/**
 * A video section's video. `link` (a signed download) only once `ready` and for a viewer who may open the
 * section; `upload_link` (a signed PUT, with `upload_headers`) only to its author while `uploading`.
 */
/** Why a video could not be transcoded (`failure` of a `failed` video). */
export const VIDEO_FAILURES = [
  'unreadable',
  'no_video_stream',
  'bad_duration',
  'timed_out',
  'transcode_failed',
] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];
export const sectionVideoSchema = z.object({
  id: z.number().int(),
  /** The original file (a signed download): what plays where there is no `stream_link`. */
  link: z.string().nullable(),
  /** The HLS master playlist once transcoded, a signed URL valid for hours (ask for the video again to renew). */
  stream_link: z.string().nullable(),
  poster_link: z.string().nullable(),
  /** How far the transcode is while `processing` (0-100). */
  progress_percent: z.number().int(),
  failure: z.enum(VIDEO_FAILURES).nullable(),
  upload_link: z.string().nullable(),
  upload_headers: z.record(z.string(), z.string()).nullable(),
  /** The resumable way up for the same key (tus), given with `upload_link`. */
  upload_resumable: resumableUploadSchema.nullable(),
  upload_status: z.enum(VIDEO_UPLOAD_STATUSES),
  duration_seconds: z.number().int().nullable(),
});
export type SectionVideo = z.infer<typeof sectionVideoSchema>;
export const sectionVideoResponse = envelope(sectionVideoSchema.nullable());
/** `POST /sections/{id}/videos?size=&content_type=` */
export const createVideoQuery = z.object({
  size: z.coerce.number({ error: MSG.fileSizeRequired }).int().positive(),
  content_type: z.enum(FILE_KINDS.video.contentTypes, { error: MSG.notAVideo }).default('video/mp4'),
});

/** A section to read (`GET /sections/{id}`). Videos and attachments come with their own calls. */
export const sectionSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(SECTION_TYPES),
  sort_order: z.number().int(),
  /** A quiz section's pass mark in percent (the best attempt must reach it for the certificate); null otherwise. */
  pass_mark_percent: z.number().int().nullable(),
  is_done: z.boolean(),
  /** Neighbours in reading order, for previous and next. */
  previous_section_id: z.number().int().nullable(),
  next_section_id: z.number().int().nullable(),
  /** A quiz section's questions (scores and feedback for the author and admins only); empty for other types. */
  questions: z.array(questionSchema),
  /** The caller's attempts at a quiz section, newest first; empty for other types. */
  quizzes: z.array(quizAttemptSchema),
  /** A quiz section's settings (option order, time limit); null for other types. */
  quiz_settings: quizSettingsSchema.nullable(),
  /** Files attached to the section, oldest first; filled by `GET /sections/{id}` (empty elsewhere). */
  attachments: z.array(sectionAttachmentSchema),
  /** A video section's video (null when none, and in lists). */
  video: sectionVideoSchema.nullable(),
});
export type Section = z.infer<typeof sectionSchema>;
export const sectionResponse = envelope(sectionSchema);
export const chapterResponse = envelope(chapterSchema);

/**
 * `POST /sections/{id}/take`: the viewer's progress after taking a section; for a quiz section (which counts as
 * taken once submitted) the attempt started or still open, else `quiz_id` null.
 */
export const takeSectionSchema = enrolmentSchema.extend({ quiz_id: z.number().int().nullable() });
export type TakeSection = z.infer<typeof takeSectionSchema>;
export const takeSectionResponse = envelope(takeSectionSchema);

export const courseApprovalLogSchema = z.object({
  id: z.number().int(),
  action: z.enum(COURSE_APPROVAL_ACTIONS),
  actor: titledSchema.nullable(),
  feedback: z.string().nullable(),
  created_at: z.string(),
});
export type CourseApprovalLog = z.infer<typeof courseApprovalLogSchema>;
export const courseApprovalLogsResponse = envelope(z.array(courseApprovalLogSchema));

/** `GET /admin/course-reviews?status=&course_type=&page=`: pending (the queue) unless another state is asked for. */
export const courseReviewQuery = z.object({
  status: z.enum(COURSE_APPROVAL_STATES, { error: MSG.invalidValue }).default('pending'),
  course_type: z.enum(COURSE_TYPES, { error: MSG.invalidValue }).optional(),
  page: pageSchema,
});
/** `POST /admin/course-reviews/{id}/reject` */
export const rejectCourseBody = z.preprocess(
  // A call without a body lacks the feedback like one without the field: the same message, on `feedback`.
  (body) => body ?? {},
  z.object(
    { feedback: requiredText(MSG.rejectionReasonRequired, 1000) },
    { error: MSG.rejectionReasonRequired },
  ),
);
/** `GET /admin/course-reviews/{id}`: the whole course with every section's body, and its log. */
export const courseReviewDetailSchema = z.object({
  course: courseSchema,
  sections: z.array(sectionSchema),
  logs: z.array(courseApprovalLogSchema),
});
export const courseReviewDetailResponse = envelope(courseReviewDetailSchema);
