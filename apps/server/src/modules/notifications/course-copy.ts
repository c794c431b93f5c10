import type { CourseNotificationType, Language } from '@kru/contract';

/** The facts a course notification is written from, kept in its row so the entry reads the same later. */
export interface CourseNotificationFacts {
  course_id: number;
  course_type: string;
  course_title: string;
  /** The reviewer's reason of a rejection. */
  feedback?: string | null;
}

interface Words {
  title: string;
  isSkill: boolean;
  feedback: string;
}

interface Text {
  title: string;
  lines: string[];
}

const COPY: Record<CourseNotificationType, Record<Language, (w: Words) => Text>> = {
  'course.approved': {
    en: (w) => ({
      title: w.isSkill ? 'Your skill is approved' : 'Your course is approved',
      lines: [
        `Our team has reviewed “${w.title}” and approved it. It is now published, and learners can find and start it.`,
      ],
    }),
    th: (w) => ({
      title: w.isSkill ? 'ทักษะของคุณได้รับการอนุมัติแล้ว' : 'คอร์สของคุณได้รับการอนุมัติแล้ว',
      lines: [
        `ทีมงานของเราได้ตรวจสอบ “${w.title}” และอนุมัติเรียบร้อยแล้ว ตอนนี้เผยแพร่แล้ว ผู้เรียนสามารถค้นหาและเริ่มเรียนได้ทันที`,
      ],
    }),
  },
  'course.rejected': {
    en: (w) => ({
      title: w.isSkill ? 'Your skill needs changes' : 'Your course needs changes',
      lines: [
        `Our team has reviewed “${w.title}” and could not approve it yet.`,
        `The reviewer’s feedback: ${w.feedback}`,
        'Please make the changes, then submit it for review again.',
      ],
    }),
    th: (w) => ({
      title: w.isSkill ? 'ทักษะของคุณต้องแก้ไขเพิ่มเติม' : 'คอร์สของคุณต้องแก้ไขเพิ่มเติม',
      lines: [
        `ทีมงานของเราได้ตรวจสอบ “${w.title}” แล้ว แต่ยังไม่สามารถอนุมัติได้ในขณะนี้`,
        `ความเห็นจากผู้ตรวจสอบ: ${w.feedback}`,
        'กรุณาแก้ไขตามความเห็นข้างต้น แล้วส่งให้ตรวจสอบอีกครั้ง',
      ],
    }),
  },
};

const isSkill = (facts: CourseNotificationFacts) => facts.course_type !== 'subject';

/** The title and lines of a course notification for its author, in `language`. */
export function writeCourseNotification(
  type: CourseNotificationType,
  facts: CourseNotificationFacts,
  language: Language,
): Text {
  return COPY[type][language]({
    title: facts.course_title,
    isSkill: isSkill(facts),
    feedback: facts.feedback ?? '',
  });
}

/**
 * The author's page for the course: an approved one's details; a rejected one opens in the editor, where the
 * feedback is fixed. Skills live under /skills, courses under /courses.
 */
export function courseNotificationLink(type: CourseNotificationType, facts: CourseNotificationFacts): string {
  const kind = isSkill(facts) ? 'skills' : 'courses';
  const page = type === 'course.approved' ? 'approved/details' : 'create/info';
  return `/${kind}/${page}?courseId=${facts.course_id}`;
}
