import { messagesEn as en } from '@kru/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  askTutor,
  chatHistory,
  createTextCourse,
  opticsWithModel,
  storedMessages,
} from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import type { LoopbackOpenAi } from '../../../test/openai-server.ts';

let t: TestApp;
let openAi: LoopbackOpenAi;
let optics: Awaited<ReturnType<typeof createTextCourse>>;

beforeAll(async () => {
  ({ t, openAi, optics } = await opticsWithModel());
});
afterAll(() => openAi.stop());
beforeEach(() => {
  openAi.requests.length = 0;
});

const storedOf = (user: CreatedUser) => storedMessages(t, user.user.id);

describe('the AI tutor behind an OpenAI-compatible endpoint (a loopback stand-in)', () => {
  it('sends the model, a system prompt with the matching passages, the conversation, and the key', async () => {
    const student = await createUser(t.ctx);
    const first = await askTutor(t, student.token, {
      course_id: optics.course.id,
      message: 'What does a mirror do?',
    });
    expect(first.status).toBe(200);
    const second = await askTutor(t, student.token, {
      course_id: optics.course.id,
      message: 'Why does light bend in water?',
    });
    expect(second.status).toBe(200);

    expect(openAi.requests).toHaveLength(2);
    const request = openAi.requests[1]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test-loopback');
    expect(request.body.model).toBe('gpt-4o-mini');
    const [system, ...rest] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('“Optics”');
    expect(system.content).toContain(
      '[1] Light › Refraction\nLight bends when it passes from air into water',
    );
    expect(system.content).toContain('Answer in English');
    expect(rest).toEqual([
      { role: 'user', content: 'What does a mirror do?' },
      { role: 'assistant', content: first.body.data.answer.text },
      { role: 'user', content: 'Why does light bend in water?' },
    ]);

    // The stand-in quotes the first passage heading of the prompt; the answer is stored with its sources.
    expect(second.body.data.answer.text).toBe('According to Light › Refraction: the course explains it.');
    expect(second.body.data.answer.sources[0]).toEqual({
      section_id: optics.sectionIds[1],
      course_id: optics.course.id,
      section_title: 'Refraction',
      chapter_title: 'Light',
      quote: null,
      locked: false,
    });
    const history = await chatHistory(t, student.token, `course_id=${optics.course.id}`);
    expect(history.body.data.at(-1).text).toBe('According to Light › Refraction: the course explains it.');
  });

  it('asks the model in Thai for a Thai question', async () => {
    const student = await createUser(t.ctx);
    await askTutor(t, student.token, { course_id: optics.course.id, message: 'แสงหักเหเพราะอะไร' });
    expect(openAi.requests[0]?.body.messages[0].content).toContain('Answer in Thai');
  });

  it.each([
    [
      'an overloaded endpoint (503)',
      { kind: 'error', status: 503, type: 'server_error', message: 'Overloaded', code: null },
      503,
      en.ai_tutor_unavailable,
    ],
    [
      'a rate-limited key (429)',
      {
        kind: 'error',
        status: 429,
        type: 'requests',
        message: 'Rate limit reached',
        code: 'rate_limit_exceeded',
      },
      503,
      en.ai_tutor_unavailable,
    ],
    [
      'a refused key (401)',
      {
        kind: 'error',
        status: 401,
        type: 'invalid_request_error',
        message: 'Incorrect API key',
        code: 'invalid_api_key',
      },
      502,
      en.ai_tutor_bad_answer,
    ],
    ['an answer without choices', { kind: 'empty' }, 502, en.ai_tutor_bad_answer],
    ['no answer within the timeout', { kind: 'hang' }, 503, en.ai_tutor_unavailable],
  ] as const)(
    'answers %s with a clear 502 or 503, keeping the question',
    async (_case, reply, status, message) => {
      const student = await createUser(t.ctx);
      openAi.replyNext(reply);
      const res = await askTutor(t, student.token, {
        course_id: optics.course.id,
        message: 'What does a mirror do?',
      });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, message });
      expect((await storedOf(student)).map((row) => [row.role, row.text])).toEqual([
        ['user', 'What does a mirror do?'],
      ]);
      // Asking again works once the endpoint is back.
      const again = await askTutor(t, student.token, {
        course_id: optics.course.id,
        message: 'What does a mirror do?',
      });
      expect(again.status).toBe(200);
      expect(again.body.data.answer.text).toBe('According to Light › Reflection: the course explains it.');
    },
  );

  it('answers 503, not 500, when nothing listens at AI_BASE_URL', async () => {
    const down = await createTestApp({
      config: {
        ai: { openAi: { ...openAi.config, baseUrl: 'http://127.0.0.1:9/v1' }, messagesPerMinute: 100 },
      },
    });
    const tutor = await createUser(down.ctx, { role: 'teacher' });
    const { course: other } = await createTextCourse(down.ctx, {
      tutorId: tutor.user.id,
      title: 'Optics',
      isFree: true,
      chapters: [{ title: 'Light', sections: [{ title: 'Mirrors', body: 'Mirrors reflect.' }] }],
    });
    const student = await createUser(down.ctx);
    const res = await askTutor(down, student.token, { course_id: other.id, message: 'What do mirrors do?' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(en.ai_tutor_unavailable);
  });
});
