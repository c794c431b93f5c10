import { z } from 'zod';
import { envelope } from './common.ts';
import { enrolmentSchema } from './courses.ts';
import { MSG } from './messages.ts';

/** The longest video a resume position is accepted for (24 hours): beyond it a number is not a video's length. */
export const VIDEO_SECONDS_MAX = 24 * 60 * 60;
/** Share of a video played (seeking does not count) that marks its section taken. */
export const VIDEO_WATCHED_SHARE = 0.9;

const seconds = z
  .number({ error: MSG.videoSecondsInvalid })
  .finite({ error: MSG.videoSecondsInvalid })
  .min(0, { error: MSG.videoSecondsInvalid })
  .max(VIDEO_SECONDS_MAX, { error: MSG.videoSecondsInvalid });

/**
 * `PUT /sections/{id}/video-progress`: where the learner is in the video and how much of it they have played in
 * all (seconds; fractions are rounded down). `duration_seconds` is the length the player reports, used only when
 * the server does not know the video's length.
 */
export const saveVideoProgressBody = z.object({
  position_seconds: seconds,
  watched_seconds: seconds,
  duration_seconds: seconds.refine((value) => value > 0, { error: MSG.videoSecondsInvalid }),
});
export type SaveVideoProgressBody = z.infer<typeof saveVideoProgressBody>;

/** The learner's place in a video section: the second to resume at and the seconds played so far. */
export const videoProgressSchema = z.object({
  position_seconds: z.number().int(),
  watched_seconds: z.number().int(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;
/** `GET /sections/{id}/video-progress`: null before the learner first plays it. */
export const videoProgressResponse = envelope(videoProgressSchema.nullable());

/** `PUT /sections/{id}/video-progress`: the place kept, whether the section is now taken, and the course progress. */
export const savedVideoProgressSchema = enrolmentSchema.extend({
  position_seconds: z.number().int(),
  watched_seconds: z.number().int(),
  is_done: z.boolean(),
});
export type SavedVideoProgress = z.infer<typeof savedVideoProgressSchema>;
export const savedVideoProgressResponse = envelope(savedVideoProgressSchema);

/** `POST /sections/{id}/view`: the section is the learner's latest viewed; answers the course progress. */
export const viewSectionSchema = enrolmentSchema.extend({ latest_viewed_section: z.number().int() });
export type ViewSection = z.infer<typeof viewSectionSchema>;
export const viewSectionResponse = envelope(viewSectionSchema);
