import { isRefundReceipt, type Language, type Receipt } from '@kru/contract';
import { formatTime } from '../../platform/format-time.ts';
import { newPdf, widthOf, writeRuns } from '../../platform/pdf-fonts.ts';
import { RECEIPT_TEXT } from './receipt-text.ts';

const LOCALES: Record<Language, string> = { en: 'en-GB', th: 'th-TH' };
const PAGE_WIDTH = 595.28; // A4 portrait, in points
const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0b7285';

/** Pounds as the reader of `language` writes them: `£12.50`. */
export function formatPounds(pounds: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'GBP' }).format(pounds);
}

/** A lesson payment's or refund's lesson: its subject and level, its tutor and its time in the payer's zone. */
function lessonFacts(receipt: Receipt, language: Language): Array<[string, string]> {
  const { lesson } = receipt;
  if (!lesson) return [];
  const words = RECEIPT_TEXT[language];
  return [
    [words.lesson, [lesson.subject, lesson.level].filter(Boolean).join(' · ')],
    [words.tutor, lesson.tutor_name],
    [words.lessonTime, formatTime(new Date(lesson.starting_at), language, receipt.time_zone, 'full')],
  ];
}

/** The receipt as a one-page A4 PDF in `language`, its date in the payer's zone. */
export async function renderReceiptPdf(receipt: Receipt, language: Language): Promise<Buffer> {
  const words = RECEIPT_TEXT[language];
  const refund = isRefundReceipt(receipt.kind);
  const heading = refund ? words.refundHeading : words.heading;
  const { doc, done } = await newPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${heading} ${receipt.number}`, Author: 'Kru', Subject: receipt.description },
  });
  const right = PAGE_WIDTH - MARGIN;
  const money = (pounds: number) => formatPounds(pounds, language);
  let y = MARGIN;
  const text = (value: string, x: number, size: number, options: { bold?: boolean; color?: string } = {}) => {
    doc.fillColor(options.color ?? INK);
    writeRuns(doc, value, x, y, size, options.bold ?? false);
  };
  const textRight = (value: string, size: number, bold = false) =>
    text(value, right - widthOf(doc, value, size, bold), size, { bold });
  const rule = () => {
    doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.7).strokeColor('#d1d5db').stroke();
  };

  text('Kru', MARGIN, 22, { bold: true, color: ACCENT });
  y += 40;
  text(heading, MARGIN, 26, { bold: true });
  y += 48;
  const facts: Array<[string, string]> = [
    [words.number, receipt.number],
    [words.date, formatTime(new Date(receipt.issued_at), language, receipt.time_zone, 'full')],
    [refund ? words.refundedTo : words.billedTo, `${receipt.payer.full_name} (${receipt.payer.email})`],
    ...lessonFacts(receipt, language),
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, 10, { color: MUTED });
    text(value, MARGIN + 130, 11);
    y += 20;
  }
  y += 16;
  text(words.description, MARGIN, 10, { bold: true, color: MUTED });
  textRight(words.amount, 10, true);
  y += 18;
  rule();
  y += 10;
  text(receipt.description, MARGIN, 12);
  textRight(money(receipt.total), 12);
  y += 26;
  rule();
  y += 12;
  const rate = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    receipt.vat_rate,
  );
  for (const [label, value] of [
    [words.net, money(receipt.net)],
    [words.vat(rate), money(receipt.vat)],
  ] as const) {
    text(label, right - 260, 11, { color: MUTED });
    textRight(value, 11);
    y += 20;
  }
  y += 4;
  text(words.total, right - 260, 13, { bold: true });
  textRight(money(receipt.total), 13, true);
  y += 48;
  text(words.footer, MARGIN, 9, { color: MUTED });
  doc.end();
  return done;
}
