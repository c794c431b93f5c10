import { type Language, penceToPounds, type TutorDashboard } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSessionViews } from '../sessions/index.ts';
import { tutorFigures, tutorUpcomingSessionIds } from './repository.ts';

/** `GET /dashboard/tutor`: the tutor's home (tutors only: 403 otherwise). */
export async function getTutorDashboard(
  ctx: AppContext,
  actor: Actor,
  language: Language,
): Promise<TutorDashboard> {
  if (actor.role !== 'teacher') throw AppError.forbidden();
  const now = ctx.clock.now();
  const [ids, figures] = await Promise.all([
    tutorUpcomingSessionIds(ctx.db, actor.userId, now),
    tutorFigures(ctx.db, actor.userId, now),
  ]);
  return {
    sessions: await loadSessionViews(ctx, ids, language),
    students_count: figures.studentsCount,
    earnings: {
      this_month: penceToPounds(figures.thisMonthPence),
      last_month: penceToPounds(figures.lastMonthPence),
      currency: 'GBP',
    },
  };
}
