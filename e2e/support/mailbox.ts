import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

interface DevEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** A fresh address per journey, so journeys never share accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

async function messagesTo(request: APIRequestContext, address: string): Promise<DevEmail[]> {
  const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(address)}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as DevEmail[];
}

/** Waits for a message to `address` newer than `afterId` and returns it (the server writes mail after commit). */
export async function waitForEmail(
  request: APIRequestContext,
  address: string,
  afterId = 0,
): Promise<DevEmail> {
  let found: DevEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, address)).find((m) => m.id > afterId);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function latestEmailId(request: APIRequestContext, address: string): Promise<number> {
  return (await messagesTo(request, address))[0]?.id ?? 0;
}

export function codeIn(email: DevEmail): string {
  const match = /\b(\d{5})\b/.exec(email.text);
  if (!match) throw new Error(`no 5-digit code in the e-mail: ${email.text}`);
  return match[1]!;
}

export function linkIn(email: DevEmail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(email.text);
  if (!match) throw new Error(`no ${path} link in the e-mail: ${email.text}`);
  return match[0];
}
