import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND with valid CRCs). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 16x16 baseline JFIF JPEG (CPython's test image `python.jpg`, 543 bytes). */
export const JPEG_16X16 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8Q' +
    'EBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ' +
    'EBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQID' +
    'BAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/' +
    '2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx' +
    '4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+' +
    'Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolv' +
    'w4KOp1KM6iCNvngZHwetf//Z',
  'base64',
);

/** A one-page PDF. */
export const PDF_ONE_PAGE = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** The path and query of an API URL, for `call` (which speaks to the app in process). */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

export interface Upload {
  type: 'avatar' | 'attachment' | 'document' | 'video';
  contentType: string;
  bytes: Buffer;
}

/** Signs and PUTs a file through the API; answers the key. */
export async function uploadFile(t: TestApp, token: string, upload: Upload): Promise<string> {
  const signed = await t.call('POST', '/api/v1/files/signed-url', {
    token,
    body: { type: upload.type, content_type: upload.contentType, size: upload.bytes.length },
  });
  expect(signed.status).toBe(200);
  const put = await t.call('PUT', pathOf(signed.body.data.url), {
    body: upload.bytes,
    headers: signed.body.data.headers,
  });
  expect(put.status).toBe(200);
  return signed.body.data.key;
}

/** Uploads and registers a file; answers the registered file as the API shows it. */
export async function uploadAndRegister(
  t: TestApp,
  token: string,
  upload: Upload,
  extra: Record<string, unknown> = {},
) {
  const key = await uploadFile(t, token, upload);
  const res = await t.call('POST', '/api/v1/files', {
    token,
    body: { file: key, type: upload.type, ...extra },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}
