import { VIDEO_UPLOAD_STATUSES } from '@kru/contract';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courseSections } from './courses.ts';

/**
 * The one video of a video section. `file_key` names its `files` row (kind `video`), signed when the video was
 * created. `uploading` until the author submits it, `processing` until the video job has read its header, then
 * `ready` (with the duration when the header gives it) or `failed`.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('section_videos_section_key').on(t.sectionId)],
);
