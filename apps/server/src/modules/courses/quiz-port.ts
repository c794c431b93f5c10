import type { Section } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import type { VersionQuestion } from '../../platform/db/schema/index.ts';
import type { OpenedSection } from './open-section.ts';

/** The quiz parts of a section: its questions and the viewer's attempts. */
export type SectionQuiz = Pick<Section, 'questions' | 'quizzes'>;

/** What any section other than a quiz carries. */
export const NO_QUIZ: SectionQuiz = { questions: [], quizzes: [] };

/**
 * What courses needs from the quizzes module for quiz sections. The quizzes module builds on this one (it
 * reaches sections, edits and progress through courses' index), so it is handed in where the modules are put
 * together (modules/index.ts) instead of imported, which would make the two modules import each other.
 */
export interface QuizPort {
  /**
   * A quiz section's questions (scores and feedback only `withAnswers`) and the viewer's attempts; `approved`:
   * the questions of the approved version the viewer reads instead of the working copy's.
   */
  sectionQuiz(
    q: Queryable,
    input: { sectionId: number; viewerId: number; withAnswers: boolean; approved?: VersionQuestion[] },
  ): Promise<SectionQuiz>;
  /** The learner's open attempt at the quiz section, started when there is none (409 for a quiz without questions). */
  startAttempt(tx: Tx, input: StartAttemptInput): Promise<number>;
}

/** The quiz section the learner opened (its settings; the approved version's questions when they read it). */
export interface StartAttemptInput {
  opened: OpenedSection;
  learner: Actor;
  tenantId: number | null;
  at: Date;
}
