import { z } from 'zod';
import { envelope } from './common.ts';
import { tutoringSessionSchema } from './sessions.ts';

/**
 * `GET /dashboard/tutor` (tutors): the approved sessions still to come (soonest first, at most 10: the page splits
 * today's from the next in the tutor's time zone), the distinct students taught, and the earnings credited this
 * calendar month and the last one (months in the tutor's time zone; pounds on the wire, pence inside).
 */
export const tutorDashboardSchema = z.object({
  sessions: z.array(tutoringSessionSchema),
  students_count: z.number().int(),
  earnings: z.object({
    this_month: z.number(),
    last_month: z.number(),
    currency: z.literal('GBP'),
  }),
});
export type TutorDashboard = z.infer<typeof tutorDashboardSchema>;
export const tutorDashboardResponse = envelope(tutorDashboardSchema);

/**
 * `GET /dashboard/courses/{id}/learners` (the course's author only): each enrolment's progress towards the share
 * of the course that earns the creator reward, learners anonymised in the order they enrolled ("Learner 1").
 */
export const creatorProgressSchema = z.object({
  /** The share of the course (in percent) that earns the reward, and the reward in pounds. */
  reward_percent: z.number().int(),
  reward: z.number(),
  rewarded_count: z.number().int(),
  learners: z.array(
    z.object({
      /** 1 for the first enrolment, and so on: the learner's name is never shown to the author. */
      number: z.number().int(),
      progress_percent: z.number().int(),
      rewarded: z.boolean(),
      started_at: z.string(),
    }),
  ),
});
export type CreatorProgress = z.infer<typeof creatorProgressSchema>;
export const creatorProgressResponse = envelope(creatorProgressSchema);
