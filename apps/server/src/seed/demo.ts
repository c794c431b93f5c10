import { randomBytes } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/secrets.ts';
import type { AppContext } from '../platform/context.ts';
import type { Tx } from '../platform/db/client.ts';
import {
  counties,
  countries,
  schoolYears,
  subjectSpecialties,
  subjects,
  userSubjectPriceSpecialties,
  userSubjectPrices,
  users,
} from '../platform/db/schema/index.ts';

/** The demo accounts' password outside production, printed by `npm start` and written in the README. */
export const DEMO_PASSWORD = 'kru-demo-2026';

type NewUser = typeof users.$inferInsert;
type Reference =
  | typeof schoolYears
  | typeof countries
  | typeof counties
  | typeof subjects
  | typeof subjectSpecialties;

interface DemoUser {
  profile: Omit<NewUser, 'passwordHash' | 'countryId' | 'countyId' | 'gradeId'> & { role: NewUser['role'] };
  grade?: string;
  county?: string;
  /** Subject code, price per hour in pence, specialty slugs. */
  prices?: Array<[subject: string, pence: number, specialties: string[]]>;
}

const DEMO_USERS: DemoUser[] = [
  {
    profile: {
      email: 'student@kru.test',
      role: 'student',
      firstName: 'Emily',
      lastName: 'Carter',
      gender: 'female',
      dateOfBirth: '2010-03-14',
      mobile: '+44 7700 900123',
      addressStreet: '12 Elm Grove',
      addressCity: 'London',
      addressPostCode: 'NW3 5RA',
      timeZone: 'Europe/London',
    },
    grade: 'uk-y10',
    county: 'gb-eng-greater-london',
  },
  {
    profile: {
      email: 'tutor@kru.test',
      role: 'teacher',
      title: 'Dr',
      firstName: 'James',
      lastName: 'Whitfield',
      gender: 'male',
      dateOfBirth: '1986-07-02',
      mobile: '+44 7700 900456',
      addressStreet: '4 Walton Crescent',
      addressCity: 'Oxford',
      addressPostCode: 'OX1 2JG',
      timeZone: 'Europe/London',
      approvalStatus: 'approved',
      description:
        'Physics PhD and former head of maths at a London secondary school. I have helped more than 200 students ' +
        'through GCSE and A level maths and physics with patient, exam-focused lessons and plenty of practice.',
    },
    county: 'gb-eng-oxfordshire',
    prices: [
      ['uk-y11-maths', 3500, ['algebra', 'geometry', 'ratio']],
      ['uk-y12-maths', 4500, ['pure', 'calculus', 'mechanics']],
      ['uk-y10-physics', 4000, ['mechanics', 'electricity', 'waves']],
    ],
  },
  { profile: { email: 'admin@kru.test', role: 'admin', firstName: 'Kru', lastName: 'Admin' } },
];

/** The id of a reference row by its code, resolved inside the insert. */
function idOf(table: Reference, code: string) {
  return sql<number>`(select ${table.id} from ${table} where ${table.code} = ${code})`;
}

async function createDemoUser(tx: Tx, demo: DemoUser, passwordHash: string, now: Date) {
  const [user] = await tx
    .insert(users)
    .values({
      ...demo.profile,
      passwordHash,
      emailVerifiedAt: now,
      termsAcceptedAt: now,
      ...(demo.county ? { countryId: idOf(countries, 'GB'), countyId: idOf(counties, demo.county) } : {}),
      ...(demo.grade ? { gradeId: idOf(schoolYears, demo.grade) } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return;
  for (const [subject, pence, specialties] of demo.prices ?? []) {
    const [price] = await tx
      .insert(userSubjectPrices)
      .values({ userId: user.id, subjectId: idOf(subjects, subject), pricePerHourPence: pence })
      .returning({ id: userSubjectPrices.id });
    await tx.insert(userSubjectPriceSpecialties).values(
      specialties.map((slug) => ({
        subjectPriceId: price!.id,
        specialtyId: idOf(subjectSpecialties, `${subject}-${slug}`),
      })),
    );
  }
}

/**
 * A verified student with a complete profile, an approved tutor with priced subjects and an admin, all with
 * the printed password. Accounts that already exist are left as they are, so a restart hashes nothing.
 * In production the well-known password would open a public site: each account gets a random one, answered
 * only when the account is created (so printed once).
 */
export async function seedDemoAccounts(ctx: AppContext) {
  const production = ctx.config.env === 'production';
  const accounts = DEMO_USERS.map(({ profile }) => ({
    role: profile.role,
    email: profile.email,
    password: production ? randomBytes(12).toString('base64url') : DEMO_PASSWORD,
  }));
  const existing = await ctx.db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        isNull(users.subdomainId),
        inArray(
          sql`lower(${users.email})`,
          accounts.map((a) => a.email),
        ),
      ),
    );
  const taken = new Set(existing.map((row) => row.email));
  const missing = DEMO_USERS.flatMap((demo, i) =>
    taken.has(demo.profile.email) ? [] : [{ demo, ...accounts[i]! }],
  );
  if (missing.length) {
    // One hash for the shared demo password (hashing is slow on purpose); one per account in production.
    const hashes = new Map<string, string>();
    for (const { password } of missing)
      hashes.set(password, hashes.get(password) ?? (await hashPassword(password)));
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      for (const { demo, password } of missing) await createDemoUser(tx, demo, hashes.get(password)!, now);
    });
  }
  return production ? missing.map(({ role, email, password }) => ({ role, email, password })) : accounts;
}
