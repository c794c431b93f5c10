import type { Language } from '@kru/contract';

/** What a rescheduling notice is written from (a part of the session notices' words). */
export interface RescheduleWords {
  subject: string;
  other: string;
  /** The session's time: the current one, or once accepted the new one. */
  time: string;
  /** The proposed time. */
  proposedTime: string;
  /** The time the session had before it moved (`reschedule.accepted`). */
  previousTime: string;
}

type RescheduleType =
  | 'reschedule.proposed'
  | 'reschedule.accepted'
  | 'reschedule.declined'
  | 'reschedule.withdrawn';
type Copy = Record<
  RescheduleType,
  Record<Language, (w: RescheduleWords) => { title: string; lines: string[] }>
>;

/** The notices of a proposal to move a session, to the side that did not act (both sides once it moved). */
export const RESCHEDULE_COPY: Copy = {
  'reschedule.proposed': {
    en: (w) => ({
      title: 'A new time is proposed for your session',
      lines: [
        `${w.other} proposed to move the ${w.subject} session on ${w.time} to ${w.proposedTime}.`,
        'Please accept or decline it. Until then the session keeps its time.',
      ],
    }),
    th: (w) => ({
      title: 'มีการเสนอเวลาเรียนใหม่',
      lines: [
        `${w.other} เสนอเลื่อนการเรียนวิชา${w.subject} ใน${w.time} ไปเป็น${w.proposedTime}`,
        'กรุณาตอบรับหรือปฏิเสธ ระหว่างนี้การเรียนยังคงเวลาเดิม',
      ],
    }),
  },
  'reschedule.accepted': {
    en: (w) => ({
      title: 'Your session has a new time',
      lines: [
        `The ${w.subject} session with ${w.other} moved from ${w.previousTime} to ${w.time}.`,
        'The payment stays as it was.',
      ],
    }),
    th: (w) => ({
      title: 'การเรียนของคุณเปลี่ยนเวลาแล้ว',
      lines: [
        `การเรียนวิชา${w.subject} กับ ${w.other} เลื่อนจาก${w.previousTime} เป็น${w.time} แล้ว`,
        'ค่าเรียนยังคงเดิม',
      ],
    }),
  },
  'reschedule.declined': {
    en: (w) => ({
      title: 'Your proposed time was declined',
      lines: [
        `${w.other} declined moving the ${w.subject} session to ${w.proposedTime}.`,
        `The session stays on ${w.time}.`,
      ],
    }),
    th: (w) => ({
      title: 'เวลาที่คุณเสนอถูกปฏิเสธ',
      lines: [
        `${w.other} ปฏิเสธการเลื่อนการเรียนวิชา${w.subject} ไปเป็น${w.proposedTime}`,
        `การเรียนยังคงอยู่ใน${w.time}`,
      ],
    }),
  },
  'reschedule.withdrawn': {
    en: (w) => ({
      title: 'A proposed new time was withdrawn',
      lines: [
        `${w.other} withdrew the proposal to move the ${w.subject} session to ${w.proposedTime}.`,
        `The session stays on ${w.time}.`,
      ],
    }),
    th: (w) => ({
      title: 'ข้อเสนอเวลาใหม่ถูกถอนแล้ว',
      lines: [
        `${w.other} ถอนข้อเสนอเลื่อนการเรียนวิชา${w.subject} ไปเป็น${w.proposedTime}`,
        `การเรียนยังคงอยู่ใน${w.time}`,
      ],
    }),
  },
};
