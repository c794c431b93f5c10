import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, data } from './api.ts';
import { muxWebm, vp8FrameOfWebp } from './webm.ts';

const WIDTH = 320;
const HEIGHT = 180;

/**
 * A real, playable WebM of `seconds` (one frame a second, each showing its second), drawn on a canvas in the
 * browser of `page` (which encodes WebP, that is VP8) and muxed here.
 */
export async function playableWebm(page: Page, seconds: number): Promise<Buffer> {
  const images = await page.evaluate(
    ({ count, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { alpha: false })!;
      return Array.from({ length: count }, (_, second) => {
        context.fillStyle = `hsl(${(second * 37) % 360} 60% 45%)`;
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#fff';
        context.font = 'bold 64px sans-serif';
        context.fillText(String(second), 24, 110);
        return canvas.toDataURL('image/webp', 0.6).split(',')[1]!;
      });
    },
    { count: seconds, width: WIDTH, height: HEIGHT },
  );
  const frames = images.map((base64) => vp8FrameOfWebp(Buffer.from(base64, 'base64')));
  return muxWebm(frames, WIDTH, HEIGHT, 1000);
}

/** The author puts `video` on a video section the way the editor does: create, upload, submit, then waits for ready. */
export async function uploadSectionVideo(
  request: APIRequestContext,
  token: string,
  sectionId: number,
  video: Buffer,
  contentType = 'video/webm',
) {
  const created = await data<{ upload_link: string; upload_headers: Record<string, string> | null }>(
    await request.post(
      `/api/v1/sections/${sectionId}/videos?size=${video.length}&content_type=${contentType}`,
      {
        headers: bearer(token),
      },
    ),
  );
  const put = await request.put(created.upload_link, { headers: created.upload_headers ?? {}, data: video });
  expect(put.ok(), await put.text()).toBeTruthy();
  await data(await request.patch(`/api/v1/sections/${sectionId}/videos`, { headers: bearer(token) }));
  await videoReady(request, token, sectionId);
}

/** Waits for the server's transcode job to make the section's video ready. */
export async function videoReady(request: APIRequestContext, token: string, sectionId: number) {
  await expect
    .poll(
      async () => {
        const video = await data<{ upload_status: string } | null>(
          await request.get(`/api/v1/sections/${sectionId}/videos/checkout`, { headers: bearer(token) }),
        );
        return video?.upload_status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
}
