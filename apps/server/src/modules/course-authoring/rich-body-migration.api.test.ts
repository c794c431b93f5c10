import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTextCourse } from '../../../test/ai-chat.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { enrolFixture } from '../../../test/courses.ts';
import { type CreatedUser, createUser } from '../../../test/factories.ts';
import { plainTextToHtml } from '../../platform/rich-text/index.ts';

let t: TestApp;
let tutor: CreatedUser;

beforeAll(async () => {
  t = await createTestApp();
  tutor = await createUser(t.ctx, { role: 'teacher', approvalStatus: 'approved' });
});

const api = '/api/v1';

/** Plain bodies as authors wrote them before rich lessons, with what could be mistaken for markup. */
const PLAIN = [
  'Solve 3x + 4 = 19.\nSubtract 4 from both sides.\n\nThen divide by 3: x = 5.',
  'if a < b && b > c:\r\n    print("a < c")\r\n\r\n<script>alert(1)</script> is text here.',
  '  One  \n \t\n\n\nTwo\n',
  '',
];

/** Runs migration 0025 on this file's own database, statement by statement, as the migrator does. */
async function runMigration() {
  const sql = readFileSync(new URL('../../../drizzle/0025_rich_lesson_bodies.sql', import.meta.url), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await t.ctx.db.$client.query(statement);
}

describe('migration 0025: plain bodies become HTML', () => {
  it('converts section bodies and approved versions the same way as plainTextToHtml, without loss', async () => {
    const { course, sectionIds } = await createTextCourse(t.ctx, {
      tutorId: tutor.user.id,
      title: 'Plain course',
      isFree: true,
      chapters: [{ title: 'Chapter', sections: PLAIN.map((body, i) => ({ title: `S${i}`, body })) }],
    });
    // An edit of the approved course keeps its approved version (a JSON snapshot holding the plain bodies).
    const edit = await t.call('PATCH', `${api}/sections/${sectionIds[0]}`, {
      token: tutor.token,
      body: { title: 'Edited title' },
    });
    expect(edit.status).toBe(200);

    await runMigration();

    const { rows } = await t.ctx.db.$client.query(
      'SELECT description FROM course_sections WHERE id = ANY($1) ORDER BY sort_order',
      [sectionIds],
    );
    const expected = PLAIN.map(plainTextToHtml);
    expect(rows.map((row) => row.description)).toEqual(expected);
    expect(expected[1]).toBe(
      '<p>if a &lt; b &amp;&amp; b &gt; c:<br>    print(&quot;a &lt; c&quot;)</p>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt; is text here.</p>',
    );
    const version = await t.ctx.db.$client.query('SELECT content FROM course_versions WHERE course_id = $1', [
      course.id,
    ]);
    expect(version.rows[0].content.sections.map((s: { description: string }) => s.description)).toEqual(
      expected,
    );

    // Its learner reads the approved version, converted like the working copy.
    const student = await createUser(t.ctx);
    await enrolFixture(t.ctx, course.id, student.user.id);
    const read = await t.call('GET', `${api}/sections/${sectionIds[1]}`, { token: student.token });
    expect(read.status).toBe(200);
    expect(read.body.data.title).toBe('S1');
    expect(read.body.data.description).toBe(expected[1]);
    const { rows: functions } = await t.ctx.db.$client.query(
      `SELECT 1 FROM pg_proc WHERE proname = 'kru_plain_text_to_lesson_html'`,
    );
    expect(functions).toEqual([]);
  });
});
