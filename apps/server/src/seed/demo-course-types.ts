/**
 * A section of a demo course: its title and its body, either plain paragraphs (stored as HTML paragraphs) or
 * lesson HTML that shows what the editor can do (headings, lists, tables, maths, code).
 */
export type DemoSection = { title: string; paragraphs: string[] } | { title: string; html: string };

export interface DemoChapter {
  title: string;
  /** The specialties (slugs within the course's subject) each of its sections teaches: what study plans find. */
  specialties?: string[];
  sections: DemoSection[];
}

/** A course or skill the demo tutor wrote; `uid` is fixed so that seeding again finds it instead of adding one. */
export interface DemoCourse {
  uid: string;
  courseType: 'subject' | 'skill';
  /** The subject's reference code (a `subject` course only). */
  subject?: string;
  /** The thumbnail's reference code. */
  thumbnail: string;
  title: string;
  description: string;
  isFree?: boolean;
  state: 'approved' | 'pending' | 'draft';
  chapters: DemoChapter[];
}
