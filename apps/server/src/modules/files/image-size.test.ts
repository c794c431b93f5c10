import { describe, expect, it } from 'vitest';
import { JPEG_16X16, PDF_ONE_PAGE, PNG_1X1, solidPng } from '../../../test/files.ts';
import { imageSize } from './image-size.ts';

const base64 = (text: string) => Buffer.from(text, 'base64');

/** A 48x27 JPEG as Chromium's canvas writes it (JFIF, an ICC profile segment, then the frame). */
const JPEG_48X27_WITH_ICC = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAbADADASIAAhEBAxEB/8QAGQABAAMBAQAAAAAAAAAAAAAAAAQFBgID/8QAJRAAAgIBAQcFAAAAAAAAAAAAAAECAxEEFBVSU5GS0QUSIUFx/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAYEBf/EAB8RAAEEAwADAQAAAAAAAAAAAAEABAURAgMhBiJBQv/aAAwDAQACEQMRAD8AyGpvjp61Oak03j4I286eGzovJ16rCU9PFQjKT96eEs/TKrZ7uTZ2s6kJER7tqNrg1lZ/VKsl5R62cnXoHrQ+WrPedPDZ0Xkm1yU64zWcSSayZ/Z7uTZ2svdMmtPUmmmoJNP8M3kEYyZa8Mmpsk97a0Qkg7d7M8XIoAc5S9QASyo0AARAAEQABF//2Q==',
);

/** The first 32 bytes of 48x27 WebP files of each encoding (the size is all in them). */
const WEBP_LOSSY = base64('UklGRrAAAABXRUJQVlA4IKQAAACQBgCdASowABsAPm0=');
const WEBP_LOSSLESS = base64('UklGRjoAAABXRUJQVlA4TC0AAAAvL4AGAA8wM5/J/Bk=');
const WEBP_EXTENDED = base64('UklGRpICAABXRUJQVlA4WAoAAAAgAAAALwAAGgAASUM=');

describe('imageSize', () => {
  it('reads a PNG', () => {
    expect(imageSize(PNG_1X1)).toEqual({ width: 1, height: 1 });
    expect(imageSize(solidPng(640, 360))).toEqual({ width: 640, height: 360 });
  });

  it('reads a JPEG, past the segments before its frame', () => {
    expect(imageSize(JPEG_16X16)).toEqual({ width: 16, height: 16 });
    expect(imageSize(JPEG_48X27_WITH_ICC)).toEqual({ width: 48, height: 27 });
  });

  it('reads each WebP encoding', () => {
    for (const webp of [WEBP_LOSSY, WEBP_LOSSLESS, WEBP_EXTENDED]) {
      expect(imageSize(webp)).toEqual({ width: 48, height: 27 });
    }
  });

  it('answers null for anything else or a header cut short', () => {
    expect(imageSize(PDF_ONE_PAGE)).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
    expect(imageSize(PNG_1X1.subarray(0, 20))).toBeNull();
    expect(imageSize(JPEG_48X27_WITH_ICC.subarray(0, 100))).toBeNull();
    expect(imageSize(WEBP_LOSSY.subarray(0, 24))).toBeNull();
  });
});
