import type { AppContext } from '../platform/context.ts';
import type { ScheduledJob } from '../platform/jobs.ts';
import { rollSchedules } from './availability/index.ts';
import { refundUndecidedCancellations } from './cancellations/index.ts';
import { sweepStrandedVideos } from './course-media/index.ts';
import { removeUnregisteredUploads } from './files/index.ts';
import { sendMessageDigests } from './message-emails/index.ts';
import { sendSessionReminders } from './notifications/index.ts';
import { sendWeeklyDigests } from './parents/index.ts';
import {
  expireStaleSandboxCheckouts,
  renewSandboxSubscriptions,
  settleSandboxPayouts,
} from './payment-events/index.ts';
import { retryUnsentPayouts } from './payouts/index.ts';
import { closeAbandonedAttempts } from './quizzes/index.ts';
import {
  completeEndedSessions,
  expireUnansweredSessions,
  lapseUnpaidSessions,
  releaseSessionEarnings,
} from './sessions/index.ts';
import { expireLapsedSubscriptions } from './subscriptions/index.ts';
import { refreshNextFreeSlots } from './tutors/index.ts';
import { retryUnsentRefunds } from './wallet/index.ts';

/**
 * Every scheduled job of the modules: main.ts schedules them, and with DEV_CLOCK the journeys run one at once by
 * name (POST /api/v1/dev/jobs/run), so the two never drift apart.
 */
export function scheduledJobs(ctx: AppContext): ScheduledJob[] {
  return [
    // Timed quiz attempts left open past their limit (the tab closed) are scored with what was saved in time.
    { name: 'quizzes-close-abandoned', cron: '* * * * *', run: () => closeAbandonedAttempts(ctx) },
    // A video whose transcode lost its runner (a deploy, a crash) is queued again, or failed, past its bound.
    { name: 'videos-sweep-stranded', cron: '*/5 * * * *', run: () => sweepStrandedVideos(ctx) },
    { name: 'files-remove-unregistered', cron: '17 * * * *', run: () => removeUnregisteredUploads(ctx) },
    // The sandbox's bank and card network; with Stripe they find nothing to do (Stripe's webhooks report).
    { name: 'sandbox-settle-payouts', cron: '* * * * *', run: () => settleSandboxPayouts(ctx) },
    { name: 'sandbox-renew-subscriptions', cron: '* * * * *', run: () => renewSandboxSubscriptions(ctx) },
    { name: 'sandbox-expire-checkouts', cron: '23 * * * *', run: () => expireStaleSandboxCheckouts(ctx) },
    // A refund whose call to the provider failed is asked for again (same idempotency key).
    { name: 'wallet-retry-unsent-refunds', cron: '*/10 * * * *', run: () => retryUnsentRefunds(ctx) },
    // Likewise a payout whose outcome was unknown (it stays pending meanwhile, its money in payout_pending).
    { name: 'payouts-retry-unsent', cron: '*/10 * * * *', run: () => retryUnsentPayouts(ctx) },
    {
      name: 'cancellations-refund-undecided',
      cron: '* * * * *',
      run: () => refundUndecidedCancellations(ctx),
    },
    // The e-mail about messages that reached someone offline, a few minutes after the first (one per batch).
    { name: 'messages-send-digests', cron: '* * * * *', run: () => sendMessageDigests(ctx) },
    { name: 'sessions-send-reminders', cron: '*/5 * * * *', run: () => sendSessionReminders(ctx) },
    // Parents' weekly digest, due at 18:00 on Sunday in each student's zone: every 15 minutes serves the zones
    // with half- and quarter-hour offsets on time. Claimed per student, contact and week: never sent twice.
    { name: 'parents-send-weekly-digests', cron: '*/15 * * * *', run: () => sendWeeklyDigests(ctx) },
    {
      name: 'subscriptions-expire-lapsed',
      cron: '*/10 * * * *',
      run: () => expireLapsedSubscriptions(ctx),
    },
    // Sessions move on by time: unanswered requests expire, unpaid ones lapse, ended ones complete, and 24 hours
    // after the end (the no-show window) the tutor is paid.
    { name: 'sessions-expire-unanswered', cron: '* * * * *', run: () => expireUnansweredSessions(ctx) },
    { name: 'sessions-lapse-unpaid', cron: '* * * * *', run: () => lapseUnpaidSessions(ctx) },
    { name: 'sessions-complete-ended', cron: '* * * * *', run: () => completeEndedSessions(ctx) },
    { name: 'sessions-release-earnings', cron: '* * * * *', run: () => releaseSessionEarnings(ctx) },
    // The tutor search orders by a stored next free slot: moved past the slots that have started.
    { name: 'tutors-refresh-next-free', cron: '* * * * *', run: () => refreshNextFreeSlots(ctx) },
    // Weekly hours become slots up to each tutor's horizon: the days that came into it since yesterday.
    { name: 'availability-roll-schedules', cron: '10 0 * * *', run: () => rollSchedules(ctx) },
  ];
}
