import { z } from 'zod';
import { envelope, idSchema, requiredText } from './common.ts';
import { MSG } from './messages.ts';

/**
 * Quiz sections: the author's questions (each with scored options) and the learners' attempts.
 * An option scores from 0 (wrong) to 1 (right); values in between give partial credit (kept to thousandths).
 */
export const QUIZ_LIMITS = {
  questionsPerQuiz: 99,
  optionsMin: 2,
  optionsMax: 10,
  titleMax: 1000,
  feedbackMax: 2000,
  /** A quiz's time limit, whole minutes (none: untimed). */
  timeLimitMinutesMin: 1,
  timeLimitMinutesMax: 180,
  /** Answers reaching the server this long after the limit still count (the network's delay). */
  timeLimitGraceSeconds: 5,
} as const;

const feedbackSchema = z.string().trim().max(QUIZ_LIMITS.feedbackMax, MSG.textTooLong).default('');

export const questionOptionBody = z.object({
  title: requiredText(MSG.optionTitleRequired, QUIZ_LIMITS.titleMax),
  feedback: feedbackSchema,
  score: z.coerce
    .number({ error: MSG.optionScoreRange })
    .min(0, MSG.optionScoreRange)
    .max(1, MSG.optionScoreRange),
});

/**
 * `POST /sections/{id}/questions` and `PATCH /questions/{id}`: at least 2 options, at least one scoring 1; a
 * single-choice question exactly one scoring 1 (the web form checks the same rules with this schema).
 */
export const questionBody = z
  .object({
    title: requiredText(MSG.questionTitleRequired, QUIZ_LIMITS.titleMax),
    is_multiple_choice: z.boolean().default(false),
    feedback: feedbackSchema,
    options: z
      .array(questionOptionBody, { error: MSG.questionNeedsTwoOptions })
      .min(QUIZ_LIMITS.optionsMin, MSG.questionNeedsTwoOptions)
      .max(QUIZ_LIMITS.optionsMax, MSG.tooManyOptions),
  })
  .superRefine((value, ctx) => {
    if (value.options.length < QUIZ_LIMITS.optionsMin) return;
    const right = value.options.filter((option) => option.score === 1).length;
    if (right === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: MSG.questionNeedsCorrectOption });
    } else if (!value.is_multiple_choice && right > 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: MSG.singleChoiceOneCorrect });
    }
  });
export type QuestionBody = z.infer<typeof questionBody>;

/** An option as a section shows it: `feedback` and `score` only to the author and admins (null for learners). */
export const questionOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  feedback: z.string().nullable(),
  score: z.number().nullable(),
});

/** A question as a section shows it: `feedback` only to the author and admins (null for learners). */
export const questionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  feedback: z.string().nullable(),
  is_multiple_choice: z.boolean(),
  sort_order: z.number().int(),
  options: z.array(questionOptionSchema),
});
export type Question = z.infer<typeof questionSchema>;
export const questionResponse = envelope(questionSchema);

/** One of the caller's attempts at a quiz section; an open one has neither score nor `finished_at`. */
export const quizAttemptSchema = z.object({
  id: z.number().int(),
  score_percent: z.number().int().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** `POST /quizzes/{id}/submit`: the chosen options per question; a question left out scores 0. */
export const submitQuizBody = z.object({
  questions: z
    .array(
      z.object({
        id: idSchema,
        selected_options: z.array(idSchema).max(QUIZ_LIMITS.optionsMax, MSG.tooManyOptions),
      }),
    )
    .max(QUIZ_LIMITS.questionsPerQuiz, MSG.tooManyQuestions),
});
export type SubmitQuizBody = z.infer<typeof submitQuizBody>;

/** An option in a result: everything, with whether the learner chose it. */
export const quizResultOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  feedback: z.string(),
  score: z.number(),
  is_chosen: z.boolean(),
});

export const quizResultQuestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  feedback: z.string(),
  is_multiple_choice: z.boolean(),
  /** What the learner earned on this question, 0-1 (1: correct). */
  score: z.number(),
  options: z.array(quizResultOptionSchema),
});

/** A diagnostic's share of one specialty: the questions testing it and the percent earned on them. */
export const specialtyScoreSchema = z.object({
  specialty_id: z.number().int(),
  title: z.string(),
  questions_count: z.number().int(),
  score_percent: z.number().int(),
});

/** Something to study for a specialty the learner did not master (below `DIAGNOSTIC_LIMITS.masteryPercent`). */
export const studyTopicSchema = z.object({
  id: z.number().int(),
  specialty_id: z.number().int(),
  title: z.string(),
});

/**
 * `GET /quizzes/{id}` and the answer of submitting: the learner's result. A course quiz names its course and
 * section; a diagnostic (self-assessment) its `self_assessment_id` (`section_title` then carries the
 * diagnostic's title) and adds `specialty_scores` and `study_topics` (both empty for course quizzes).
 */
export const quizResultSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  section_id: z.number().int().nullable(),
  self_assessment_id: z.number().int().nullable(),
  section_title: z.string(),
  specialty_scores: z.array(specialtyScoreSchema),
  study_topics: z.array(studyTopicSchema),
  started_at: z.string(),
  finished_at: z.string(),
  /** The sum of the questions' scores. */
  score_raw: z.number(),
  /** 100 x score_raw / questions, rounded to an integer. */
  score_percent: z.number().int(),
  /** True when the time limit ran out first: only the answers saved before it counted. */
  time_limit_reached: z.boolean(),
  /** A course quiz's pass mark in percent (as the learner's version of the course holds it); null for diagnostics. */
  pass_mark_percent: z.number().int().nullable(),
  /** Whether this attempt reached the pass mark; null for diagnostics. */
  passed: z.boolean().nullable(),
  /** Each question with its options in the order the learner was shown them. */
  questions: z.array(quizResultQuestionSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultResponse = envelope(quizResultSchema);

/**
 * A quiz section's settings: `lock_option_order` shows every attempt the options in the author's order (else each
 * attempt shuffles them); `time_limit_minutes` (1-180, null: none) closes an attempt that long after it starts.
 */
export const quizSettingsSchema = z.object({
  lock_option_order: z.boolean(),
  time_limit_minutes: z.number().int().nullable(),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;
export const quizSettingsResponse = envelope(quizSettingsSchema);

/** `PUT /sections/{id}/quiz-settings`. */
export const quizSettingsBody = z.object({
  lock_option_order: z.boolean({ error: MSG.invalidValue }),
  time_limit_minutes: z
    .number({ error: MSG.quizTimeLimitRange })
    .int(MSG.quizTimeLimitRange)
    .min(QUIZ_LIMITS.timeLimitMinutesMin, MSG.quizTimeLimitRange)
    .max(QUIZ_LIMITS.timeLimitMinutesMax, MSG.quizTimeLimitRange)
    .nullable(),
});
export type QuizSettingsBody = z.infer<typeof quizSettingsBody>;

/** One question's chosen options as the learner saved or submitted them. */
export const chosenAnswerSchema = z.object({
  id: z.number().int(),
  selected_options: z.array(z.number().int()),
});

/**
 * `GET /quizzes/{id}/attempt`: the caller's attempt to answer: its questions with the options in the order this
 * attempt shows them (no scores or feedback), the answers saved so far, and its deadline (null: untimed) with the
 * server's clock, so the page counts down from the server's time, not the device's. An attempt past its limit is
 * closed when read (`finished_at` set, `time_limit_reached` true).
 */
export const quizAttemptViewSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int().nullable(),
  section_title: z.string(),
  started_at: z.string(),
  deadline_at: z.string().nullable(),
  server_now: z.string(),
  time_limit_minutes: z.number().int().nullable(),
  finished_at: z.string().nullable(),
  time_limit_reached: z.boolean(),
  questions: z.array(questionSchema),
  saved: z.array(chosenAnswerSchema),
});
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;
export const quizAttemptViewResponse = envelope(quizAttemptViewSchema);

/** `PUT /quizzes/{id}/answers` (the same body as submitting): when the answers were saved. */
export const savedAnswersSchema = z.object({ saved_at: z.string() });
export const savedAnswersResponse = envelope(savedAnswersSchema);
