import type { Language } from '@kru/contract';
import { sha256 } from '../../platform/auth/secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/i18n.ts';
import { fullName } from '../../platform/person-name.ts';
import { type CalendarEvent, writeCalendar } from './ics.ts';
import { type FeedSessionRow, findFeedOwner, findFeedSessions } from './repository.ts';

const PAST_DAYS = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const WORDS: Record<
  Language,
  {
    calendar: string;
    summary: (subject: string, other: string) => string;
    trialSummary: (subject: string, other: string) => string;
    open: string;
  }
> = {
  en: {
    calendar: 'Kru sessions',
    summary: (subject, other) => `Kru: ${subject} with ${other}`,
    trialSummary: (subject, other) => `Kru: trial lesson in ${subject} with ${other}`,
    open: 'Open the session on Kru',
  },
  th: {
    calendar: 'ตารางเรียน Kru',
    summary: (subject, other) => `Kru: เรียนวิชา${subject} กับ ${other}`,
    trialSummary: (subject, other) => `Kru: บทเรียนทดลอง วิชา${subject} กับ ${other}`,
    open: 'เปิดการเรียนนี้ใน Kru',
  },
};

function eventOf(ctx: AppContext, row: FeedSessionRow, userId: number, language: Language): CalendarEvent {
  const words = WORDS[language];
  const other = row.tutor.id === userId ? row.student : row.tutor;
  const url = `${ctx.config.appUrl}/tuition/sessions`;
  return {
    uid: `session-${row.id}@${new URL(ctx.config.appUrl).hostname}`,
    start: row.startingAt,
    end: row.endingAt,
    summary: (row.isTrial ? words.trialSummary : words.summary)(
      localized(row.subject, language),
      fullName(other),
    ),
    description: `${words.open}: ${url}`,
    url,
    updatedAt: row.updatedAt,
    sequence: row.sequence,
  };
}

/**
 * `GET /calendar-feed/{token}.ics` (no sign-in: the token is the secret): the owner's approved and completed
 * sessions of the last 30 days and the future, in the owner's language. An unknown token is 404.
 */
export async function renderCalendarFeed(ctx: AppContext, file: string): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!TOKEN_PATTERN.test(token)) throw AppError.notFound();
  const owner = await findFeedOwner(ctx.db, sha256(token));
  if (!owner) throw AppError.notFound();
  const now = ctx.clock.now();
  const rows = await findFeedSessions(ctx.db, owner.id, new Date(now.getTime() - PAST_DAYS * 86_400_000));
  return writeCalendar({
    name: WORDS[owner.language].calendar,
    stamp: now,
    events: rows.map((row) => eventOf(ctx, row, owner.id, owner.language)),
  });
}
