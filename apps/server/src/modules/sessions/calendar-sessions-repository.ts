import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { subjects, tutoringSessions, users } from '../../platform/db/schema/index.ts';

const students = alias(users, 'students');
const tutors = alias(users, 'tutors');

/** A calendar's sessions (prepared): all of the tutor's, or only those with one student. */
function calendarSessionsStatement(withStudent: boolean) {
  return preparedQuery((q) =>
    q
      .select({
        id: tutoringSessions.id,
        startingAt: tutoringSessions.startingAt,
        endingAt: tutoringSessions.endingAt,
        status: tutoringSessions.status,
        isTrial: tutoringSessions.isTrial,
        subject: { titleEn: subjects.titleEn, titleTh: subjects.titleTh },
        student: { firstName: students.firstName, lastName: students.lastName, email: students.email },
        tutor: { firstName: tutors.firstName, lastName: tutors.lastName, email: tutors.email },
      })
      .from(tutoringSessions)
      .innerJoin(subjects, eq(subjects.id, tutoringSessions.subjectId))
      .innerJoin(students, eq(students.id, tutoringSessions.studentId))
      .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
      .where(
        and(
          eq(tutoringSessions.tutorId, sql.placeholder('tutorId')),
          withStudent ? eq(tutoringSessions.studentId, sql.placeholder('studentId')) : undefined,
          lt(tutoringSessions.startingAt, sql.placeholder('till')),
          gt(tutoringSessions.endingAt, sql.placeholder('from')),
        ),
      )
      .orderBy(asc(tutoringSessions.startingAt), asc(tutoringSessions.id))
      .prepare(withStudent ? 'calendar_sessions_with_student' : 'calendar_sessions'),
  );
}
const tutorCalendarSessions = calendarSessionsStatement(false);
const studentCalendarSessions = calendarSessionsStatement(true);

/** A tutor's sessions overlapping [from, till), only those with `studentId` when given, earliest first. */
export function findCalendarSessions(
  q: Queryable,
  tutorId: number,
  range: { from: Date; till: Date },
  studentId?: number,
) {
  const params = { tutorId, from: range.from.toISOString(), till: range.till.toISOString() };
  return studentId === undefined
    ? tutorCalendarSessions(q).execute(params)
    : studentCalendarSessions(q).execute({ ...params, studentId });
}
