import { z } from 'zod';
import { envelope, idSchema, pageQuerySchema, paginatedEnvelope } from './common.ts';
import { MSG } from './messages.ts';

/** What happened to a session (or a cancellation) that its people are told about. */
export const SESSION_NOTIFICATION_TYPES = [
  'session.requested',
  'session.approved',
  'session.rejected',
  'session.cancelled',
  'session.expired',
  'session.payment_lapsed',
  'session.reminder_24h',
  'session.reminder_1h',
  'session.completed',
  'session.tutor_suspended',
  'session.no_show_reported',
  'session.payment_decided',
  'session.reviewed',
  'cancellation.requested',
  'cancellation.decided',
] as const;
export type SessionNotificationType = (typeof SESSION_NOTIFICATION_TYPES)[number];

/** An admin's decision on a course (or skill) its author submitted for review. */
export const COURSE_NOTIFICATION_TYPES = ['course.approved', 'course.rejected'] as const;
export type CourseNotificationType = (typeof COURSE_NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPES = [...SESSION_NOTIFICATION_TYPES, ...COURSE_NOTIFICATION_TYPES] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** An entry of /notifications, written in the request's language and the receiver's time zone. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** The page to open (a path of the web app, e.g. `/tuition/sessions`). */
  link: z.string(),
  session_id: z.number().int().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponse = paginatedEnvelope(notificationSchema);

export const notificationsQuery = pageQuerySchema;

/** `POST /notifications/read`: these entries, or every unread one when `ids` is left out. */
export const markNotificationsReadBody = z.object({
  ids: z.array(idSchema).max(100, MSG.invalidValue).optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;

/** The unread count after a read, and from `GET /notifications/unread-count`. */
export const unreadCountResponse = envelope(z.object({ unread_count: z.number().int() }));

/**
 * `GET /notifications/unread-count`: the header's two badges in one call, unread notifications and unread messages
 * over all the caller's conversations (the same number as `GET /messages/unread-count`).
 */
export const headerUnreadCountsResponse = envelope(
  z.object({ unread_count: z.number().int(), messages_unread_count: z.number().int() }),
);

/** `GET /calendar-feed`: whether the private calendar URL exists, and since when (the URL itself is never shown again). */
export const calendarFeedStatusResponse = envelope(
  z.object({ exists: z.boolean(), created_at: z.string().nullable() }),
);
/** `POST /calendar-feed`: the new private URL, answered this once. */
export const calendarFeedCreatedResponse = envelope(z.object({ url: z.string(), created_at: z.string() }));
