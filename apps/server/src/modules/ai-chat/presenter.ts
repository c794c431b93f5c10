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
      section_title: section.title,
      chapter_title: section.chapterTitle,
    })),
    recommended_courses: row.sources.courses.map((course) => ({
      course_id: course.id,
      title: course.title,
      course_type: course.courseType,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
