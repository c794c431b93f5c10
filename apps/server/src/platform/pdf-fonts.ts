import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans for Latin (and most other) text, Noto Sans Thai for Thai (both SIL Open Font Licence 1.1, from
 * npm's @expo-google-fonts packages): embedded (subset) in every PDF Kru makes.
 */
const FONT_FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  thaiBold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | null = null;
/** Read once per process: the four files are ~1.5 MB and never change. */
function loadFonts(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

/** Makes the four fonts available to `doc` by their names (`latin`, `thaiBold`, ...). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
}

/** The font of a run of text. */
export function fontOf(run: { thai: boolean }, bold: boolean): FontName {
  return `${run.thai ? 'thai' : 'latin'}${bold ? 'Bold' : ''}` as FontName;
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

/** The width of `text` set at `size` in the fonts of its runs. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, size: number, bold: boolean): number {
  return scriptRuns(text).reduce(
    (sum, run) => sum + doc.font(fontOf(run, bold)).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** `text` on one line from (x, y), each run in its own font (pdfkit's wrapper misplaces runs of mixed fonts). */
export function writeRuns(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  bold: boolean,
): void {
  let at = x;
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run, bold)).fontSize(size).text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}

/** A new A4 document (pdfkit loaded at first use: it is the server's largest dependency, ~29 MiB resident). */
export async function newPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: Document } = await import('pdfkit');
  const doc: PDFKit.PDFDocument = new Document(options);
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
