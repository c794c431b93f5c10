import { COVER_SHAPE } from '@kru/contract';

/** The widest cover written: sharp on any card, well under the upload limit. */
const COVER_MAX_WIDTH = 1280;

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether an image of this size holds a cover of the card's shape at least as wide as the server asks. */
export function isLargeEnoughForCover(width: number, height: number): boolean {
  const widest = Math.min(width, (height * COVER_SHAPE.width) / COVER_SHAPE.height);
  return widest >= COVER_SHAPE.minWidth;
}

/**
 * The pixel size a crop of `area` is written at: the card's exact shape, as wide as the crop (never narrower than
 * the server's minimum, never wider than the maximum), so the server's shape check sees no rounding drift.
 */
export function coverOutputSize(area: CropArea): { width: number; height: number } {
  const width = Math.round(Math.min(COVER_MAX_WIDTH, Math.max(COVER_SHAPE.minWidth, area.width)));
  return { width, height: Math.round((width * COVER_SHAPE.height) / COVER_SHAPE.width) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}

/** Draws the cropped `area` of the image at `src` at the cover's size: WebP where the browser writes it, else JPEG. */
export async function cropCover(src: string, area: CropArea): Promise<File> {
  const image = await loadImage(src);
  const size = coverOutputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const webp = await toBlob(canvas, 'image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await toBlob(canvas, 'image/jpeg');
  if (!blob) throw new Error('The image could not be cropped.');
  return new File([blob], blob.type === 'image/webp' ? 'cover.webp' : 'cover.jpg', { type: blob.type });
}
