import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  deleteSections,
  findSection,
  hasVersion,
  markSectionDeleted,
  renumberSections,
  sectionIdsInOrder,
} from '../courses/index.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';
import { removeSectionMedia } from './section-media-cleanup.ts';

/**
 * `DELETE /sections/{id}`: the section (and learners' progress on it, its files and video); its chapter is
 * renumbered 1..n. While learners read the course's approved version, the section is only marked deleted: they
 * keep reading it (and their progress on it) until the edit is approved.
 */
export async function removeSection(ctx: AppContext, actor: Actor, sectionId: number): Promise<void> {
  requireAuthor(actor);
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const at = ctx.clock.now();
    await beginEdit(tx, actor, section.courseId, at);
    if (await hasVersion(tx, section.courseId)) {
      await markSectionDeleted(tx, sectionId, at);
    } else {
      await removeSectionMedia(ctx.storage, tx, afterCommit, [sectionId]);
      await deleteSections(tx, [sectionId]);
    }
    await renumberSections(tx, await sectionIdsInOrder(tx, section.chapterId));
  });
}
