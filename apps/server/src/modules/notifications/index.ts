/** Notifications: entries on /notifications and e-mails, in the receiver's language. */
export { type NotificationInput, type NotificationType, notify } from './notify.ts';
