import { DIAGNOSTIC_LIMITS } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Tx } from '../../platform/db/client.ts';
import { formatTime } from '../../platform/format-time.ts';
import { fullName } from '../../platform/person-name.ts';
import { findQuiz, loadResult } from '../quizzes/index.ts';
import { type StudyPlanSummary, studyPlanSummary } from '../study-plans/index.ts';
import { type DiagnosticLine, type DigestFacts, PARENT_WORDS } from './copy.ts';
import { mailParents } from './parent-mail.ts';
import { subscribedContacts } from './policy.ts';
import {
  claimDigests,
  findCourseProgress,
  findDiagnosticAttemptIds,
  findDueDigests,
  findHeldSessions,
  findStudent,
  findUnsubscribes,
  findUpcomingSessions,
  type StudentRow,
} from './repository.ts';
import { sessionLine } from './tell-parents.ts';

const BATCH = 200;
const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The job (every 15 minutes, so zones with half- and quarter-hour offsets are served on time): each student whose
 * Sunday 18:00 has come in their time zone gets this week's digest sent to each subscribed contact once. The claim
 * of a (student, contact, week) row and the e-mail commit together, so two instances running it at once, or a
 * run repeated, never send a week twice; a failure sends nothing and the next run tries again that evening.
 */
export async function sendWeeklyDigests(ctx: AppContext): Promise<number> {
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const due = await findDueDigests(ctx.db, ctx.clock.now(), afterId, BATCH);
    for (const { studentId, weekOf } of due) {
      sent += await inTransaction(ctx.db, async (tx, afterCommit) => {
        const student = await findStudent(tx, studentId);
        if (!student) return 0;
        const contacts = subscribedContacts(student, await findUnsubscribes(tx, studentId));
        const now = ctx.clock.now();
        const claimed = await claimDigests(tx, studentId, contacts, weekOf, now);
        if (!claimed.length) return 0;
        const learner = { userId: student.id, tenantId: student.subdomainId };
        const plan = await studyPlanSummary(ctx, learner, student.language);
        const facts = await digestFacts(tx, student, now, plan);
        const words = PARENT_WORDS[student.language];
        const message = { subject: words.digestSubject(facts.firstName), blocks: words.digest(facts) };
        await mailParents(ctx, tx, student, claimed, 'parent_weekly_digest', message);
        afterCommit(() => ctx.mailer.wake());
        return claimed.length;
      });
    }
    if (due.length < BATCH) return sent;
    afterId = due.at(-1)!.studentId;
  }
}

/**
 * The week up to `now`: sessions held and those of the next 7 days, courses, diagnostics submitted, and where the
 * study plan stands.
 */
export async function digestFacts(
  tx: Tx,
  student: StudentRow,
  now: Date,
  plan: StudyPlanSummary | null,
): Promise<DigestFacts> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  // One after another: a transaction is one connection.
  const held = await findHeldSessions(tx, student.id, weekAgo, now);
  const upcoming = await findUpcomingSessions(tx, student.id, now, new Date(now.getTime() + WEEK_MS));
  const courses = await findCourseProgress(tx, student.id);
  const attemptIds = await findDiagnosticAttemptIds(tx, student.id, weekAgo, now);
  const diagnostics: DiagnosticLine[] = [];
  for (const id of attemptIds) {
    const quiz = await findQuiz(tx, id);
    if (!quiz) continue;
    const result = await loadResult(tx, quiz, student.language);
    diagnostics.push({
      title: result.section_title,
      percent: result.score_percent,
      weakest: result.specialty_scores
        .filter((score) => score.score_percent < DIAGNOSTIC_LIMITS.masteryPercent)
        .sort((a, b) => a.score_percent - b.score_percent)
        .slice(0, 3)
        .map((score) => ({ title: score.title, percent: score.score_percent })),
      topics: result.study_topics.slice(0, 3).map((topic) => topic.title),
    });
  }
  return {
    firstName: student.firstName ?? fullName(student),
    fullName: fullName(student),
    until: formatTime(now, student.language, student.timeZone, 'date'),
    timeZone: student.timeZone,
    held: held.map((session) => sessionLine(session, student)),
    upcoming: upcoming.map((session) => sessionLine(session, student)),
    courses,
    diagnostics,
    plan: plan && {
      title: plan.diagnosticTitle,
      done: plan.doneCount,
      total: plan.totalCount,
      open: plan.open,
    },
  };
}
