import {
  COURSE_NOTIFICATION_TYPES,
  type CourseNotificationType,
  type Language,
  type NotificationType,
} from '@kru/contract';
import { LINK_LABEL, type NotificationFacts, notificationLink, writeNotification } from './copy.ts';
import {
  type CourseNotificationFacts,
  courseNotificationLink,
  writeCourseNotification,
} from './course-copy.ts';

/** What a notification row keeps: a session's facts, or a course's. */
export type StoredFacts = NotificationFacts | CourseNotificationFacts;

export interface EntryText {
  title: string;
  lines: string[];
  linkLabel: string;
  /** The web app's page where the receiver acts on it. */
  link: string;
}

export function isCourseNotification(type: NotificationType): type is CourseNotificationType {
  return (COURSE_NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Any notification's words and page, in `language` and the receiver's time zone, from the facts of its row. */
export function describeNotification(
  type: NotificationType,
  facts: StoredFacts,
  language: Language,
  timeZone: string,
): EntryText {
  if (isCourseNotification(type)) {
    const course = facts as CourseNotificationFacts;
    return {
      ...writeCourseNotification(type, course, language),
      linkLabel: LINK_LABEL[language],
      link: courseNotificationLink(type, course),
    };
  }
  return {
    ...writeNotification(type, facts as NotificationFacts, language, timeZone),
    link: notificationLink(type, facts as NotificationFacts),
  };
}
