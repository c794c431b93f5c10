import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isFileKey } from './policy.ts';
import { findFileByKey } from './repository.ts';

const LESSON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** Long enough for a learner to read the lesson; the lesson's stable URL signs a new one on every load. */
const IMAGE_URL_TTL_SECONDS = 6 * 3600;

/**
 * `GET /files/images/{kind}/{name}`: the signed download URL of an image a lesson shows. A lesson body keeps this
 * stable URL (a signed one would expire in the stored HTML); its unguessable key is what grants the image, the
 * same as the signed URL it leads to. Only a registered attachment that is an image is served this way.
 */
export async function openLessonImage(ctx: AppContext, key: string): Promise<string> {
  if (!isFileKey(key)) throw AppError.notFound();
  const file = await findFileByKey(ctx.db, key);
  if (!file?.registeredAt || file.kind !== 'attachment' || !LESSON_IMAGE_TYPES.includes(file.contentType)) {
    throw AppError.notFound();
  }
  return ctx.storage.signDownload(key, IMAGE_URL_TTL_SECONDS, { contentType: file.contentType });
}
