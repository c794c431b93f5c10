import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@kru/contract';
import { CERTIFICATE_TEXT } from './certificate-text.ts';

const require = createRequire(import.meta.url);

/** Noto Sans for Latin (and most other) text, Noto Sans Thai for Thai: embedded (subset) in every PDF. */
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
/** Read once per process: the four files are ~1.5 MB and never change. */
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

/** A Thai letter, vowel, tone mark or digit (the Thai block). */
const THAI = /[\u0E00-\u0E7F]/;

/**
 * `text` cut into runs of Thai and of anything else, so that each run is set in a font that has its glyphs
 * (pdfkit does not fall back between fonts). Spaces and punctuation stay with the run they follow.
 */
export function scriptRuns(text: string): Array<{ thai: boolean; text: string }> {
  const runs: Array<{ thai: boolean; text: string }> = [];
  for (const char of text) {
    const last = runs.at(-1);
    const thai = THAI.test(char) || (last?.thai === true && /[\s.,:()-]/.test(char));
    if (last && last.thai === thai) last.text += char;
    else runs.push({ thai, text: char });
  }
  return runs;
}

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
  // Loaded at the first certificate, not at start: pdfkit is the server's largest dependency (~29 MiB resident).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${words.heading}: ${facts.courseTitle}`, Author: 'Kru', Subject: facts.learnerName },
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
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
  const fontOf = (run: { thai: boolean }, bold: boolean): FontName =>
    `${run.thai ? 'thai' : 'latin'}${bold ? 'Bold' : ''}` as FontName;
  const widthOf = (text: string, size: number, bold: boolean) =>
    scriptRuns(text).reduce(
      (sum, run) => sum + doc.font(fontOf(run, bold)).fontSize(size).widthOfString(run.text),
      0,
    );
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
      let x = MARGIN + (width - widthOf(part, fitted.size, bold)) / 2;
      for (const run of scriptRuns(part)) {
        doc.font(fontOf(run, bold)).fontSize(fitted.size).text(run.text, x, y, { lineBreak: false });
        x += doc.widthOfString(run.text);
      }
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
