import { eq } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import type { AppContext } from '../src/platform/context.ts';
import {
  aiChatMessages,
  courseChapters,
  courseSections,
  courseSubdomains,
  courses,
} from '../src/platform/db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createUser } from './factories.ts';
import { startLoopbackOpenAi } from './openai-server.ts';

export interface TextCourseInput {
  tutorId: number;
  title: string;
  description?: string;
  subjectId?: number;
  approvalState?: 'draft' | 'pending' | 'approved' | 'rejected';
  isFree?: boolean;
  /** Limited to these tenants (none: every tenant). */
  subdomainIds?: number[];
  /** Chapters in reading order, each with its sections' titles and bodies in order. */
  chapters: Array<{ title: string; sections: Array<{ title: string; body: string }> }>;
}

/** A course with written sections, straight into the database; answers the course and its section ids in order. */
export async function createTextCourse(ctx: AppContext, input: TextCourseInput) {
  const approvalState = input.approvalState ?? 'approved';
  const [course] = await ctx.db
    .insert(courses)
    .values({
      tutorId: input.tutorId,
      courseType: input.subjectId ? 'subject' : 'skill',
      subjectId: input.subjectId ?? null,
      title: input.title,
      description: input.description ?? `${input.title}: a course for tests.`,
      isFree: input.isFree ?? false,
      approvalState,
      approvedAt: approvalState === 'approved' ? new Date() : null,
    })
    .returning();
  if (input.subdomainIds?.length) {
    await ctx.db
      .insert(courseSubdomains)
      .values(input.subdomainIds.map((subdomainId) => ({ courseId: course!.id, subdomainId })));
  }
  const sectionIds: number[] = [];
  for (const [chapterIndex, chapter] of input.chapters.entries()) {
    const [row] = await ctx.db
      .insert(courseChapters)
      .values({ courseId: course!.id, title: chapter.title, sortOrder: chapterIndex + 1 })
      .returning();
    for (const [index, section] of chapter.sections.entries()) {
      const [sectionRow] = await ctx.db
        .insert(courseSections)
        .values({ chapterId: row!.id, title: section.title, description: section.body, sortOrder: index + 1 })
        .returning();
      sectionIds.push(sectionRow!.id);
    }
  }
  return { course: course!, sectionIds };
}

const api = '/api/v1';

export const askTutor = (t: TestApp, token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', `${api}/user/ai/chat`, { token, body, headers });

export const chatHistory = (t: TestApp, token: string, query: string, headers: Record<string, string> = {}) =>
  t.call('GET', `${api}/user/ai/chat?${query}`, { token, headers });

/** One Server-Sent Event of `POST /user/ai/chat/stream`, its data parsed. */
export interface StreamEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: event data is open JSON, asserted by the tests
  data: any;
}

/** The events of a whole SSE body, in order. */
export function sseEvents(body: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createParser({
    onEvent: (event) => events.push({ event: event.event ?? 'message', data: JSON.parse(event.data) }),
  });
  parser.feed(body);
  return events;
}

/** `POST /user/ai/chat/stream`, read to its end: the status, headers, the JSON body of a refusal, or the events. */
export async function streamTutor(
  t: TestApp,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${api}/user/ai/chat/stream`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  return {
    status: res.statusCode,
    headers: res.headers,
    events: isStream ? sseEvents(res.body) : [],
    // biome-ignore lint/suspicious/noExplicitAny: the JSON envelope of a refusal
    json: (isStream ? null : res.json()) as any,
  };
}

/** An app whose AI tutor is a loopback OpenAI stand-in, and a free "Optics" course of two text sections. */
export async function opticsWithModel() {
  const openAi = await startLoopbackOpenAi();
  const t = await createTestApp({ config: { ai: { openAi: openAi.config, messagesPerMinute: 1000 } } });
  const tutor = await createUser(t.ctx, { role: 'teacher' });
  const optics = await createTextCourse(t.ctx, {
    tutorId: tutor.user.id,
    title: 'Optics',
    isFree: true,
    chapters: [
      {
        title: 'Light',
        sections: [
          {
            title: 'Reflection',
            body: 'A mirror reflects light: the angle of incidence equals the angle of reflection.',
          },
          {
            title: 'Refraction',
            body: 'Light bends when it passes from air into water, because it slows down.',
          },
        ],
      },
    ],
  });
  return { t, openAi, optics };
}

/** A user's stored AI chat messages, oldest first. */
export const storedMessages = (t: TestApp, userId: number) =>
  t.ctx.db.select().from(aiChatMessages).where(eq(aiChatMessages.userId, userId)).orderBy(aiChatMessages.id);
