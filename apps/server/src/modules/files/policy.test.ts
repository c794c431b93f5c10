import { FILE_KINDS, type FileKind } from '@kru/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptsContentType,
  byteRange,
  contentDisposition,
  contentMatches,
  extensionOf,
  formatBytes,
  isFileKey,
  normalizeContentType,
} from './policy.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const head = (text: string) => Buffer.from(text, 'latin1');

describe('content types a kind accepts', () => {
  it('folds case, parameters and the image/jpg alias', () => {
    expect(normalizeContentType('Image/JPG')).toBe('image/jpeg');
    expect(normalizeContentType('text/plain; charset=UTF-8')).toBe('text/plain');
    expect(normalizeContentType('')).toBe('');
  });

  it('allows an avatar only as PNG or JPEG', () => {
    expect(acceptsContentType('avatar', 'image/png')).toBe(true);
    expect(acceptsContentType('avatar', 'image/jpeg')).toBe(true);
    expect(acceptsContentType('avatar', 'image/webp')).toBe(false);
    expect(acceptsContentType('avatar', 'application/pdf')).toBe(false);
  });

  it('allows video only for the video kind', () => {
    expect(acceptsContentType('video', 'video/mp4')).toBe(true);
    expect(acceptsContentType('attachment', 'video/mp4')).toBe(false);
    expect(acceptsContentType('document', 'application/pdf')).toBe(true);
  });

  it('has an extension for every accepted type', () => {
    for (const kind of Object.keys(FILE_KINDS) as FileKind[]) {
      for (const type of FILE_KINDS[kind].contentTypes) expect(extensionOf(type)).not.toBe('bin');
    }
    expect(extensionOf('image/jpeg')).toBe('jpg');
  });
});

describe('formatBytes', () => {
  it('writes the limits the way the message shows them', () => {
    expect(formatBytes(FILE_KINDS.avatar.maxBytes)).toBe('10 MB');
    expect(formatBytes(FILE_KINDS.attachment.maxBytes)).toBe('100 MB');
    expect(formatBytes(FILE_KINDS.video.maxBytes)).toBe('1 GB');
    expect(formatBytes(1536 * 1024 * 1024)).toBe('1.5 GB');
    expect(formatBytes(2048)).toBe('2 KB');
  });
});

describe('keys', () => {
  it('recognises only keys of the shape handed out', () => {
    expect(isFileKey('avatar/AbCdEf0123456789_-xyzw.png')).toBe(true);
    expect(isFileKey('video/AbCdEf0123456789_-xyzw.mp4')).toBe(true);
    expect(isFileKey('avatar/short.png')).toBe(false);
    expect(isFileKey('secrets/AbCdEf0123456789_-xyzw.png')).toBe(false);
    expect(isFileKey('avatar/../AbCdEf0123456789xyzw.png')).toBe(false);
    expect(isFileKey('avatar/AbCdEf0123456789_-xyzw')).toBe(false);
  });
});

describe('contentMatches', () => {
  it('wants the sniffed type to be the declared one', () => {
    expect(contentMatches('image/png', 'image/png', head('x'))).toBe(true);
    expect(contentMatches('image/png', 'image/apng', head('x'))).toBe(true);
    expect(contentMatches('image/png', 'image/jpeg', head('x'))).toBe(false);
    expect(contentMatches('image/jpeg', undefined, head('x'))).toBe(false);
    expect(contentMatches('application/pdf', 'application/pdf', head('%PDF'))).toBe(true);
    expect(contentMatches('application/pdf', 'application/zip', head('PK'))).toBe(false);
  });

  it('accepts office files sniffed as their type or as a plain zip, not as another office type', () => {
    expect(contentMatches(DOCX, DOCX, head('PK'))).toBe(true);
    expect(contentMatches(DOCX, 'application/zip', head('PK'))).toBe(true);
    expect(contentMatches(DOCX, XLSX, head('PK'))).toBe(false);
    expect(contentMatches('application/zip', XLSX, head('PK'))).toBe(true);
  });

  it('treats MP4 and QuickTime as one container family, WebM and MKV as another', () => {
    expect(contentMatches('video/mp4', 'video/quicktime', head('x'))).toBe(true);
    expect(contentMatches('video/quicktime', 'video/mp4', head('x'))).toBe(true);
    expect(contentMatches('video/mp4', 'audio/x-m4a', head('x'))).toBe(false);
    expect(contentMatches('video/webm', 'video/webm', head('x'))).toBe(true);
    expect(contentMatches('video/webm', 'video/mp4', head('x'))).toBe(false);
    expect(contentMatches('video/x-matroska', 'video/x-matroska', head('x'))).toBe(true);
    expect(contentMatches('video/x-matroska', 'video/webm', head('x'))).toBe(true);
    expect(contentMatches('video/x-matroska', 'video/matroska', head('x'))).toBe(true);
    expect(contentMatches('video/x-matroska', 'application/pdf', head('x'))).toBe(false);
  });

  it('accepts text only when nothing binary is recognised in it', () => {
    expect(contentMatches('text/plain', undefined, head('hello\nworld'))).toBe(true);
    expect(contentMatches('text/plain', 'application/xml', head('<?xml version="1.0"?>'))).toBe(true);
    expect(contentMatches('text/plain', 'image/png', head('\x89PNG'))).toBe(false);
    expect(contentMatches('text/plain', undefined, head('ab\x00cd'))).toBe(false);
  });

  it('never accepts an empty file', () => {
    expect(contentMatches('text/plain', undefined, Buffer.alloc(0))).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('shows images, video and PDF inline and saves the rest', () => {
    expect(contentDisposition('image/png', 'me.png')).toBe(
      `inline; filename="me.png"; filename*=UTF-8''me.png`,
    );
    expect(contentDisposition('application/pdf', 'a.pdf')).toMatch(/^inline;/);
    expect(contentDisposition('video/mp4', 'a.mp4')).toMatch(/^inline;/);
    expect(contentDisposition('text/plain', 'notes.txt')).toMatch(/^attachment;/);
    expect(contentDisposition('application/zip', 'a.zip')).toMatch(/^attachment;/);
  });

  it('keeps the header safe for any file name', () => {
    expect(contentDisposition('text/plain', 'บันทึก "1".txt')).toBe(
      `attachment; filename="______ _1_.txt"; filename*=UTF-8''${encodeURIComponent('บันทึก "1".txt')}`,
    );
    expect(contentDisposition('text/plain', "it's (1).txt")).toContain(
      `filename*=UTF-8''it%27s%20%281%29.txt`,
    );
  });
});

describe('byteRange', () => {
  it('reads one range of the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('falls back to the whole file otherwise', () => {
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRange('bytes=1000-', 1000)).toBeNull();
    expect(byteRange('bytes=5-1', 1000)).toBeNull();
    expect(byteRange('bytes=-0', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
    expect(byteRange('bytes=0-1', 0)).toBeNull();
  });
});
