import {
  averageRate,
  type Chapter,
  type Course,
  type CourseApprovalLog,
  type CourseApprovalState,
  CREATOR_REWARD_PENCE,
  type Language,
  type MessageKey,
  MSG,
  PASS_MARK_DEFAULT,
  penceToPounds,
  type Section,
} from '@kru/contract';
import { localized, translate } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import type { CourseRow, CourseSubdomainRow, OutlineRow } from './catalogue-repository.ts';
import type { EnrolmentRow } from './enrolment-repository.ts';
import { clueOf, progressPercent } from './policy.ts';
import { NO_QUIZ, type SectionQuiz } from './quiz-port.ts';

const STATE_TEXT: Record<CourseApprovalState, MessageKey> = {
  draft: MSG.courseStateDraft,
  pending: MSG.courseStatePending,
  approved: MSG.courseStateApproved,
  rejected: MSG.courseStateRejected,
};

/** Everything one course's wire shape is made of, already authorized for the viewer. */
export interface CourseViewParts {
  row: CourseRow;
  subdomains: CourseSubdomainRow[];
  /** The tutor's avatar, signed. */
  avatarUrl: string | null;
  chapters: Chapter[];
  /** The viewer's enrolment in this course, if any. */
  enrolment: EnrolmentRow | null;
  /**
   * What only the author and admins see (null for anyone else): the enrolments that earned the creator reward,
   * and with it the reviewer's feedback.
   */
  authorView: { rewardedCount: number } | null;
  canEdit: boolean;
  planMetas: string[];
}

function presentEnrolment(enrolment: EnrolmentRow, sectionsCount: number): NonNullable<Course['subscribe']> {
  return {
    status_value: enrolment.status,
    progress_percent: progressPercent(enrolment.takenCount, sectionsCount),
    started_at: enrolment.startedAt.toISOString(),
  };
}

/** The field whitelist of the Course (spec section 3); titles and the state's text in the request's language. */
export function presentCourse(parts: CourseViewParts, language: Language): Course {
  const { row } = parts;
  const subject =
    row.subjectId !== null && row.subjectTitleEn !== null && row.subjectTitleTh !== null
      ? {
          id: row.subjectId,
          title: localized({ titleEn: row.subjectTitleEn, titleTh: row.subjectTitleTh }, language),
          school_year:
            row.schoolYearId !== null && row.schoolYearTitleEn !== null && row.schoolYearTitleTh !== null
              ? {
                  id: row.schoolYearId,
                  title: localized(
                    { titleEn: row.schoolYearTitleEn, titleTh: row.schoolYearTitleTh },
                    language,
                  ),
                }
              : null,
        }
      : null;
  return {
    id: row.id,
    uid: row.uid,
    clue: clueOf(row.description),
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnailUrl,
    thumbnail_id: row.thumbnailId ?? 0,
    own_cover: row.coverKey !== null,
    course_type: row.courseType,
    is_free: row.isFree,
    approval_state: row.approvalState,
    approval_state_text: translate(STATE_TEXT[row.approvalState], language),
    feedback: parts.authorView ? row.feedback : null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    chapters_count: row.chaptersCount,
    sections_count: row.sectionsCount,
    enrols_count: row.enrolsCount,
    total_earned: parts.authorView
      ? penceToPounds(parts.authorView.rewardedCount * CREATOR_REWARD_PENCE)
      : null,
    rate: averageRate(row.rateTotal, row.rateCount),
    rate_count: row.rateCount,
    subscribe: parts.enrolment ? presentEnrolment(parts.enrolment, row.sectionsCount) : null,
    latest_viewed_section: parts.enrolment?.latestViewedSectionId ?? null,
    plan_metas: parts.planMetas,
    subject,
    tutor: {
      id: row.tutorId,
      full_name: fullName({
        firstName: row.tutorFirstName,
        lastName: row.tutorLastName,
        email: row.tutorEmail,
      }),
      avatar: parts.avatarUrl,
    },
    subdomains: parts.subdomains.map((subdomain) => ({
      id: subdomain.id,
      title: subdomain.title,
      url: subdomain.url,
    })),
    chapters: parts.chapters,
    can_edit: parts.canEdit,
  };
}

/**
 * The outline's chapters with their section refs: `locked` are the sections beyond the viewer's trial, `done` the
 * ones the viewer has taken.
 */
export function presentChapters(
  outline: OutlineRow[],
  locked: ReadonlySet<number>,
  done: ReadonlySet<number>,
): Chapter[] {
  const chapters = new Map<number, Chapter>();
  for (const row of outline) {
    let chapter = chapters.get(row.chapterId);
    if (!chapter) {
      chapter = { id: row.chapterId, title: row.chapterTitle, sort_order: row.chapterOrder, sections: [] };
      chapters.set(row.chapterId, chapter);
    }
    if (row.sectionId !== null && row.sectionTitle !== null && row.sectionOrder !== null && row.sectionType) {
      chapter.sections.push({
        id: row.sectionId,
        title: row.sectionTitle,
        sort_order: row.sectionOrder,
        type: row.sectionType,
        is_locked: locked.has(row.sectionId),
        is_done: done.has(row.sectionId),
      });
    }
  }
  return [...chapters.values()];
}

/** What a section row must hold to be presented to a reader. */
export interface SectionFacts {
  id: number;
  courseId: number;
  chapterId: number;
  title: string;
  description: string;
  type: Section['type'];
  sortOrder: number;
  /** A quiz's settings (absent from approved versions kept before they existed). */
  quizLockOptionOrder?: boolean;
  quizTimeLimitMinutes?: number | null;
  /** Absent in approved versions kept before pass marks existed. */
  passMarkPercent?: number;
}

export function presentSection(
  section: SectionFacts,
  neighbours: { previous: number | null; next: number | null },
  isDone: boolean,
  quiz: SectionQuiz = NO_QUIZ,
  attachments: Section['attachments'] = [],
  video: Section['video'] = null,
): Section {
  return {
    id: section.id,
    course_id: section.courseId,
    chapter_id: section.chapterId,
    title: section.title,
    description: section.description,
    type: section.type,
    sort_order: section.sortOrder,
    pass_mark_percent: section.type === 'quiz' ? (section.passMarkPercent ?? PASS_MARK_DEFAULT) : null,
    is_done: isDone,
    previous_section_id: neighbours.previous,
    next_section_id: neighbours.next,
    questions: quiz.questions,
    quizzes: quiz.quizzes,
    quiz_settings:
      section.type === 'quiz'
        ? {
            lock_option_order: section.quizLockOptionOrder ?? false,
            time_limit_minutes: section.quizTimeLimitMinutes ?? null,
          }
        : null,
    attachments,
    video,
  };
}

export interface ApprovalLogFacts {
  id: number;
  action: CourseApprovalLog['action'];
  feedback: string | null;
  createdAt: Date;
  actor: { id: number; firstName: string | null; lastName: string | null; email: string } | null;
}

export function presentApprovalLog(row: ApprovalLogFacts): CourseApprovalLog {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor ? { id: row.actor.id, title: fullName(row.actor) } : null,
    feedback: row.feedback,
    created_at: row.createdAt.toISOString(),
  };
}
