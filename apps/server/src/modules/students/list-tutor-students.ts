import { type Language, MSG } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { presentTutorStudent } from './presenter.ts';
import { findPairSessionIds, findTutorStudents, type TutorStudentRow } from './repository.ts';

function requireTutor(actor: Actor) {
  if (actor.role !== 'teacher') throw AppError.forbidden(MSG.tutorOnly);
}

async function present(ctx: AppContext, rows: TutorStudentRow[], language: Language) {
  return Promise.all(
    rows.map(async (row) =>
      presentTutorStudent(
        row,
        row.avatarKey ? await ctx.storage.signDownload(row.avatarKey) : null,
        language,
      ),
    ),
  );
}

/** `GET /tutoring/students`: everyone who has had a session with the calling tutor. */
export async function listTutorStudents(ctx: AppContext, actor: Actor, language: Language) {
  requireTutor(actor);
  return present(ctx, await findTutorStudents(ctx.db, actor.userId, ctx.clock.now()), language);
}

/** `GET /tutoring/students/{id}`: one of the tutor's students with all their sessions together, latest first. */
export async function getTutorStudent(ctx: AppContext, actor: Actor, studentId: number, language: Language) {
  requireTutor(actor);
  const [row] = await findTutorStudents(ctx.db, actor.userId, ctx.clock.now(), studentId);
  if (!row) throw AppError.notFound();
  const [student] = await present(ctx, [row], language);
  const sessions = await loadSessionViews(
    ctx,
    await findPairSessionIds(ctx.db, actor.userId, studentId),
    language,
  );
  return { ...student!, sessions };
}
