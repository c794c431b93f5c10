import type { Language, SessionNotificationType } from '@kru/contract';
import { formatTime } from '../../platform/format-time.ts';
import { RESCHEDULE_COPY } from './reschedule-copy.ts';

/** The facts a session notification is written from, kept in its row so the entry reads the same later. */
export interface NotificationFacts {
  session_id: number;
  tutor_id: number;
  receiver_role: 'student' | 'teacher';
  subject_en: string;
  subject_th: string;
  /** The other person of the session. */
  other_name: string;
  starting_at: string;
  /** 1: a trial lesson, whose notifications say so in their title (absent: a regular session). */
  is_trial?: 1;
  /** Why it was rejected or cancelled, when there is a reason. */
  reason?: string | null;
  /** `cancellation.decided`: `refunded` or `kept`; `session.payment_decided`: `refunded`, `released`, `split`. */
  status?: string | null;
  /** `session.payment_decided`: the pounds each side received ("12.50"). */
  student_amount?: string | null;
  tutor_amount?: string | null;
  /** `session.reviewed`: the stars (1-5) and the review's words, if any. */
  rate?: string | null;
  review?: string | null;
  /** `reschedule.*`: the proposed start, and the start the session had before (both ISO). */
  proposed_at?: string | null;
  previous_at?: string | null;
  /** `session.expired`, the student's: the other tutors free around that time, named ("Ann Lee, Bo Kim"). */
  alternatives?: string | null;
}

interface Words {
  subject: string;
  other: string;
  time: string;
  forStudent: boolean;
  status: string | null;
  studentAmount: string;
  tutorAmount: string;
  rate: string;
  review: string | null;
  proposedTime: string;
  previousTime: string;
  alternatives: string | null;
}

interface Text {
  title: string;
  lines: string[];
}

type Copy = Record<SessionNotificationType, Record<Language, (w: Words) => Text>>;

const REFUNDED = { en: 'The payment was refunded to your wallet.', th: 'เงินได้คืนเข้ากระเป๋าเงินของคุณแล้ว' };

const COPY: Copy = {
  'session.requested': {
    en: (w) => ({
      title: 'New session request',
      lines: [`${w.other} asked for a ${w.subject} session on ${w.time}. Please approve or reject it.`],
    }),
    th: (w) => ({
      title: 'มีคำขอจองเรียนใหม่',
      lines: [`${w.other} ขอจองเรียนวิชา${w.subject} ใน${w.time} กรุณาอนุมัติหรือปฏิเสธคำขอนี้`],
    }),
  },
  'session.approved': {
    en: (w) => ({
      title: 'Your session is confirmed',
      lines: [`${w.other} approved your ${w.subject} session on ${w.time}.`],
    }),
    th: (w) => ({
      title: 'การจองเรียนของคุณได้รับการยืนยันแล้ว',
      lines: [`${w.other} อนุมัติการเรียนวิชา${w.subject} ของคุณใน${w.time} แล้ว`],
    }),
  },
  'session.rejected': {
    en: (w) => ({
      title: 'Your session request was declined',
      lines: [`${w.other} could not accept your ${w.subject} session on ${w.time}.`, REFUNDED.en],
    }),
    th: (w) => ({
      title: 'คำขอจองเรียนของคุณถูกปฏิเสธ',
      lines: [`${w.other} ไม่สามารถรับการเรียนวิชา${w.subject} ใน${w.time} ได้`, REFUNDED.th],
    }),
  },
  'session.cancelled': {
    en: (w) => ({
      title: 'A session was cancelled',
      lines: [
        `${w.other} cancelled the ${w.subject} session on ${w.time}.`,
        w.forStudent ? REFUNDED.en : 'The student was refunded.',
      ],
    }),
    th: (w) => ({
      title: 'การเรียนถูกยกเลิก',
      lines: [
        `${w.other} ยกเลิกการเรียนวิชา${w.subject} ใน${w.time}`,
        w.forStudent ? REFUNDED.th : 'นักเรียนได้รับเงินคืนแล้ว',
      ],
    }),
  },
  'session.expired': {
    en: (w) => ({
      title: 'A session request expired',
      lines: w.forStudent
        ? [
            `${w.other} did not answer your ${w.subject} session request for ${w.time} in time.`,
            REFUNDED.en,
            ...(w.alternatives
              ? [
                  `Other ${w.subject} tutors are free within a day of that time: ${w.alternatives}. Book one in one click.`,
                ]
              : []),
          ]
        : [`The ${w.subject} session request of ${w.other} for ${w.time} expired without an answer.`],
    }),
    th: (w) => ({
      title: 'คำขอจองเรียนหมดอายุ',
      lines: w.forStudent
        ? [
            `${w.other} ไม่ได้ตอบรับคำขอเรียนวิชา${w.subject} ใน${w.time} ทันเวลา`,
            REFUNDED.th,
            ...(w.alternatives
              ? [`ติวเตอร์วิชา${w.subject}คนอื่นที่ว่างภายในหนึ่งวันจากเวลานั้น: ${w.alternatives} จองได้ในคลิกเดียว`]
              : []),
          ]
        : [`คำขอเรียนวิชา${w.subject} ของ ${w.other} ใน${w.time} หมดอายุเนื่องจากไม่ได้รับการตอบกลับ`],
    }),
  },
  'session.payment_lapsed': {
    en: (w) => ({
      title: 'A booking lapsed without payment',
      lines: [
        `The ${w.subject} session with ${w.other} on ${w.time} was not paid within 30 minutes, so the time was released.`,
      ],
    }),
    th: (w) => ({
      title: 'การจองหมดเวลาชำระเงิน',
      lines: [`การจองเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} ไม่ได้ชำระเงินภายใน 30 นาที เวลานี้จึงถูกปล่อยว่าง`],
    }),
  },
  'session.reminder_24h': {
    en: (w) => ({
      title: 'Reminder: your session is within 24 hours',
      lines: [`Your ${w.subject} session with ${w.other} starts on ${w.time}.`],
    }),
    th: (w) => ({
      title: 'เตือนความจำ: คุณมีนัดเรียนภายใน 24 ชั่วโมง',
      lines: [`การเรียนวิชา${w.subject} กับ ${w.other} จะเริ่มใน${w.time}`],
    }),
  },
  'session.reminder_1h': {
    en: (w) => ({
      title: 'Reminder: your session starts within an hour',
      lines: [
        `Your ${w.subject} session with ${w.other} starts on ${w.time}.`,
        'The meeting room opens 10 minutes before the start.',
      ],
    }),
    th: (w) => ({
      title: 'เตือนความจำ: การเรียนจะเริ่มภายใน 1 ชั่วโมง',
      lines: [
        `การเรียนวิชา${w.subject} กับ ${w.other} จะเริ่มใน${w.time}`,
        'ห้องเรียนออนไลน์จะเปิดก่อนเวลาเริ่มเรียน 10 นาที',
      ],
    }),
  },
  'session.completed': {
    en: (w) => ({
      title: 'Session completed',
      lines: [
        `Your ${w.subject} session with ${w.other} on ${w.time} is complete.`,
        w.forStudent
          ? `You can now review ${w.other}. If ${w.other} did not come, you can report it within 24 hours.`
          : 'The payment is added to your earnings 24 hours after the end, unless a no-show is reported.',
      ],
    }),
    th: (w) => ({
      title: 'การเรียนเสร็จสิ้น',
      lines: [
        `การเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} เสร็จสิ้นแล้ว`,
        w.forStudent
          ? `ตอนนี้คุณสามารถรีวิว ${w.other} ได้แล้ว หาก ${w.other} ไม่มาเรียน คุณแจ้งได้ภายใน 24 ชั่วโมง`
          : 'ค่าเรียนจะเข้าสู่รายได้ของคุณ 24 ชั่วโมงหลังการเรียนสิ้นสุด หากไม่มีการแจ้งว่าไม่มาเรียน',
      ],
    }),
  },
  'session.tutor_suspended': {
    en: (w) => ({
      title: 'A session was cancelled',
      lines: [
        `Your ${w.subject} session with ${w.other} on ${w.time} is cancelled: the tutor's account was suspended.`,
        ...(w.status === 'refunded' ? [REFUNDED.en] : []),
      ],
    }),
    th: (w) => ({
      title: 'การเรียนถูกยกเลิก',
      lines: [
        `การเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} ถูกยกเลิก เนื่องจากบัญชีของติวเตอร์ถูกระงับ`,
        ...(w.status === 'refunded' ? [REFUNDED.th] : []),
      ],
    }),
  },
  'session.no_show_reported': {
    en: (w) => ({
      title: 'A no-show was reported',
      lines: [
        `${w.other} reported that you did not come to the ${w.subject} session on ${w.time}.`,
        'Our team will decide about the payment and tell you both.',
      ],
    }),
    th: (w) => ({
      title: 'มีการแจ้งว่าไม่มาเรียน',
      lines: [
        `${w.other} แจ้งว่าคุณไม่ได้มาเรียนวิชา${w.subject} ใน${w.time}`,
        'ทีมงานจะตัดสินเรื่องค่าเรียนและแจ้งให้ทั้งสองฝ่ายทราบ',
      ],
    }),
  },
  'session.payment_decided': {
    en: (w) => ({
      title: 'The payment of a session was decided',
      lines: [
        `Our team decided about the payment of the ${w.subject} session with ${w.other} on ${w.time}.`,
        w.status === 'refunded'
          ? `£${w.studentAmount} was refunded to the student's wallet.`
          : w.status === 'released'
            ? `£${w.tutorAmount} went to the tutor's earnings.`
            : `It was split: £${w.studentAmount} refunded to the student's wallet, £${w.tutorAmount} to the tutor's earnings.`,
      ],
    }),
    th: (w) => ({
      title: 'มีการตัดสินเรื่องค่าเรียน',
      lines: [
        `ทีมงานได้ตัดสินเรื่องค่าเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} แล้ว`,
        w.status === 'refunded'
          ? `คืนเงิน £${w.studentAmount} เข้ากระเป๋าเงินของนักเรียนแล้ว`
          : w.status === 'released'
            ? `โอน £${w.tutorAmount} เข้าสู่รายได้ของติวเตอร์แล้ว`
            : `แบ่งค่าเรียน: คืน £${w.studentAmount} เข้ากระเป๋าเงินของนักเรียน และ £${w.tutorAmount} เข้าสู่รายได้ของติวเตอร์`,
      ],
    }),
  },
  'session.reviewed': {
    en: (w) => ({
      title: 'You have a new review',
      lines: [
        `${w.other} rated your ${w.subject} lesson on ${w.time}: ${w.rate} out of 5.`,
        ...(w.review ? [`“${w.review}”`] : []),
      ],
    }),
    th: (w) => ({
      title: 'คุณได้รับรีวิวใหม่',
      lines: [
        `${w.other} ให้คะแนนการสอนวิชา${w.subject} ของคุณใน${w.time} ${w.rate} จาก 5 ดาว`,
        ...(w.review ? [`“${w.review}”`] : []),
      ],
    }),
  },
  'cancellation.requested': {
    en: (w) => ({
      title: 'A student asked to cancel a session',
      lines: [
        `${w.other} asked to cancel the ${w.subject} session on ${w.time}, less than 24 hours before the start.`,
        'Please decide whether to refund or keep the payment before the session ends; if you do not, it is refunded.',
      ],
    }),
    th: (w) => ({
      title: 'มีคำขอยกเลิกการเรียน',
      lines: [
        `${w.other} ขอยกเลิกการเรียนวิชา${w.subject} ใน${w.time} ซึ่งน้อยกว่า 24 ชั่วโมงก่อนเริ่มเรียน`,
        'กรุณาตัดสินใจว่าจะคืนเงินหรือเก็บค่าเรียนไว้ก่อนการเรียนสิ้นสุด หากไม่ได้ตัดสินใจ ระบบจะคืนเงินให้นักเรียน',
      ],
    }),
  },
  'cancellation.decided': {
    en: (w) =>
      w.status === 'kept'
        ? {
            title: 'Your cancellation: the tutor kept the payment',
            lines: [
              `Your ${w.subject} session with ${w.other} on ${w.time} is cancelled.`,
              `As it was cancelled less than 24 hours before the start, ${w.other} kept the payment.`,
            ],
          }
        : {
            title: 'Your cancellation was refunded',
            lines: [`Your ${w.subject} session with ${w.other} on ${w.time} is cancelled.`, REFUNDED.en],
          },
    th: (w) =>
      w.status === 'kept'
        ? {
            title: 'คำขอยกเลิกของคุณ: ติวเตอร์เก็บค่าเรียนไว้',
            lines: [
              `การเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} ถูกยกเลิกแล้ว`,
              `เนื่องจากยกเลิกน้อยกว่า 24 ชั่วโมงก่อนเริ่มเรียน ${w.other} จึงเก็บค่าเรียนไว้`,
            ],
          }
        : {
            title: 'คำขอยกเลิกของคุณได้รับเงินคืนแล้ว',
            lines: [`การเรียนวิชา${w.subject} กับ ${w.other} ใน${w.time} ถูกยกเลิกแล้ว`, REFUNDED.th],
          },
  },
  ...RESCHEDULE_COPY,
};

const REASON_LABEL: Record<Language, string> = { en: 'Reason', th: 'เหตุผล' };
const TRIAL_LABEL: Record<Language, string> = { en: 'Trial lesson', th: 'บทเรียนทดลอง' };
export const LINK_LABEL: Record<Language, string> = { en: 'Open Kru', th: 'เปิด Kru' };

/** The title and lines of a session notification for its receiver, in `language` and the receiver's time zone. */
export function writeNotification(
  type: SessionNotificationType,
  facts: NotificationFacts,
  language: Language,
  timeZone: string,
): Text & { linkLabel: string } {
  const text = COPY[type][language]({
    subject: language === 'th' ? facts.subject_th : facts.subject_en,
    other: facts.other_name,
    time: formatTime(new Date(facts.starting_at), language, timeZone, 'full'),
    forStudent: facts.receiver_role === 'student',
    status: facts.status ?? null,
    studentAmount: facts.student_amount ?? '',
    tutorAmount: facts.tutor_amount ?? '',
    rate: facts.rate ?? '',
    review: facts.review ?? null,
    proposedTime: facts.proposed_at
      ? formatTime(new Date(facts.proposed_at), language, timeZone, 'full')
      : '',
    previousTime: facts.previous_at
      ? formatTime(new Date(facts.previous_at), language, timeZone, 'full')
      : '',
    alternatives: facts.alternatives ?? null,
  });
  const lines = facts.reason ? [...text.lines, `${REASON_LABEL[language]}: ${facts.reason}`] : text.lines;
  const title = facts.is_trial ? `${TRIAL_LABEL[language]}: ${text.title}` : text.title;
  return { title, lines, linkLabel: LINK_LABEL[language] };
}

/** The web app's page where the receiver acts on it. */
export function notificationLink(type: SessionNotificationType, facts?: NotificationFacts): string {
  if (type === 'session.requested') return '/tuition/requested';
  // The expired request's page, where its student books one of the other tutors it offers.
  if (type === 'session.expired' && facts?.receiver_role === 'student') {
    return `/tuition/sessions/expired?sessionId=${facts.session_id}`;
  }
  if (type === 'cancellation.requested') return '/tuition';
  if (type === 'session.reviewed') return '/tuition/my-reviews';
  // The past sessions hold the finished one, where the student reviews the tutor.
  if (
    type === 'session.completed' ||
    type === 'session.no_show_reported' ||
    type === 'session.payment_decided'
  ) {
    return '/tuition/sessions?tab=past';
  }
  return '/tuition/sessions';
}
