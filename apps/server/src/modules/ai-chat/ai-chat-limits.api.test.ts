import { messagesEn as en } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, createTextCourse } from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
let courseId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { ai: { openAi: undefined, messagesPerMinute: 3 } } });
  const tutor = await createUser(t.ctx, { role: 'teacher' });
  const { course } = await createTextCourse(t.ctx, {
    tutorId: tutor.user.id,
    title: 'Short course',
    isFree: true,
    chapters: [{ title: 'One', sections: [{ title: 'Light', body: 'Light travels fast.' }] }],
  });
  courseId = course.id;
});

describe('the AI tutor’s rate limit', () => {
  it('answers 429 with Retry-After past the per-minute limit of a user, and not for another user', async () => {
    const student = await createUser(t.ctx);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await askTutor(t, student.token, { course_id: courseId, message: 'How fast is light?' })).status,
      ).toBe(200);
    }
    const limited = await askTutor(t, student.token, { course_id: courseId, message: 'How fast is light?' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(en.ai_tutor_too_many_messages);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const other = await createUser(t.ctx);
    expect(
      (await askTutor(t, other.token, { course_id: courseId, message: 'How fast is light?' })).status,
    ).toBe(200);
  });
});
