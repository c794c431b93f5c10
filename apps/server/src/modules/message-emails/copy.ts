import type { Language } from '@kru/contract';
import type { Block, Message } from '../../platform/mail/layout.ts';

/** One unread message as the e-mail lists it. */
export interface DigestLine {
  sender: string;
  at: string;
  preview: string;
  attachments: number;
}

export interface DigestFacts {
  name: string;
  lines: DigestLine[];
  /** Unread messages beyond those listed. */
  more: number;
  link: string;
}

interface Words {
  subject(count: number): string;
  hello(name: string): string;
  intro(count: number): string;
  line(line: DigestLine): string;
  more(count: number): string;
  open: string;
  footer: string;
  unsubscribe: string;
}

const attachmentsEn = (n: number) => (n === 0 ? '' : n === 1 ? ' (1 file)' : ` (${n} files)`);
const attachmentsTh = (n: number) => (n === 0 ? '' : ` (ไฟล์แนบ ${n} ไฟล์)`);

export const DIGEST_WORDS: Record<Language, Words> = {
  en: {
    subject: (count) =>
      count === 1 ? 'You have a new message on Kru' : `You have ${count} new messages on Kru`,
    hello: (name) => `Hello ${name},`,
    intro: (count) =>
      count === 1
        ? 'A message arrived while you were away:'
        : `${count} messages arrived while you were away:`,
    line: (line) => `${line.sender}, ${line.at}: ${line.preview}${attachmentsEn(line.attachments)}`,
    more: (count) => (count === 1 ? 'And 1 more message.' : `And ${count} more messages.`),
    open: 'Open your messages',
    footer:
      'Kru, online tutoring and courses. You receive this e-mail because messages reached you while you were not on Kru.',
    unsubscribe: 'Stop e-mails about new messages',
  },
  th: {
    subject: (count) => (count === 1 ? 'คุณมีข้อความใหม่บน Kru' : `คุณมีข้อความใหม่ ${count} ข้อความบน Kru`),
    hello: (name) => `สวัสดีคุณ ${name}`,
    intro: (count) =>
      count === 1 ? 'มีข้อความถึงคุณระหว่างที่คุณไม่ได้ออนไลน์:' : `มีข้อความถึงคุณ ${count} ข้อความระหว่างที่คุณไม่ได้ออนไลน์:`,
    line: (line) => `${line.sender} เวลา ${line.at}: ${line.preview}${attachmentsTh(line.attachments)}`,
    more: (count) => `และอีก ${count} ข้อความ`,
    open: 'เปิดข้อความของคุณ',
    footer: 'Kru แพลตฟอร์มเรียนออนไลน์และติวเตอร์ คุณได้รับอีเมลนี้เนื่องจากมีข้อความถึงคุณระหว่างที่คุณไม่ได้ใช้งาน Kru',
    unsubscribe: 'หยุดรับอีเมลแจ้งข้อความใหม่',
  },
};

/** The digest's subject and blocks in the reader's language. */
export function digestMessage(language: Language, facts: DigestFacts): Message {
  const words = DIGEST_WORDS[language];
  const count = facts.lines.length + facts.more;
  const blocks: Block[] = [
    words.hello(facts.name),
    words.intro(count),
    { items: facts.lines.map(words.line) },
  ];
  if (facts.more > 0) blocks.push(words.more(facts.more));
  blocks.push({ label: words.open, href: facts.link });
  return { subject: words.subject(count), blocks };
}
