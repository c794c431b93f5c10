import { messagesEn as en, SECTION_BODY_MAX } from '@kru/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCourseFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { PNG_1X1, pathOf, uploadAndRegister } from '../../../test/files.ts';
import { courseSections, courseVersions } from '../../platform/db/schema/index.ts';

let t: TestApp;
let tutor: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const api = '/api/v1';

async function newSection() {
  const { chapters } = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [1] });
  return chapters[0]!.sections[0]!.id;
}
const patchBody = (sectionId: number, description: string) =>
  t.call('PATCH', `${api}/sections/${sectionId}`, { token: tutor.token, body: { description } });
const storedBody = async (sectionId: number) =>
  (await t.ctx.db.select().from(courseSections).where(eq(courseSections.id, sectionId)))[0]!.description;

/** What the lesson editor sends for a lesson with every feature. */
const RICH = [
  '<h2>Squares</h2>',
  '<p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.org/read">a link</a>.</p>',
  '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
  '<ol start="3"><li><p>three</p></li></ol>',
  '<blockquote><p>A quote</p></blockquote>',
  '<table><tbody><tr><th colspan="2"><p>x</p></th></tr><tr><td><p>1</p></td><td><p>1</p></td></tr></tbody></table>',
  '<pre><code class="language-python">for n in range(1, 6):\n    print(n * n)</code></pre>',
  '<p>Area <span data-type="inline-math" data-latex="\\pi r^2"></span></p>',
  '<div data-type="block-math" data-latex="\\frac{a}{b}"></div>',
  '<img src="https://example.org/circle.png" alt="A circle">',
].join('');

describe('PATCH /sections/{id}: the rich body', () => {
  it('keeps headings, lists, tables, links, quotes, code, maths and images as the editor wrote them', async () => {
    const sectionId = await newSection();
    const res = await patchBody(sectionId, RICH);
    expect(res.status).toBe(200);
    const stored = await storedBody(sectionId);
    expect(res.body.data.description).toBe(stored);
    for (const kept of [
      '<h2>Squares</h2>',
      '<strong>bold</strong>',
      '<em>italic</em>',
      '<a href="https://example.org/read" target="_blank" rel="noopener noreferrer nofollow">a link</a>',
      '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
      '<ol start="3">',
      '<blockquote><p>A quote</p></blockquote>',
      '<th colspan="2"><p>x</p></th>',
      '<pre><code class="language-python">for n in range(1, 6):\n    print(n * n)</code></pre>',
      '<span data-type="inline-math" data-latex="\\pi r^2"></span>',
      '<div data-type="block-math" data-latex="\\frac{a}{b}"></div>',
      '<img src="https://example.org/circle.png" alt="A circle" />',
    ]) {
      expect(stored).toContain(kept);
    }
  });

  it('stores no script, event handler, javascript: link, iframe, style or foreign class, whatever is sent', async () => {
    const sectionId = await newSection();
    const res = await patchBody(
      sectionId,
      [
        '<h2 style="color:red" onclick="steal()">Title</h2>',
        '<script>alert(1)</script>',
        '<p onmouseover="steal()">Text <a href="javascript:alert(1)">click</a> <a href="JaVaScRiPt:alert(2)">me</a></p>',
        '<img src="x" onerror="alert(1)" alt="broken">',
        '<img src="javascript:alert(1)" alt="js">',
        '<img src="http://example.org/plain.png" alt="not https">',
        '<iframe src="https://example.org/embed"></iframe>',
        '<style>p { display: none }</style>',
        '<p class="evil" style="position:fixed">Styled</p>',
        '<svg onload="alert(1)"><circle /></svg>',
        '<form action="https://example.org"><input name="x"></form>',
        '<pre><code class="language-python evil" onclick="x()">print(1)</code></pre>',
        '<div data-type="evil" data-latex="x">hidden</div>',
      ].join(''),
    );
    expect(res.status).toBe(200);
    const stored = await storedBody(sectionId);
    expect(stored).toBe(
      '<h2>Title</h2><p>Text <a target="_blank" rel="noopener noreferrer nofollow">click</a> ' +
        '<a target="_blank" rel="noopener noreferrer nofollow">me</a></p><p>Styled</p>' +
        '<pre><code class="language-python">print(1)</code></pre>',
    );
    for (const banned of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      'style=',
      '<svg',
      '<form',
    ]) {
      expect(stored.toLowerCase()).not.toContain(banned);
    }
  });

  it('keeps an image uploaded through the files pipeline, whose stable URL leads to the image', async () => {
    const sectionId = await newSection();
    const file = await uploadAndRegister(t, tutor.token, {
      type: 'attachment',
      contentType: 'image/png',
      bytes: PNG_1X1,
    });
    const src = `${api}/files/images/${file.key}`;
    const res = await patchBody(sectionId, `<p>Look:</p><img src="${src}" alt="One pixel">`);
    expect(res.status).toBe(200);
    expect(await storedBody(sectionId)).toBe(`<p>Look:</p><img src="${src}" alt="One pixel" />`);

    const image = await t.call('GET', src);
    expect(image.status).toBe(302);
    const download = await t.call('GET', pathOf(image.headers.location as string));
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  it('keeps a lesson image showing once its author sends it in a message, which opens it too', async () => {
    const sectionId = await newSection();
    const png = { type: 'attachment', contentType: 'image/png', bytes: PNG_1X1 } as const;
    const file = await uploadAndRegister(t, tutor.token, png);
    const src = `${api}/files/images/${file.key}`;
    expect((await patchBody(sectionId, `<p>Look:</p><img src="${src}" alt="One pixel">`)).status).toBe(200);
    const student = await createUser(t.ctx);
    const conversation = await t.call('POST', `${api}/conversations`, {
      token: student.token,
      body: { user_id: tutor.user.id },
    });
    expect(conversation.status, JSON.stringify(conversation.body)).toBe(200);
    const send = (fileId: number) =>
      t.call('POST', `${api}/conversations/${conversation.body.data.id}/messages`, {
        token: tutor.token,
        body: { body: 'The diagram from the lesson', attachment_ids: [fileId] },
      });
    const sent = await send(file.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const image = await t.call('GET', src);
    expect(image.status).toBe(302);
    expect((await t.call('GET', pathOf(image.headers.location as string))).status).toBe(200);
    expect((await t.call('GET', pathOf(sent.body.data.attachments[0].url))).status).toBe(200);

    // Taken out of the lesson, it is a message's image again: its key alone opens nothing.
    expect((await patchBody(sectionId, '<p>No picture now</p>')).status).toBe(200);
    expect((await t.call('GET', src)).status).toBe(404);
    // The approved version learners read still showing it is a lesson showing it.
    const { course } = await createCourseFixture(t.ctx, { tutorId: tutor.user.id, sections: [1] });
    const content = { sections: [{ description: `<img src="${src}" alt="One pixel" />` }] };
    await t.ctx.db.insert(courseVersions).values({ courseId: course.id, content: content as never });
    expect((await t.call('GET', src)).status).toBe(302);

    // Another tutor's lesson naming a sent image's key unlocks nothing.
    const onlySent = await uploadAndRegister(t, tutor.token, png);
    expect((await send(onlySent.id)).status).toBe(200);
    const other = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
    const { chapters } = await createCourseFixture(t.ctx, { tutorId: other.user.id, sections: [1] });
    const otherSrc = `${api}/files/images/${onlySent.key}`;
    const borrowed = await t.call('PATCH', `${api}/sections/${chapters[0]!.sections[0]!.id}`, {
      token: other.token,
      body: { description: `<img src="${otherSrc}" alt="Borrowed">` },
    });
    expect(borrowed.status).toBe(200);
    expect((await t.call('GET', otherSrc)).status).toBe(404);
  });

  it('answers 404 for the image URL of anything but a registered image attachment', async () => {
    const pdf = await uploadAndRegister(t, tutor.token, {
      type: 'attachment',
      contentType: 'application/pdf',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    for (const path of [
      `files/images/${pdf.key}`,
      'files/images/attachment/missing.png',
      'files/images/x/y',
    ]) {
      expect((await t.call('GET', `${api}/${path}`)).status).toBe(404);
    }
  });

  it('stores an empty editor (an empty paragraph) as an empty body', async () => {
    const sectionId = await newSection();
    expect((await patchBody(sectionId, '<p></p><p> </p>')).status).toBe(200);
    expect(await storedBody(sectionId)).toBe('');
  });

  it('counts the text against the limit, not the markup', async () => {
    const sectionId = await newSection();
    const paragraph = `<p><strong>${'a'.repeat(99)}</strong></p>`;
    // 450 paragraphs: about 45,000 characters of text in more than 55,000 of HTML.
    const fits = paragraph.repeat(450);
    expect(fits.length).toBeGreaterThan(SECTION_BODY_MAX);
    expect((await patchBody(sectionId, fits)).status).toBe(200);

    const tooLong = await patchBody(sectionId, `<p>${'a'.repeat(SECTION_BODY_MAX + 1)}</p>`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.description).toEqual([en.text_too_long]);
  });
});
