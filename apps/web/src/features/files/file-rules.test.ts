import { describe, expect, it } from 'vitest';
import {
  fileKeyFromUrl,
  fileProblem,
  formatFileSize,
  normalizeContentType,
  VIDEO_ACCEPT,
  videoContentType,
} from './file-rules.ts';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('accepts a png or jpeg avatar up to 10 MB', () => {
    expect(fileProblem({ type: 'image/png', size: 10 * MB }, 'avatar')).toBeNull();
    expect(fileProblem({ type: 'image/jpg', size: 1000 }, 'avatar')).toBeNull();
  });

  it('refuses an avatar above 10 MB, of another type or empty', () => {
    expect(fileProblem({ type: 'image/png', size: 10 * MB + 1 }, 'avatar')).toEqual({
      key: 'tooLarge',
      max: '10MB',
    });
    expect(fileProblem({ type: 'image/gif', size: 1000 }, 'avatar')).toEqual({ key: 'typeNotAllowed' });
    expect(fileProblem({ type: '', size: 1000 }, 'avatar')).toEqual({ key: 'typeNotAllowed' });
    expect(fileProblem({ type: 'image/png', size: 0 }, 'avatar')).toEqual({ key: 'empty' });
  });

  it('words the attachment limit as 100MB', () => {
    expect(fileProblem({ type: 'application/pdf', size: 100 * MB + 1 }, 'attachment')).toEqual({
      key: 'tooLarge',
      max: '100MB',
    });
  });
});

describe('formatFileSize and normalizeContentType', () => {
  it('formats sizes the way the messages quote them', () => {
    expect(formatFileSize(1024 * MB)).toBe('1GB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5MB');
    expect(formatFileSize(2000)).toBe('2KB');
  });

  it('folds aliases and parameters', () => {
    expect(normalizeContentType('Image/JPG; charset=x')).toBe('image/jpeg');
  });
});

describe('fileKeyFromUrl', () => {
  it('reads the key of a local or S3 download URL', () => {
    expect(fileKeyFromUrl('/api/v1/files/download/avatar/abcdefghijklmnop1234.png?expires=1&sig=x')).toBe(
      'avatar/abcdefghijklmnop1234.png',
    );
    expect(
      fileKeyFromUrl(
        'https://bucket.s3.eu-west-2.amazonaws.com/avatar/Abc_def-ghijklmnop12.jpg?X-Amz-Signature=1',
      ),
    ).toBe('avatar/Abc_def-ghijklmnop12.jpg');
  });

  it('answers null for anything else', () => {
    expect(fileKeyFromUrl('https://example.com/picture.png')).toBeNull();
    expect(fileKeyFromUrl('/files/unknown/abcdefghijklmnop1234.png')).toBeNull();
  });
});

describe('videoContentType', () => {
  it('keeps a type the server accepts and names the others by their extension', () => {
    expect(videoContentType({ name: 'a.mp4', type: 'video/mp4' })).toBe('video/mp4');
    expect(videoContentType({ name: 'talk.MKV', type: '' })).toBe('video/x-matroska');
    expect(videoContentType({ name: 'clip.mov', type: 'application/octet-stream' })).toBe('video/quicktime');
    expect(videoContentType({ name: 'notes.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });

  it('lets the picker offer every accepted container, by type and by extension', () => {
    for (const accepted of ['video/x-matroska', 'video/quicktime', '.mkv', '.mov', '.webm', '.mp4']) {
      expect(VIDEO_ACCEPT.split(',')).toContain(accepted);
    }
  });
});
