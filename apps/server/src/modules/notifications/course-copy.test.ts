import { COURSE_NOTIFICATION_TYPES } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  type CourseNotificationFacts,
  courseNotificationLink,
  writeCourseNotification,
} from './course-copy.ts';
import { describeNotification } from './entry-text.ts';

const course: CourseNotificationFacts = {
  course_id: 12,
  course_type: 'subject',
  course_title: 'Forces and Motion',
  feedback: 'Add worked examples to chapter 2.',
};

describe('course notification copy', () => {
  it('names the course in English and Thai, and calls a skill a skill', () => {
    for (const type of COURSE_NOTIFICATION_TYPES) {
      const en = writeCourseNotification(type, course, 'en');
      const th = writeCourseNotification(type, course, 'th');
      expect(en.title, type).toMatch(/course/);
      expect(th.title, type).toMatch(/คอร์ส/);
      expect(en.lines.join(' '), type).toContain('“Forces and Motion”');
      expect(th.lines.join(' '), type).toContain('“Forces and Motion”');
      const skill = writeCourseNotification(type, { ...course, course_type: 'skill' }, 'en');
      expect(skill.title, type).toMatch(/skill/);
      expect(writeCourseNotification(type, { ...course, course_type: 'skill' }, 'th').title).toMatch(/ทักษะ/);
    }
  });

  it('gives the reviewer’s feedback of a rejection', () => {
    expect(writeCourseNotification('course.rejected', course, 'en').lines).toContain(
      'The reviewer’s feedback: Add worked examples to chapter 2.',
    );
    expect(writeCourseNotification('course.rejected', course, 'th').lines).toContain(
      'ความเห็นจากผู้ตรวจสอบ: Add worked examples to chapter 2.',
    );
  });

  it('links the approved course’s details, and the editor for a rejected one', () => {
    expect(courseNotificationLink('course.approved', course)).toBe('/courses/approved/details?courseId=12');
    expect(courseNotificationLink('course.rejected', { ...course, course_type: 'skill' })).toBe(
      '/skills/create/info?courseId=12',
    );
    expect(describeNotification('course.rejected', course, 'th', 'Asia/Bangkok')).toMatchObject({
      linkLabel: 'เปิด Kru',
      link: '/courses/create/info?courseId=12',
    });
  });
});
