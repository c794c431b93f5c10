import type { Language } from '@kru/contract';
import { widthOf as measure, newPdf, writeRuns } from '../../platform/pdf-fonts.ts';
import { CERTIFICATE_TEXT } from './certificate-text.ts';

/** `text` in as few lines as fit `width` (measured by `measure`), broken at spaces only. */
export function wrapAtSpaces(text: string, measure: (part: string) => number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measure(candidate) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return current ? [...lines, current] : lines.length ? lines : [''];
}

export interface CertificateFacts {
  learnerName: string;
  courseTitle: string;
  tutorName: string;
  /** The issue date as the learner reads it (their language and time zone). */
  issuedOn: string;
  verificationUrl: string;
  code: string;
}

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape, in points
const MARGIN = 60;
const INK = '#1f2937';
const ACCENT = '#0b7285';

/** The certificate as a one-page A4 landscape PDF in `language`. */
export async function renderCertificatePdf(facts: CertificateFacts, language: Language): Promise<Buffer> {
  const words = CERTIFICATE_TEXT[language];
  const { doc, done } = await newPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${words.heading}: ${facts.courseTitle}`, Author: 'Kru', Subject: facts.learnerName },
  });

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();

  const width = PAGE.width - 2 * MARGIN;
  let y = 96;
  const widthOf = (text: string, size: number, bold: boolean) => measure(doc, text, size, bold);
  // Centred lines laid out here rather than by pdfkit's wrapper, which misplaces runs of mixed fonts: a text too
  // wide is wrapped at spaces (two lines at most) and set smaller until it fits.
  const line = (
    text: string,
    size: number,
    options: { bold?: boolean; color?: string; after?: number } = {},
  ) => {
    const bold = options.bold ?? false;
    let fitted = { size, lines: [text] };
    for (let trial = size; trial >= size / 2; trial -= 1) {
      fitted = { size: trial, lines: wrapAtSpaces(text, (part) => widthOf(part, trial, bold), width) };
      if (fitted.lines.length <= 2 && fitted.lines.every((part) => widthOf(part, trial, bold) <= width))
        break;
    }
    doc.fillColor(options.color ?? INK);
    for (const part of fitted.lines) {
      writeRuns(doc, part, MARGIN + (width - widthOf(part, fitted.size, bold)) / 2, y, fitted.size, bold);
      y += fitted.size * 1.45;
    }
    y += options.after ?? 6;
  };

  line('Kru', 20, { bold: true, color: ACCENT, after: 10 });
  line(words.heading, 30, { bold: true, after: 22 });
  line(words.certifies, 14);
  line(facts.learnerName, 30, { bold: true, color: ACCENT, after: 10 });
  line(words.completed, 14);
  line(facts.courseTitle, 22, { bold: true, after: 24 });
  line(`${words.tutor}: ${facts.tutorName}`, 13, { after: 2 });
  line(`${words.issued}: ${facts.issuedOn}`, 13, { after: 30 });
  line(words.verify, 10, { color: '#4b5563', after: 0 });
  line(facts.verificationUrl, 10, { color: ACCENT, after: 0 });
  line(`${words.code}: ${facts.code}`, 9, { color: '#6b7280' });
  doc.end();
  return done;
}
