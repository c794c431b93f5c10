import { AI_CHAT_PAGE_SIZE, aiChatMessageSchema, messagesEn as en, messagesTh as th } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, chatHistory, createTextCourse, type TextCourseInput } from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from '../../../test/profile-fixtures.ts';
import { subscribe } from '../../../test/subscriptions.ts';
import { createTenant, onTenant } from '../../../test/tenants.ts';
import { aiChatMessages } from '../../platform/db/schema/index.ts';

let t: TestApp;
let c: ProfileCatalogue;
let tutor: CreatedUser;
let biology: Awaited<ReturnType<typeof createTextCourse>>;

const BIOLOGY = [
  {
    title: 'Living things',
    sections: [
      {
        title: 'Cells',
        body: 'Every living thing is made of cells. A cell has a membrane, cytoplasm and a nucleus. The nucleus holds the genetic material.',
      },
      {
        title: 'Photosynthesis',
        body: 'Plants make their own food by photosynthesis. Chlorophyll in the leaves captures sunlight. Light energy turns water and carbon dioxide into glucose, and oxygen is released.',
      },
    ],
  },
  {
    title: 'Energy',
    sections: [
      {
        title: 'Respiration',
        body: 'Respiration releases energy from glucose. Aerobic respiration uses oxygen and gives off carbon dioxide and water.',
      },
      {
        title: 'Food chains',
        body: 'A food chain shows who eats whom. Producers are eaten by herbivores, which are eaten by carnivores.',
      },
    ],
  },
];

beforeAll(async () => {
  // Generous per-user limit here: the limit has its own file.
  t = await createTestApp({ config: { ai: { openAi: undefined, messagesPerMinute: 1000 } } });
  c = await createProfileCatalogue(t.ctx);
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
  biology = await createTextCourse(t.ctx, {
    tutorId: tutor.user.id,
    title: 'Biology basics',
    subjectId: c.physics.id,
    isFree: true,
    chapters: BIOLOGY,
  });
});

describe('POST /user/ai/chat', () => {
  it('answers from the section that matches, quoting it and naming it as the source, and stores both', async () => {
    const student = await createUser(t.ctx);
    const res = await askTutor(t, student.token, {
      course_id: biology.course.id,
      message: '  How do plants use sunlight to make food?  ',
    });
    expect(res.status).toBe(200);
    const { question, answer } = res.body.data;
    expect(aiChatMessageSchema.parse(answer)).toEqual(answer);
    expect(question).toMatchObject({
      role: 'user',
      text: 'How do plants use sunlight to make food?',
      sources: [],
    });
    expect(answer.role).toBe('assistant');
    expect(answer.sources[0]).toEqual({
      section_id: biology.sectionIds[1],
      course_id: biology.course.id,
      section_title: 'Photosynthesis',
      chapter_title: 'Living things',
      quote: 'Plants make their own food by photosynthesis. Chlorophyll in the leaves captures sunlight.',
      locked: false,
    });
    // It says what it is: a search of the course, not a person or a model.
    expect(answer.text).toBe(en.ai_tutor_found.replace('{{course}}', 'Biology basics'));
    expect(answer.tutors).toEqual([]);
    const stored = await t.ctx.db
      .select()
      .from(aiChatMessages)
      .where(eq(aiChatMessages.userId, student.user.id))
      .orderBy(aiChatMessages.id);
    expect(stored.map((row) => [row.role, row.courseId])).toEqual([
      ['user', biology.course.id],
      ['assistant', biology.course.id],
    ]);
    expect(stored[1]?.sources.sections[0]).toMatchObject({
      id: biology.sectionIds[1],
      title: 'Photosynthesis',
      chapterTitle: 'Living things',
      quote: answer.sources[0].quote,
    });
  });

  it('says plainly when nothing in the course matches, with no sources', async () => {
    const student = await createUser(t.ctx);
    const res = await askTutor(t, student.token, {
      course_id: biology.course.id,
      message: 'Who won the football world cup?',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.answer.sources).toEqual([]);
    expect(res.body.data.answer.recommended_courses).toEqual([]);
    // Nobody teaches this test catalogue's physics here yet: it says so after the search's answer.
    expect(res.body.data.answer.text).toBe(
      `${en.ai_tutor_nothing_found.replace('{{course}}', 'Biology basics')}\n\n${en.ai_tutor_no_tutors.replace('{{subject}}', 'Physics')}`,
    );
  });

  it('reads the text of a rich lesson body, never quoting its markup, and keeps its paragraphs apart', async () => {
    const rich = await createTextCourse(t.ctx, {
      tutorId: tutor.user.id,
      title: 'Rich chemistry',
      subjectId: c.physics.id,
      isFree: true,
      chapters: [
        {
          title: 'Reactions',
          sections: [
            {
              title: 'Rusting',
              body:
                '<h2 class="x">Rusting</h2><p>Iron <strong>rusts</strong> when <a href="https://example.org">oxygen' +
                '</a> and water reach it</p><p>Painting the iron keeps the water out</p>' +
                '<ul><li><p>Galvanising coats iron with zinc</p></li></ul>' +
                '<p>The rate is <span data-type="inline-math" data-latex="k[O_2]"></span></p>' +
                '<img src="https://example.org/rust.png" alt="Rust">',
            },
          ],
        },
      ],
    });
    const student = await createUser(t.ctx);
    const res = await askTutor(t, student.token, {
      course_id: rich.course.id,
      message: 'Why does iron rust with oxygen and water?',
    });
    expect(res.status).toBe(200);
    const { sources } = res.body.data.answer;
    expect(sources[0]).toMatchObject({
      section_id: rich.sectionIds[0],
      section_title: 'Rusting',
      quote: 'Iron rusts when oxygen and water reach it',
    });

    // Paragraphs without a full stop between them stay apart: the quote is the one paragraph that answers.
    const painting = await askTutor(t, student.token, {
      course_id: rich.course.id,
      message: 'Does painting help?',
    });
    expect(painting.body.data.answer.sources[0].quote).toBe('Painting the iron keeps the water out');
  });

  it('answers a Thai question on a Thai course with the Thai passage, in Thai', async () => {
    const student = await createUser(t.ctx);
    const thai = await createTextCourse(t.ctx, {
      tutorId: tutor.user.id,
      title: 'ชีววิทยาเบื้องต้น',
      isFree: true,
      chapters: [
        {
          title: 'สิ่งมีชีวิต',
          sections: [
            { title: 'เซลล์', body: 'สิ่งมีชีวิตทุกชนิดประกอบด้วยเซลล์ เซลล์มีเยื่อหุ้มเซลล์และนิวเคลียส' },
            {
              title: 'การสังเคราะห์แสง',
              body: 'พืชสร้างอาหารเองด้วยการสังเคราะห์แสง คลอโรฟิลล์ในใบรับแสงแดด แล้วเปลี่ยนน้ำและคาร์บอนไดออกไซด์เป็นน้ำตาล',
            },
          ],
        },
      ],
    });
    const res = await askTutor(t, student.token, {
      course_id: thai.course.id,
      message: 'พืชสร้างอาหารได้อย่างไร',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.answer.sources[0]?.section_id).toBe(thai.sectionIds[1]);
    expect(res.body.data.answer.text).toBe(th.ai_tutor_found.replace('{{course}}', 'ชีววิทยาเบื้องต้น'));
    expect(res.body.data.answer.sources[0]?.quote).toBe('พืชสร้างอาหารเองด้วยการสังเคราะห์แสง');
  });

  it('refuses 2 and 4097 characters (and 2 once trimmed) with the length message; takes 3 and 4096', async () => {
    const student = await createUser(t.ctx);
    for (const message of ['ab', '   ab   ', 'x'.repeat(4097)]) {
      const res = await askTutor(t, student.token, { course_id: biology.course.id, message });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(en.chat_message_length);
      expect(res.body.errors.message).toEqual([en.chat_message_length]);
    }
    const thai = await askTutor(
      t,
      student.token,
      { course_id: biology.course.id, message: 'ab' },
      { 'accept-language': 'th' },
    );
    expect(thai.body.message).toBe(th.chat_message_length);
    for (const message of ['abc', 'x'.repeat(4096)]) {
      expect((await askTutor(t, student.token, { course_id: biology.course.id, message })).status).toBe(200);
    }
    const missing = await askTutor(t, student.token, { course_id: biology.course.id });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(en.chat_message_length);
    expect((await askTutor(t, student.token, { message: 'hello' })).status).toBe(422);
  });

  it('is a 404 for a course the caller may not open: another tutor’s draft, another tenant’s, none', async () => {
    const student = await createUser(t.ctx);
    const otherTutor = await createUser(t.ctx, { role: 'teacher' });
    const chapters = [{ title: 'One', sections: [{ title: 'Only', body: 'Some text about light.' }] }];
    const draft = await createTextCourse(t.ctx, {
      tutorId: otherTutor.user.id,
      title: 'Draft',
      approvalState: 'draft',
      chapters,
    });
    const school = await createTenant(t.ctx);
    const schoolOnly = await createTextCourse(t.ctx, {
      tutorId: otherTutor.user.id,
      title: 'School only',
      subdomainIds: [school.id],
      chapters,
    });
    for (const id of [draft.course.id, schoolOnly.course.id, 999_999]) {
      const asked = await askTutor(t, student.token, { course_id: id, message: 'What about light?' });
      expect(asked.status).toBe(404);
      expect((await chatHistory(t, student.token, `course_id=${id}`)).status).toBe(404);
    }
    expect(
      await t.ctx.db.select().from(aiChatMessages).where(eq(aiChatMessages.userId, student.user.id)),
    ).toEqual([]);
    // The author may talk to the tutor of their own draft.
    const own = await askTutor(t, otherTutor.token, {
      course_id: draft.course.id,
      message: 'What about light?',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.answer.sources[0]?.section_title).toBe('Only');
    expect((await askTutor(t, student.token, { course_id: 1, message: 'hi there' })).status).not.toBe(500);
    expect(
      (await t.call('POST', '/api/v1/user/ai/chat', { body: { course_id: 1, message: 'hello' } })).status,
    ).toBe(401);
  });

  it('draws only on the trial sections for a learner without a subscription', async () => {
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
          sections: topics.map((topic) => ({
            title: `Topic ${topic}`,
            body: `This section explains ${topic}.`,
          })),
        },
      ],
    });
    const learner = await createUser(t.ctx);
    const open = await askTutor(t, learner.token, {
      course_id: paid.course.id,
      message: 'Tell me about bravo',
    });
    expect(open.body.data.answer.sources.map((s: { section_id: number }) => s.section_id)).toEqual([
      paid.sectionIds[1],
    ]);
    // Section 8 of 10 is beyond the first 30%: the answer names it and offers the subscription, quoting nothing.
    const locked = await askTutor(t, learner.token, {
      course_id: paid.course.id,
      message: 'Tell me about hotel',
    });
    expect(locked.status).toBe(200);
    expect(locked.body.data.answer.sources).toEqual([
      {
        section_id: paid.sectionIds[7],
        course_id: paid.course.id,
        section_title: 'Topic hotel',
        chapter_title: 'All topics',
        quote: null,
        locked: true,
      },
    ]);
    expect(locked.body.data.answer.text).toBe(
      en.ai_tutor_locked.replace('{{course}}', 'Ten topics').replace('{{section}}', 'Topic hotel'),
    );
    expect(JSON.stringify(locked.body.data.answer)).not.toContain('explains hotel');

    const subscriber = await createUser(t.ctx);
    await subscribe(t, subscriber.token);
    const full = await askTutor(t, subscriber.token, {
      course_id: paid.course.id,
      message: 'Tell me about hotel',
    });
    expect(full.body.data.answer.sources[0]?.section_id).toBe(paid.sectionIds[7]);
    expect(full.body.data.answer.sources[0]).toMatchObject({
      quote: 'This section explains hotel.',
      locked: false,
    });
  });

  it('recommends at most 3 courses or skills listed here whose sections match, never the open one', async () => {
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const course = (title: string, body: string, extra: Partial<TextCourseInput> = {}) =>
      createTextCourse(t.ctx, {
        tutorId: other.user.id,
        title,
        chapters: [{ title: 'Plants', sections: [{ title: 'Growing', body }] }],
        ...extra,
      });
    const open = await course('Sunflower biology', 'Heliotropism: young sunflowers follow the sun.', {
      subjectId: c.physics.id,
    });
    const named = await course('Plant movement', 'Heliotropism turns sunflowers to face the light.');
    const skill = await course('Garden skills', 'Young sunflowers show heliotropism until they flower.');
    const subject = await course('Flowers in science', 'Heliotropism in sunflowers and daisies.', {
      subjectId: c.maths.id,
    });
    const weaker = await course(
      'Tall plants',
      'Sunflowers are tall plants that need a lot of water each day.',
    );
    const sameSubjectOnly = await course('Waves and optics', 'Light travels as a wave.', {
      subjectId: c.physics.id,
    });
    const draft = await course('Draft heliotropism', 'Heliotropism in sunflowers.', {
      approvalState: 'draft',
    });
    const school = await createTenant(t.ctx);
    const elsewhere = await course('School heliotropism', 'Heliotropism in sunflowers at school.', {
      subdomainIds: [school.id],
    });
    const student = await createUser(t.ctx);
    const ids = (res: {
      body: { data: { answer: { recommended_courses: Array<{ course_id: number }> } } };
    }) => res.body.data.answer.recommended_courses.map((r) => r.course_id);
    const res = await askTutor(t, student.token, {
      course_id: open.course.id,
      message: 'Why do sunflowers show heliotropism?',
    });
    expect(res.status).toBe(200);
    expect(new Set(ids(res))).toEqual(new Set([named.course.id, skill.course.id, subject.course.id]));
    for (const id of [open.course.id, weaker.course.id, sameSubjectOnly.course.id, draft.course.id]) {
      expect(ids(res)).not.toContain(id);
    }
    expect(ids(res)).not.toContain(elsewhere.course.id);
    expect(res.body.data.answer.recommended_courses).toContainEqual({
      course_id: skill.course.id,
      title: 'Garden skills',
      course_type: 'skill',
    });

    // Nothing in the catalogue matches: none, not the same course again and again.
    const none = await askTutor(t, student.token, {
      course_id: open.course.id,
      message: 'What about zqvx quasar spectra?',
    });
    expect(none.body.data.answer.recommended_courses).toEqual([]);

    // On the school's site the school's course is in its catalogue, so it may be recommended there.
    const pupil = await createUser(t.ctx, { subdomainId: school.id });
    const there = await askTutor(
      t,
      pupil.token,
      { course_id: open.course.id, message: 'Why do sunflowers show heliotropism?' },
      onTenant(school),
    );
    expect(ids(there)).toContain(elsewhere.course.id);
  });
});

describe('GET /user/ai/chat', () => {
  it('pages the conversation: page 1 the newest, each page oldest to newest, page 1 by default', async () => {
    const student = await createUser(t.ctx);
    for (let i = 1; i <= 11; i += 1) {
      const res = await askTutor(t, student.token, {
        course_id: biology.course.id,
        message: `Question ${i} on cells`,
      });
      expect(res.status).toBe(200);
    }
    const first = await chatHistory(t, student.token, `course_id=${biology.course.id}`);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({
      total: 22,
      count: AI_CHAT_PAGE_SIZE,
      per_page: AI_CHAT_PAGE_SIZE,
      current_page: 1,
      total_pages: 2,
    });
    const texts = first.body.data.map((message: { text: string }) => message.text);
    expect(texts[0]).toBe('Question 2 on cells');
    expect(first.body.data.at(-2).text).toBe('Question 11 on cells');
    expect(first.body.data.at(-1).role).toBe('assistant');
    const ids = first.body.data.map((message: { id: number }) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await chatHistory(t, student.token, `course_id=${biology.course.id}&page=2`);
    expect(second.body.data.map((message: { role: string; text: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(second.body.data[0].text).toBe('Question 1 on cells');
    expect(second.body.data[1].sources[0]?.section_title).toBe('Cells');
    expect(second.body.pagination.current_page).toBe(2);
    expect((await chatHistory(t, student.token, `course_id=${biology.course.id}&page=3`)).body.data).toEqual(
      [],
    );
  });

  it('shows each user only their own conversation', async () => {
    const student = await createUser(t.ctx);
    const res = await chatHistory(t, student.token, `course_id=${biology.course.id}`);
    expect(res.body.data).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('refuses a missing course id or a bad page with a 422', async () => {
    const student = await createUser(t.ctx);
    expect((await chatHistory(t, student.token, 'page=1')).status).toBe(422);
    expect((await chatHistory(t, student.token, `course_id=${biology.course.id}&page=0`)).status).toBe(422);
  });
});
