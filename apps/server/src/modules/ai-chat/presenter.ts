import type { AiChatMessage } from '@kru/contract';
import type { AiChatMessageRow } from './repository.ts';

/** A stored message as the wire carries it. */
export function presentMessage(row: AiChatMessageRow): AiChatMessage {
  return {
    id: row.id,
    course_id: row.courseId,
    role: row.role,
    text: row.text,
    sources: row.sources.sections.map((section) => ({
      section_id: section.id,
      course_id: section.courseId ?? row.courseId,
      section_title: section.title,
      chapter_title: section.chapterTitle,
      quote: section.quote ?? null,
      locked: section.locked ?? false,
    })),
    recommended_courses: row.sources.courses.map((course) => ({
      course_id: course.id,
      title: course.title,
      course_type: course.courseType,
    })),
    tutors: (row.sources.tutors ?? []).map((tutor) => ({
      tutor_id: tutor.id,
      full_name: tutor.fullName,
      next_free_at: tutor.nextFreeAt,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
