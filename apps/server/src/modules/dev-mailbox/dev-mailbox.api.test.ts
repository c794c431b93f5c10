import { randomBytes } from 'node:crypto';
import { devMailboxResponse } from '@kru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const address = () => `inbox-${randomBytes(4).toString('hex')}@example.com`;

async function write(to: string, subject: string, text = 'Hello') {
  await t.ctx.mailer.enqueue(t.ctx.db, {
    to,
    template: 'test',
    language: 'en',
    subject,
    text,
    html: `<p>${text}</p>`,
  });
}

describe('dev mailbox', () => {
  it('lists the messages of one address, newest first, as JSON', async () => {
    const to = address();
    await write(to, 'First');
    await write(to, 'Second', 'Your code is 12345');
    await write(address(), 'Someone else');

    const res = await t.call('GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(devMailboxResponse.parse(res.body)).toEqual(res.body);
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(res.body.data[0]).toMatchObject({
      to,
      text: 'Your code is 12345',
      html: '<p>Your code is 12345</p>',
    });
  });

  it('carries the codes the account calls send', async () => {
    const to = address();
    await t.call('POST', '/api/v1/register', {
      body: { email: to, password: 'a good password', user_type: 'student', terms_accepted: true },
    });
    const res = await t.call('GET', `/api/v1/dev/mailbox?to=${to}`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].text).toMatch(/\b\d{5}\b/);
  });

  it('shows a page outside /api with every value escaped', async () => {
    const to = address();
    await write(to, '<script>alert(1)</script>', 'a <b>bold</b> claim');
    const res = await t.call('GET', `/dev/mailbox?to=${to}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('a &lt;b&gt;bold&lt;/b&gt; claim');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain(to);
  });

  it('does not exist in production, whatever else is set', async () => {
    const production = await createTestApp({
      config: { env: 'production', smtpUrl: undefined, seedDemo: true, devClock: true },
    });
    expect((await production.call('GET', '/api/v1/dev/mailbox')).status).toBe(404);
    // Outside /api an unknown page falls through to the web app (when built), never to the mailbox.
    const page = await production.call('GET', '/dev/mailbox');
    expect(String(page.body)).not.toContain('Kru dev mailbox');
  });

  it('does not exist when real mail is sent', async () => {
    const smtp = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:2525' } });
    expect((await smtp.call('GET', '/api/v1/dev/mailbox')).status).toBe(404);
  });
});
