import { messagesEn as en, messagesTh as th } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, createTextCourse } from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertSlots } from '../../../test/booking.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { userSubjectPriceSpecialties, userSubjectPrices } from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
let author: CreatedUser;
let algebra: Awaited<ReturnType<typeof createTextCourse>>;

const ALGEBRA = [
  {
    title: 'Equations',
    sections: [
      {
        title: 'Equations with brackets and fractions',
        body:
          'Expand brackets first. To clear fractions, multiply every term by the lowest common denominator. ' +
          'Negative numbers deserve care.',
      },
      {
        title: 'Finding the equation of a line',
        body:
          'A straight line crosses the y-axis where x = 0. The equation is y = 2x + 3. Put x = 0 to get y = 3, ' +
          'so the line crosses the y-axis at (0, 3). Rearrange it to make y the subject: 2y = 6x + 8, so y = 3x + 4.',
      },
    ],
  },
];
const bodies = ALGEBRA.flatMap((chapter) => chapter.sections.map((section) => section.body));

type Answer = {
  text: string;
  sources: Array<{ section_id: number; quote: string | null; locked: boolean }>;
  tutors: Array<{ tutor_id: number; full_name: string; next_free_at: string | null }>;
};
const answerOf = (res: { body: { data: { answer: Answer } } }) => res.body.data.answer;

beforeAll(async () => {
  t = await createTestApp({ config: { ai: { openAi: undefined, messagesPerMinute: 1000 } } });
  c = await createProfileCatalogue(t.ctx);
  author = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  algebra = await createTextCourse(t.ctx, {
    tutorId: author.user.id,
    title: 'Algebra',
    subjectId: c.maths.id,
    isFree: true,
    chapters: ALGEBRA,
  });
});

describe('the built-in tutor’s quotes', () => {
  it('quotes one contiguous passage of one section, never sentences joined from different places', async () => {
    const student = await createUser(t.ctx);
    for (const message of [
      'How do I find where a line crosses the y-axis?',
      'How do I rearrange to make y the subject?',
      'What do I do with brackets and fractions?',
    ]) {
      const answer = answerOf(await askTutor(t, student.token, { course_id: algebra.course.id, message }));
      expect(answer.sources.length).toBeGreaterThan(0);
      for (const source of answer.sources) {
        const body = bodies[algebra.sectionIds.indexOf(source.section_id)] ?? '';
        expect(source.quote).not.toBeNull();
        expect(body).toContain(source.quote);
      }
    }
    const crossing = answerOf(
      await askTutor(t, student.token, {
        course_id: algebra.course.id,
        message: 'How do I find where a line crosses the y-axis?',
      }),
    );
    expect(crossing.sources[0]?.section_id).toBe(algebra.sectionIds[1]);
    expect(crossing.sources[0]?.quote).not.toContain('y = 3x + 4');
  });
});

describe('Thai questions', () => {
  it('finds the English passage for "เศษส่วนคืออะไร" and answers in Thai', async () => {
    const student = await createUser(t.ctx);
    const res = await askTutor(t, student.token, { course_id: algebra.course.id, message: 'เศษส่วนคืออะไร' });
    expect(res.status).toBe(200);
    const answer = answerOf(res);
    expect(answer.sources[0]).toMatchObject({
      section_id: algebra.sectionIds[0],
      quote: 'To clear fractions, multiply every term by the lowest common denominator.',
    });
    expect(answer.text).toBe(th.ai_tutor_found.replace('{{course}}', 'Algebra'));
  });

  it('finds the Thai passage for a Thai question, and for an English one', async () => {
    const thai = await createTextCourse(t.ctx, {
      tutorId: author.user.id,
      title: 'เศษส่วนเบื้องต้น',
      subjectId: c.maths.id,
      isFree: true,
      chapters: [
        {
          title: 'เศษส่วน',
          sections: [
            { title: 'จำนวนนับ', body: 'จำนวนนับคือจำนวนที่ใช้นับสิ่งของ เช่น หนึ่ง สอง สาม' },
            {
              title: 'เศษส่วนคืออะไร',
              body: 'เศษส่วนคือจำนวนที่แสดงส่วนหนึ่งของทั้งหมด ตัวเศษอยู่ด้านบนและตัวส่วนอยู่ด้านล่าง',
            },
          ],
        },
      ],
    });
    const student = await createUser(t.ctx);
    const inThai = answerOf(
      await askTutor(t, student.token, { course_id: thai.course.id, message: 'เศษส่วนคืออะไร' }),
    );
    expect(inThai.sources[0]).toMatchObject({
      section_id: thai.sectionIds[1],
      quote: 'เศษส่วนคือจำนวนที่แสดงส่วนหนึ่งของทั้งหมด',
    });
    const inEnglish = answerOf(
      await askTutor(t, student.token, { course_id: thai.course.id, message: 'What is a fraction?' }),
    );
    expect(inEnglish.sources[0]?.section_id).toBe(thai.sectionIds[1]);
    expect(inEnglish.text).toBe(en.ai_tutor_found.replace('{{course}}', 'เศษส่วนเบื้องต้น'));
  });
});

describe('locked sections', () => {
  it('names the locked section that answers best and quotes nothing from it', async () => {
    const sections = Array.from({ length: 10 }, (_, i) => ({
      title: `Part ${i + 1}`,
      body: `Part ${i + 1} is about shapes.`,
    }));
    sections[1] = { title: 'Angles', body: 'An angle is measured in degrees.' };
    sections[8] = {
      title: 'Angles in a triangle',
      body: 'The angles in a triangle add up to 180 degrees, whatever its shape.',
    };
    const paid = await createTextCourse(t.ctx, {
      tutorId: author.user.id,
      title: 'Geometry',
      subjectId: c.maths.id,
      chapters: [{ title: 'Shapes', sections }],
    });
    const learner = await createUser(t.ctx);
    const answer = answerOf(
      await askTutor(t, learner.token, {
        course_id: paid.course.id,
        message: 'What do the angles in a triangle add up to?',
      }),
    );
    expect(answer.sources[0]).toMatchObject({ section_id: paid.sectionIds[8], quote: null, locked: true });
    expect(answer.text).toBe(
      en.ai_tutor_locked.replace('{{course}}', 'Geometry').replace('{{section}}', 'Angles in a triangle'),
    );
    expect(JSON.stringify(answer)).not.toContain('180');
    for (const source of answer.sources.filter((item) => !item.locked)) {
      expect(sections[paid.sectionIds.indexOf(source.section_id)]?.body).toContain(source.quote);
    }
  });
});

describe('a human when needed', () => {
  // Slots start on the half hour: counted from the next full hour.
  const hours = (n: number) => new Date((Math.floor(Date.now() / 3_600_000) + 1 + n) * 3_600_000);

  async function mathsTutor(name: string, freeInHours: number | null, specialtyId?: number) {
    const tutor = await createUser(t.ctx, {
      role: 'teacher',
      approvalStatus: 'approved',
      firstName: name,
      lastName: 'Tutor',
    });
    const [price] = await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: tutor.user.id, subjectId: c.maths.id, pricePerHourPence: 2500 })
      .returning();
    if (specialtyId) {
      await t.ctx.db.insert(userSubjectPriceSpecialties).values({ subjectPriceId: price!.id, specialtyId });
    }
    if (freeInHours !== null) await insertSlots(t, tutor.user.id, hours(freeInHours), 2);
    return tutor.user.id;
  }

  it('offers up to 3 tutors of the subject with free time, a specialty the question names first, and that time', async () => {
    const soonest = await mathsTutor('Ada', 1, c.algebra.id);
    const calculus = await mathsTutor('Carl', 5, c.calculus.id);
    const second = await mathsTutor('Bea', 2);
    const fourth = await mathsTutor('Dan', 3);
    // No free time: no hour to book, so not offered, whatever the specialty.
    const busy = await mathsTutor('Eve', null, c.calculus.id);
    const physics = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    await t.ctx.db
      .insert(userSubjectPrices)
      .values({ userId: physics.user.id, subjectId: c.physics.id, pricePerHourPence: 2500 });
    await insertSlots(t, physics.user.id, hours(0), 2);

    const student = await createUser(t.ctx);
    const res = await askTutor(t, student.token, {
      course_id: algebra.course.id,
      message: 'Can I talk to a tutor about calculus?',
    });
    const answer = answerOf(res);
    expect(answer.tutors.map((tutor) => tutor.tutor_id)).toEqual([calculus, soonest, second]);
    expect(answer.tutors.map((tutor) => tutor.tutor_id)).not.toContain(fourth);
    expect(answer.tutors.map((tutor) => tutor.tutor_id)).not.toContain(busy);
    expect(answer.tutors[0]).toMatchObject({ full_name: 'Carl Tutor' });
    expect(answer.tutors[0]?.next_free_at).toBe(hours(5).toISOString());
    expect(answer.text).toBe(en.ai_tutor_handoff.replace('{{subject}}', 'Maths'));
    expect(answer.sources).toEqual([]);
    expect(res.body.data.answer.recommended_courses).toEqual([]);

    // In Thai, a request for a teacher; and a question the course cannot answer also offers them.
    const thai = answerOf(
      await askTutor(
        t,
        student.token,
        { course_id: algebra.course.id, message: 'ขอคุยกับครูหน่อย' },
        { 'accept-language': 'th' },
      ),
    );
    expect(thai.tutors.map((tutor) => tutor.tutor_id)).toEqual([soonest, second, fourth]);
    expect(thai.text).toBe(th.ai_tutor_handoff.replace('{{subject}}', 'คณิตศาสตร์'));
    const unanswered = answerOf(
      await askTutor(t, student.token, {
        course_id: algebra.course.id,
        message: 'Who painted the Mona Lisa?',
      }),
    );
    expect(unanswered.sources).toEqual([]);
    expect(unanswered.tutors).toHaveLength(3);
    expect(unanswered.text).toContain(en.ai_tutor_nothing_found.replace('{{course}}', 'Algebra'));
    // A question the course answers offers nobody.
    const answered = answerOf(
      await askTutor(t, student.token, {
        course_id: algebra.course.id,
        message: 'How do I clear fractions?',
      }),
    );
    expect(answered.tutors).toEqual([]);
  });
});
