import type { Language, SessionBrief } from '@kru/contract';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { progressPercent } from '../courses/index.ts';
import type { SpecialtiesWithTopics } from '../quizzes/index.ts';
import { briefAvailableUntil } from './policy.ts';
import type {
  BriefSession,
  findRecentDiagnosticAnswers,
  findRecentMistakes,
  findSubjectCourses,
} from './repository.ts';

export interface BriefDiagnostic {
  attempt: Awaited<ReturnType<typeof findRecentDiagnosticAnswers>>[number];
  scores: Array<{ specialtyId: number; percent: number }>;
  weakTopics: SpecialtiesWithTopics['topics'];
  specialties: SpecialtiesWithTopics['specialties'];
}

export interface BriefLearning {
  diagnostics: BriefDiagnostic[];
  mistakes: Awaited<ReturnType<typeof findRecentMistakes>>;
  courses: Awaited<ReturnType<typeof findSubjectCourses>>;
}

/** The brief's field whitelist; `learning` null when the student does not share it. Titles in `language`. */
export function presentBrief(
  session: BriefSession,
  learning: BriefLearning | null,
  language: Language,
): SessionBrief {
  return {
    session_id: session.id,
    student: { id: session.student.id, full_name: fullName(session.student) },
    subject: { id: session.subject.id, title: localized(session.subject, language) },
    starting_at: session.startingAt.toISOString(),
    ending_at: session.endingAt.toISOString(),
    notes: session.notes,
    is_trial: session.isTrial,
    available_until: briefAvailableUntil(session.endingAt).toISOString(),
    learning: learning && {
      diagnostics: learning.diagnostics.map(({ attempt, scores, weakTopics, specialties }) => {
        const titles = new Map(
          specialties.map((specialty) => [specialty.id, localized(specialty, language)]),
        );
        return {
          quiz_id: attempt.quiz_id,
          title: language === 'th' ? attempt.title_th : attempt.title_en,
          finished_at: attempt.finished_at.toISOString(),
          score_percent: attempt.score_percent,
          specialty_scores: scores.map((score) => ({
            specialty_id: score.specialtyId,
            title: titles.get(score.specialtyId) ?? '',
            score_percent: score.percent,
          })),
          weakest_topics: weakTopics.map((topic) => ({ id: topic.id, title: localized(topic, language) })),
        };
      }),
      mistakes: learning.mistakes.map((mistake) => ({
        question_id: mistake.question_id,
        question: mistake.question,
        source: mistake.source ?? '',
        chosen: mistake.chosen ?? [],
        correct: mistake.correct ?? [],
        answered_at: mistake.answered_at.toISOString(),
      })),
      courses: learning.courses.map((course) => ({
        course_id: course.course_id,
        title: course.title,
        status: course.status,
        sections_taken: course.taken,
        sections_total: course.total,
        progress_percent: progressPercent(course.taken, course.total),
      })),
    },
  };
}
