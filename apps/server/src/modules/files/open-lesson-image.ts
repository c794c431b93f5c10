import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { LESSON_IMAGE_PATH } from '../../platform/rich-text/index.ts';
import { isFileKey } from './policy.ts';
import { findFileByKey, isInOwnLesson, isMessageAttachment } from './repository.ts';

const LESSON_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** An attachment a lesson body shows, or a course's own cover. */
const IMAGE_KINDS = ['attachment', 'cover'];
/** Long enough for a learner to read the lesson; the lesson's stable URL signs a new one on every load. */
const IMAGE_URL_TTL_SECONDS = 6 * 3600;

/**
 * `GET /files/images/{kind}/{name}`: the signed download URL of an image a lesson or a course card shows. A lesson
 * body and a course's cover keep this stable URL (a signed one would expire in the stored HTML or a cached card);
 * its unguessable key is what grants the image, the same as the signed URL it leads to. Only a registered
 * attachment that is an image, or a registered cover, is served this way. An image sent in a message is not: only
 * the conversation's two people (and the admin team on a report) read it, through the short-lived signed URLs the
 * messages carry, so knowing its key is not enough. Unless its owner shows it in a lesson of their own courses
 * too (lesson images and message files are one kind, and an author may send a lesson's image): the lesson made
 * it public already, and sending it must not break the lesson. Someone else's lesson naming the key unlocks
 * nothing.
 */
export async function openLessonImage(ctx: AppContext, key: string): Promise<string> {
  if (!isFileKey(key)) throw AppError.notFound();
  const file = await findFileByKey(ctx.db, key);
  if (
    !file?.registeredAt ||
    !IMAGE_KINDS.includes(file.kind) ||
    !LESSON_IMAGE_TYPES.includes(file.contentType)
  ) {
    throw AppError.notFound();
  }
  if (
    (await isMessageAttachment(ctx.db, file.id)) &&
    !(await isInOwnLesson(ctx.db, `${LESSON_IMAGE_PATH}/${key}`, file.ownerId))
  ) {
    throw AppError.notFound();
  }
  return ctx.storage.signDownload(key, IMAGE_URL_TTL_SECONDS, { contentType: file.contentType });
}
