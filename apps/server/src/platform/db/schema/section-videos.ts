import { VIDEO_UPLOAD_STATUSES } from '@kru/contract';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseSections } from './courses.ts';

/** One HLS rendition of a transcoded video: its size and average bit rate (for the master playlist). */
export interface VideoRendition {
  width: number;
  height: number;
  bandwidth: number;
}

/**
 * The one video of a video section. `file_key` names its `files` row (kind `video`), signed when the video was
 * created. `uploading` until the author submits it, `processing` while its own transcode job runs, then
 * `ready` (duration, poster and HLS renditions) or `failed` (with the reason).
 */
export const sectionVideos = pgTable(
  'section_videos',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    uploadStatus: text('upload_status', { enum: VIDEO_UPLOAD_STATUSES }).notNull().default('uploading'),
    durationSeconds: integer('duration_seconds'),
    /** Why the video job marked the video `failed` (for operators; null otherwise). */
    failureReason: text('failure_reason'),
    /** How far the transcode is (0-100) while `processing`, from ffmpeg's progress. */
    progressPercent: integer('progress_percent').notNull().default(0),
    /**
     * What the transcode stored once `ready`: every output's key starts with `hls/<hls_prefix>_` (the poster
     * `poster.jpg`, each rendition `<height>p.m3u8` and its segments). Null for a video not transcoded.
     */
    hlsPrefix: text('hls_prefix'),
    /** When a transcode of this video last began: a second runner leaves a video claimed within its timeout. */
    transcodeStartedAt: timestamp('transcode_started_at', { withTimezone: true }),
    /** How many transcodes of this video began: the stranded-video sweeper stops re-queueing it at the limit. */
    transcodeAttempts: integer('transcode_attempts').notNull().default(0),
    renditions: jsonb('renditions').$type<VideoRendition[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('section_videos_section_key').on(t.sectionId)],
);
