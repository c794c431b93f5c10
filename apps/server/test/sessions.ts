import { eq } from 'drizzle-orm';
import { getBalances } from '../src/modules/ledger/index.ts';
import { holdSessionMoney } from '../src/modules/session-money/index.ts';
import { inTransaction } from '../src/platform/db/client.ts';
import {
  availabilities,
  cancellations,
  sessionSlots,
  tutoringSessions,
  type users,
} from '../src/platform/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { type CreatedUser, createUser } from './factories.ts';
import { createProfileCatalogue, type ProfileCatalogue } from './profile-fixtures.ts';
import { createReadyTutor } from './tutors.ts';
import { topUp } from './wallet.ts';

const SLOT_MS = 30 * 60_000;
export const HOUR_MS = 3_600_000;

type UserColumns = Partial<typeof users.$inferInsert>;

export interface Classroom {
  catalogue: ProfileCatalogue;
  tutor: CreatedUser;
  student: CreatedUser;
}

/**
 * An approved tutor teaching maths at 25 pounds an hour, and a student with `funds` pounds in the wallet (a
 * real sandbox top-up). Columns of either can be set (names, language, time zone).
 */
export async function createClassroom(
  t: TestApp,
  options: { tutor?: UserColumns; student?: UserColumns; funds?: number; catalogue?: ProfileCatalogue } = {},
): Promise<Classroom> {
  const catalogue = options.catalogue ?? (await createProfileCatalogue(t.ctx));
  const tutor = await createReadyTutor(t, catalogue, {
    documents: false,
    approvalStatus: 'approved',
    ...options.tutor,
  });
  const student = await createUser(t.ctx, { firstName: 'Somchai', lastName: 'Student', ...options.student });
  if (options.funds !== 0) await topUp(t, student.token, options.funds ?? 100);
  return { catalogue, tutor, student };
}

/**
 * A session as a booking leaves it: booked 30-minute slots of the tutor, the session row and its slot rows, and
 * (unless `payment_pending`) the money held from the student's wallet, all in one transaction.
 */
export async function insertSession(
  t: TestApp,
  room: Classroom,
  options: {
    startingAt: Date;
    minutes?: number;
    status?: (typeof tutoringSessions.status.enumValues)[number];
    pricePence?: number;
  },
) {
  const { startingAt, minutes = 60, status = 'approved', pricePence = 2500 } = options;
  const slotCount = minutes / 30;
  return inTransaction(t.ctx.db, async (tx) => {
    const slots = await tx
      .insert(availabilities)
      .values(
        Array.from({ length: slotCount }, (_, i) => ({
          tutorId: room.tutor.user.id,
          startingAt: new Date(startingAt.getTime() + i * SLOT_MS),
          endingAt: new Date(startingAt.getTime() + (i + 1) * SLOT_MS),
          isBooked: true,
        })),
      )
      .returning();
    const [session] = await tx
      .insert(tutoringSessions)
      .values({
        studentId: room.student.user.id,
        tutorId: room.tutor.user.id,
        subjectId: room.catalogue.maths.id,
        startingAt,
        endingAt: new Date(startingAt.getTime() + minutes * 60_000),
        status,
        pricePence,
        createdAt: t.ctx.clock.now(),
      })
      .returning();
    await tx
      .insert(sessionSlots)
      .values(slots.map((slot) => ({ sessionId: session!.id, availabilityId: slot.id })));
    if (status !== 'payment_pending' && status !== 'rejected' && status !== 'cancelled') {
      await holdSessionMoney(tx, { ...session!, pricePence }, t.ctx.clock.now());
    }
    return { session: session!, slotIds: slots.map((slot) => slot.id) };
  });
}

export async function sessionRecord(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(tutoringSessions).where(eq(tutoringSessions.id, id));
  return row!;
}

export async function cancellationOf(t: TestApp, sessionId: number) {
  const [row] = await t.ctx.db.select().from(cancellations).where(eq(cancellations.sessionId, sessionId));
  return row;
}

export function balancesOf(t: TestApp, userId: number) {
  return getBalances(t.ctx.db, userId);
}
