import { messagesEn as en, messagesTh as th } from '@kru/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTextCourse,
  opticsWithModel,
  sseEvents,
  storedMessages,
  streamTutor,
} from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import type { LoopbackOpenAi } from '../../../test/openai-server.ts';

let t: TestApp;
let openAi: LoopbackOpenAi;
let optics: Awaited<ReturnType<typeof createTextCourse>>;

const ANSWER = ['A mirror', ' reflects', ' light', ' [1]:', ' the angles', ' are equal', ' [1].'];

beforeAll(async () => {
  ({ t, openAi, optics } = await opticsWithModel());
});
afterAll(() => openAi.stop());
beforeEach(() => {
  openAi.requests.length = 0;
});

const storedOf = (user: CreatedUser) => storedMessages(t, user.user.id);

const ask = (user: CreatedUser, message: string, courseId = optics.course.id) =>
  streamTutor(t, user.token, { course_id: courseId, message });

describe('POST /user/ai/chat/stream with a language model (a loopback stand-in speaking OpenAI’s SSE)', () => {
  it('streams the answer piece by piece, asks with stream and usage, and stores it with its numbered sources', async () => {
    const student = await createUser(t.ctx);
    openAi.replyNext({ kind: 'stream', pieces: ANSWER });
    const res = await ask(student, 'What does a mirror do?');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.events.map((e) => e.event)).toEqual(['start', ...ANSWER.map(() => 'delta'), 'done']);
    const [start, ...rest] = res.events;
    expect(start?.data.question).toMatchObject({ role: 'user', text: 'What does a mirror do?' });
    expect(start?.data.sources).toEqual([
      {
        section_id: optics.sectionIds[0],
        course_id: optics.course.id,
        section_title: 'Reflection',
        chapter_title: 'Light',
        quote: null,
        locked: false,
      },
    ]);
    expect(rest.slice(0, -1).map((e) => e.data.text)).toEqual(ANSWER);
    const done = rest.at(-1)?.data;
    expect(done.ending).toBe('complete');
    expect(done.answer).toMatchObject({
      role: 'assistant',
      text: ANSWER.join(''),
      sources: [{ section_id: optics.sectionIds[0], section_title: 'Reflection', chapter_title: 'Light' }],
    });
    // The stand-in's usage chunk (320 tokens) is what the day's budget counts.
    expect(done.quota).toMatchObject({
      model: true,
      messages_per_day: 50,
      messages_left: 49,
      tokens_left: 100_000 - 320,
    });

    const request = openAi.requests[0]!;
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(request.body.messages[0].content).toContain('[1] Light › Reflection\nA mirror reflects light');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'What does a mirror do?' });
    expect((await storedOf(student)).map((row) => [row.role, row.text])).toEqual([
      ['user', 'What does a mirror do?'],
      ['assistant', ANSWER.join('')],
    ]);
  });

  it('tells the model to cite passages as [n] and to coach before solving an exercise', async () => {
    const student = await createUser(t.ctx);
    await ask(student, 'Solve this: light hits a mirror at 30 degrees, what is the angle of reflection?');
    const system = openAi.requests[0]!.body.messages[0].content as string;
    expect(system).toContain('cite');
    expect(system).toContain('[1] or [2]');
    expect(system).toContain('first\n  ask one short guiding question');
  });

  it('keeps what arrived of a stream cut halfway and says it was cut, in the answer’s language', async () => {
    const student = await createUser(t.ctx);
    openAi.replyNext({ kind: 'stream', pieces: ANSWER, cutAfter: 3 });
    const res = await ask(student, 'What does a mirror do?');
    expect(res.status).toBe(200);
    expect(res.events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(ANSWER.slice(0, 3));
    const done = res.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.ending).toBe('cut');
    expect(done.data.answer.text).toBe(`A mirror reflects light\n\n${en.ai_tutor_answer_cut}`);

    openAi.replyNext({ kind: 'stream', pieces: ['กระจก', 'สะท้อน', 'แสง'], cutAfter: 2 });
    const thai = await ask(student, 'กระจกทำอะไร');
    // The Thai question finds no passage of this English course: the cut answer is kept, then tutors are offered.
    const cutThai = `กระจกสะท้อน\n\n${th.ai_tutor_answer_cut}\n\n`;
    expect(thai.events.at(-1)!.data.answer.text.startsWith(cutThai)).toBe(true);
    const stored = await storedOf(student);
    expect(stored.at(-1)?.text.startsWith(cutThai)).toBe(true);
  });

  it.each([
    [
      'a rate-limited endpoint (429)',
      {
        kind: 'error',
        status: 429,
        type: 'requests',
        message: 'Rate limit reached',
        code: 'rate_limit_exceeded',
      },
      'busy',
      en.ai_tutor_busy,
    ],
    [
      'an overloaded endpoint (503)',
      { kind: 'error', status: 503, type: 'server_error', message: 'Overloaded', code: null },
      'unavailable',
      en.ai_tutor_unavailable,
    ],
    [
      'a stream cut before any text',
      { kind: 'stream', pieces: ANSWER, cutAfter: 0 },
      'unavailable',
      en.ai_tutor_unavailable,
    ],
    ['no answer within the timeout', { kind: 'hang' }, 'unavailable', en.ai_tutor_unavailable],
  ] as const)(
    'answers %s with a clear error event, never a 5xx, keeping the question',
    async (_c, reply, reason, message) => {
      const student = await createUser(t.ctx);
      openAi.replyNext(reply);
      const res = await ask(student, 'What does a mirror do?');
      expect(res.status).toBe(200);
      expect(res.events.map((e) => e.event)).toEqual(['start', 'error']);
      expect(res.events[1]?.data).toEqual({ reason, message });
      expect((await storedOf(student)).map((row) => row.role)).toEqual(['user']);
    },
  );

  it('never sends the model a locked section’s text', async () => {
    const tutor = await createUser(t.ctx, { role: 'teacher' });
    const topics = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
      'juliet',
    ];
    const paid = await createTextCourse(t.ctx, {
      tutorId: tutor.user.id,
      title: 'Ten topics',
      chapters: [
        {
          title: 'All topics',
          sections: topics.map((topic) => ({ title: `Topic ${topic}`, body: `Secret notes on ${topic}.` })),
        },
      ],
    });
    const learner = await createUser(t.ctx);
    const open = await ask(learner, 'Tell me about bravo and hotel', paid.course.id);
    expect(open.status).toBe(200);
    const system = openAi.requests[0]!.body.messages[0].content as string;
    expect(system).toContain('[1] All topics › Topic bravo\nSecret notes on bravo.');
    // Section 8 of 10 is beyond the 30% trial: neither its text nor its title reaches the model.
    expect(system).not.toContain('hotel');
  });

  it('stores what arrived, marked as stopped, when the learner closes the connection mid-answer', async () => {
    const student = await createUser(t.ctx);
    openAi.replyNext({ kind: 'stream', pieces: ANSWER, holdAfter: 2 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const response = await fetch(`${address}/api/v1/user/ai/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ course_id: optics.course.id, message: 'What does a mirror do?' }),
      signal: stop.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (sseEvents(text).filter((e) => e.event === 'delta').length < 2) text += (await reader.read()).value;
    stop.abort();
    await vi.waitFor(async () => expect((await storedOf(student)).length).toBe(2));
    expect((await storedOf(student))[1]?.text).toBe(`A mirror reflects\n\n${en.ai_tutor_answer_stopped}`);
    openAi.release();
  });

  it('refuses bad input and other courses as JSON before streaming', async () => {
    const student = await createUser(t.ctx);
    const short = await ask(student, 'hi');
    expect(short.status).toBe(422);
    expect(short.json.message).toBe(en.chat_message_length);
    const missing = await ask(student, 'What does a mirror do?', 99_999_999);
    expect(missing.status).toBe(404);
    expect(openAi.requests).toHaveLength(0);
  });
});

describe('the daily budgets of the language-model tutor', () => {
  it('counts questions a day, shows what is left, and refuses with a 429 once they are spent', async () => {
    const limited = await createTestApp({ config: { ai: { openAi: openAi.config, messagesPerDay: 2 } } });
    const tutor = await createUser(limited.ctx, { role: 'teacher' });
    const { course } = await createTextCourse(limited.ctx, {
      tutorId: tutor.user.id,
      title: 'Optics',
      isFree: true,
      chapters: [{ title: 'Light', sections: [{ title: 'Mirrors', body: 'Mirrors reflect light.' }] }],
    });
    const student = await createUser(limited.ctx);
    const quota = async () =>
      (await limited.call('GET', '/api/v1/user/ai/chat/quota', { token: student.token })).body.data;
    expect(await quota()).toMatchObject({ model: true, messages_per_day: 2, messages_left: 2 });
    const body = { course_id: course.id, message: 'What do mirrors do?' };
    expect((await streamTutor(limited, student.token, body)).status).toBe(200);
    expect(await quota()).toMatchObject({ messages_left: 1, tokens_left: 100_000 - 320 });
    // The plain POST counts against the same budget.
    expect((await limited.call('POST', '/api/v1/user/ai/chat', { token: student.token, body })).status).toBe(
      200,
    );
    expect(await quota()).toMatchObject({ messages_left: 0 });

    const refused = await streamTutor(limited, student.token, body);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(en.ai_tutor_daily_messages.replace('{{count}}', '2'));
    expect(refused.json.details.quota).toMatchObject({ messages_left: 0 });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    const inThai = await streamTutor(limited, student.token, body, { 'accept-language': 'th' });
    expect(inThai.json.message).toBe(th.ai_tutor_daily_messages.replace('{{count}}', '2'));
    const post = await limited.call('POST', '/api/v1/user/ai/chat', { token: student.token, body });
    expect(post.status).toBe(429);
    // Another learner has their own budget.
    const other = await createUser(limited.ctx);
    expect((await streamTutor(limited, other.token, body)).status).toBe(200);
  });

  it('refuses once the day’s tokens (the endpoint’s usage) are spent', async () => {
    const limited = await createTestApp({ config: { ai: { openAi: openAi.config, tokensPerDay: 500 } } });
    const tutor = await createUser(limited.ctx, { role: 'teacher' });
    const { course } = await createTextCourse(limited.ctx, {
      tutorId: tutor.user.id,
      title: 'Optics',
      isFree: true,
      chapters: [{ title: 'Light', sections: [{ title: 'Mirrors', body: 'Mirrors reflect light.' }] }],
    });
    const student = await createUser(limited.ctx);
    const body = { course_id: course.id, message: 'What do mirrors do?' };
    const first = await streamTutor(limited, student.token, body);
    expect(first.events.at(-1)?.data.quota).toMatchObject({ tokens_left: 180, messages_left: 49 });
    expect((await streamTutor(limited, student.token, body)).events.at(-1)?.data.quota).toMatchObject({
      tokens_left: 0,
      messages_left: 0,
    });
    const refused = await streamTutor(limited, student.token, body);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(en.ai_tutor_daily_tokens);
  });

  it('has no daily budget with the built-in tutor, which answers through the stream route in one piece', async () => {
    const builtin = await createTestApp({ config: { ai: { openAi: undefined, messagesPerDay: 1 } } });
    const tutor = await createUser(builtin.ctx, { role: 'teacher' });
    const { course } = await createTextCourse(builtin.ctx, {
      tutorId: tutor.user.id,
      title: 'Optics',
      isFree: true,
      chapters: [{ title: 'Light', sections: [{ title: 'Mirrors', body: 'Mirrors reflect light.' }] }],
    });
    const student = await createUser(builtin.ctx);
    const quota = await builtin.call('GET', '/api/v1/user/ai/chat/quota', { token: student.token });
    expect(quota.body.data).toMatchObject({ model: false, messages_left: null, tokens_left: null });
    for (let i = 0; i < 2; i += 1) {
      const res = await streamTutor(builtin, student.token, {
        course_id: course.id,
        message: 'What do mirrors do?',
      });
      expect(res.events.map((e) => e.event)).toEqual(['start', 'delta', 'done']);
      expect(res.events[1]?.data.text).toContain('This is a search of “Optics”');
      expect(res.events[2]?.data.answer.text).toBe(res.events[1]?.data.text);
      expect(res.events[2]?.data.answer.sources[0]).toMatchObject({ quote: 'Mirrors reflect light.' });
    }
  });
});
