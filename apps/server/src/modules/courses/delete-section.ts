import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { deleteSections, findSection, renumberSections, sectionIdsInOrder } from './authoring-repository.ts';
import { beginEdit, requireAuthor } from './edit-guard.ts';
import { removeSectionMedia } from './section-media-cleanup.ts';

/** `DELETE /sections/{id}`: the section (and learners' progress on it, its files and video); its chapter is renumbered 1..n. */
export async function removeSection(ctx: AppContext, actor: Actor, sectionId: number): Promise<void> {
  requireAuthor(actor);
  const section = await findSection(ctx.db, sectionId);
  if (!section) throw AppError.notFound();
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    await beginEdit(tx, actor, section.courseId, ctx.clock.now());
    await removeSectionMedia(ctx.storage, tx, afterCommit, [sectionId]);
    await deleteSections(tx, [sectionId]);
    await renumberSections(tx, await sectionIdsInOrder(tx, section.chapterId));
  });
}
