/** Notifications: entries on /notifications and e-mails, in the receiver's language. */
export { type NotificationInput, type NotificationType, notify, notifyOfSessions } from './notify.ts';
export { findSessionNotifications } from './repository.ts';
export { notificationsRoutes } from './routes.ts';
export { sendSessionReminders } from './send-session-reminders.ts';
