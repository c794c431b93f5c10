import type { Language } from '@kru/contract';
import type { Block } from '../../platform/mail/layout.ts';

/** One session line: its subject, the tutor, and the start in the student's zone; `pending` awaits the tutor. */
export interface SessionLine {
  subject: string;
  tutor: string;
  at: string;
  pending?: boolean;
}

export interface DiagnosticLine {
  title: string;
  percent: number;
  /** Specialties under the mastery mark, weakest first, with their percent. */
  weakest: Array<{ title: string; percent: number }>;
  topics: string[];
}

export interface DigestFacts {
  firstName: string;
  fullName: string;
  until: string;
  timeZone: string;
  held: SessionLine[];
  upcoming: SessionLine[];
  courses: Array<{ title: string; taken: number; total: number; completed: boolean }>;
  diagnostics: DiagnosticLine[];
  /** The latest study plan: the diagnostic it came from, steps done of all, and the areas still to work on. */
  plan: { title: string; done: number; total: number; open: string[] } | null;
}

export type SessionEvent = 'booked' | 'cancelled' | 'missed' | 'moved';

export interface EventFacts {
  firstName: string;
  fullName: string;
  session: SessionLine;
  /** `moved`: the start the session had before, in the student's zone. */
  previousAt?: string;
}

interface Words {
  footer(fullName: string): string;
  unsubscribe: string;
  digestSubject(firstName: string): string;
  digest(facts: DigestFacts): Block[];
  event: Record<SessionEvent, (facts: EventFacts) => { subject: string; blocks: Block[] }>;
}

const percentOf = (taken: number, total: number) => (total ? Math.round((taken / total) * 100) : 0);
const orNone = (items: string[], none: string): Block => (items.length ? { items } : none);

const en: Words = {
  footer: (fullName) =>
    `You receive this e-mail because ${fullName} added you as a parent's contact on Kru and chose to send you their updates.`,
  unsubscribe: 'Unsubscribe from these e-mails',
  digestSubject: (firstName) => `${firstName}'s week on Kru`,
  digest: (f) => [
    `Hello, here is ${f.fullName}'s week on Kru, up to ${f.until}.`,
    { heading: 'Sessions held this week' },
    orNone(
      f.held.map((s) => `${s.subject} with ${s.tutor}, ${s.at}`),
      'No session this week.',
    ),
    { heading: 'Coming up in the next 7 days' },
    orNone(
      f.upcoming.map(
        (s) =>
          `${s.subject} with ${s.tutor}, ${s.at}${s.pending ? ' (waiting for the tutor to confirm)' : ''}`,
      ),
      'No session booked yet.',
    ),
    { heading: 'Courses' },
    orNone(
      f.courses.map((c) =>
        c.completed
          ? `${c.title}: completed`
          : `${c.title}: ${c.taken} of ${c.total} sections (${percentOf(c.taken, c.total)}%)`,
      ),
      'No course started yet.',
    ),
    { heading: 'Diagnostic results this week' },
    orNone(
      f.diagnostics.map((d) =>
        [
          `${d.title}: ${d.percent}%.`,
          d.weakest.length
            ? `Weakest: ${d.weakest.map((w) => `${w.title} (${w.percent}%)`).join(', ')}.`
            : 'Every area mastered.',
          d.topics.length ? `To study next: ${d.topics.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
      'No diagnostic taken this week.',
    ),
    { heading: 'Study plan' },
    f.plan
      ? [
          `From the ${f.plan.title}: ${f.plan.done} of ${f.plan.total} steps done.`,
          f.plan.open.length
            ? `Still to work on: ${f.plan.open.join(', ')}.`
            : 'Every area of the plan is mastered.',
        ].join(' ')
      : 'No study plan yet: one is made from a diagnostic.',
    `Times are in ${f.firstName}'s time zone (${f.timeZone}).`,
  ],
  event: {
    booked: ({ firstName, fullName, session: s }) => ({
      subject: `${firstName} booked a ${s.subject} session`,
      blocks: [
        `${fullName} booked a ${s.subject} session with ${s.tutor}, ${s.at}.`,
        'The tutor still has to confirm it. If they do not answer in time, the session is cancelled and the money goes back to the wallet.',
      ],
    }),
    cancelled: ({ firstName, fullName, session: s }) => ({
      subject: `${firstName}'s ${s.subject} session was cancelled`,
      blocks: [`The ${s.subject} session of ${fullName} with ${s.tutor}, ${s.at}, was cancelled.`],
    }),
    missed: ({ firstName, fullName, session: s }) => ({
      subject: `${firstName} missed a ${s.subject} session`,
      blocks: [
        `${s.tutor} reported that ${fullName} did not come to the ${s.subject} session, ${s.at}.`,
        `If this is not right, ${firstName} can answer from the session's page; our team decides.`,
      ],
    }),
    moved: ({ firstName, fullName, session: s, previousAt }) => ({
      subject: `${firstName}'s ${s.subject} session was moved`,
      blocks: [
        `The ${s.subject} session of ${fullName} with ${s.tutor} was moved from ${previousAt} to ${s.at}.`,
        'Both the student and the tutor agreed to the new time.',
      ],
    }),
  },
};

const th: Words = {
  footer: (fullName) => `คุณได้รับอีเมลนี้เนื่องจาก ${fullName} เพิ่มคุณเป็นผู้ปกครองบน Kru และเลือกส่งความคืบหน้าการเรียนให้คุณ`,
  unsubscribe: 'ยกเลิกการรับอีเมลเหล่านี้',
  digestSubject: (firstName) => `สรุปการเรียนประจำสัปดาห์ของ ${firstName} บน Kru`,
  digest: (f) => [
    `สวัสดีค่ะ นี่คือสรุปการเรียนของ ${f.fullName} บน Kru ในสัปดาห์นี้ ถึง${f.until}`,
    { heading: 'คาบเรียนที่เรียนไปในสัปดาห์นี้' },
    orNone(
      f.held.map((s) => `${s.subject} กับ ${s.tutor} ${s.at}`),
      'สัปดาห์นี้ไม่มีคาบเรียน',
    ),
    { heading: 'คาบเรียนใน 7 วันข้างหน้า' },
    orNone(
      f.upcoming.map((s) => `${s.subject} กับ ${s.tutor} ${s.at}${s.pending ? ' (รอติวเตอร์ยืนยัน)' : ''}`),
      'ยังไม่มีคาบเรียนที่จองไว้',
    ),
    { heading: 'คอร์สเรียน' },
    orNone(
      f.courses.map((c) =>
        c.completed
          ? `${c.title}: เรียนจบแล้ว`
          : `${c.title}: เรียนแล้ว ${c.taken} จาก ${c.total} บท (${percentOf(c.taken, c.total)}%)`,
      ),
      'ยังไม่ได้เริ่มเรียนคอร์สใด',
    ),
    { heading: 'ผลแบบทดสอบวัดระดับในสัปดาห์นี้' },
    orNone(
      f.diagnostics.map((d) =>
        [
          `${d.title}: ${d.percent}%`,
          d.weakest.length
            ? `หัวข้อที่ยังอ่อน: ${d.weakest.map((w) => `${w.title} (${w.percent}%)`).join(', ')}`
            : 'ทำได้ดีทุกหัวข้อ',
          d.topics.length ? `ควรทบทวนต่อ: ${d.topics.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ),
      'สัปดาห์นี้ไม่ได้ทำแบบทดสอบวัดระดับ',
    ),
    { heading: 'แผนการเรียน' },
    f.plan
      ? [
          `จาก${f.plan.title}: ทำแล้ว ${f.plan.done} จาก ${f.plan.total} ขั้น`,
          f.plan.open.length ? `หัวข้อที่ยังต้องฝึก: ${f.plan.open.join(', ')}` : 'ผ่านทุกหัวข้อในแผนแล้ว',
        ].join(' · ')
      : 'ยังไม่มีแผนการเรียน แผนจะสร้างจากผลแบบทดสอบวัดระดับ',
    `เวลาทั้งหมดเป็นเวลาตามเขตเวลาของ ${f.firstName} (${f.timeZone})`,
  ],
  event: {
    booked: ({ firstName, fullName, session: s }) => ({
      subject: `${firstName} จองคาบเรียน${s.subject}`,
      blocks: [
        `${fullName} จองคาบเรียน${s.subject}กับ ${s.tutor} ${s.at}`,
        'ติวเตอร์ต้องยืนยันคาบเรียนนี้ก่อน หากไม่ตอบรับทันเวลา คาบเรียนจะถูกยกเลิกและเงินจะคืนเข้ากระเป๋าเงิน',
      ],
    }),
    cancelled: ({ firstName, fullName, session: s }) => ({
      subject: `คาบเรียน${s.subject}ของ ${firstName} ถูกยกเลิก`,
      blocks: [`คาบเรียน${s.subject}ของ ${fullName} กับ ${s.tutor} ${s.at} ถูกยกเลิกแล้ว`],
    }),
    missed: ({ firstName, fullName, session: s }) => ({
      subject: `${firstName} ไม่ได้เข้าคาบเรียน${s.subject}`,
      blocks: [
        `${s.tutor} แจ้งว่า ${fullName} ไม่ได้เข้าคาบเรียน${s.subject} ${s.at}`,
        `หากข้อมูลนี้ไม่ถูกต้อง ${firstName} สามารถชี้แจงได้จากหน้าคาบเรียน และทีมงานของเราจะเป็นผู้ตัดสิน`,
      ],
    }),
    moved: ({ firstName, fullName, session: s, previousAt }) => ({
      subject: `คาบเรียน${s.subject}ของ ${firstName} เปลี่ยนเวลาแล้ว`,
      blocks: [
        `คาบเรียน${s.subject}ของ ${fullName} กับ ${s.tutor} เลื่อนจาก ${previousAt} เป็น ${s.at}`,
        'ทั้งนักเรียนและติวเตอร์ตกลงเวลาใหม่นี้แล้ว',
      ],
    }),
  },
};

export const PARENT_WORDS: Record<Language, Words> = { en, th };
