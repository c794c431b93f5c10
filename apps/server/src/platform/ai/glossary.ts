import { tokenize } from './tokenize.ts';

/**
 * School terms in English and Thai, so that a Thai question finds an English passage and the other way round
 * (Kru's courses are written in either language; learners ask in theirs). Each pair is one idea; a side may list
 * several words for it. Both sides go through `tokenize`, so a term matches as the question's words, not as a
 * substring ("แรง" the force does not match inside "แรงงาน" labour).
 */
const TERMS: ReadonlyArray<readonly [string, string]> = [
  ['fraction', 'เศษส่วน'],
  ['numerator', 'ตัวเศษ'],
  ['denominator', 'ตัวส่วน'],
  ['lowest common denominator', 'ตัวหารร่วมน้อย'],
  ['equation', 'สมการ'],
  ['linear equation', 'สมการเชิงเส้น'],
  ['simultaneous equations', 'ระบบสมการ'],
  ['substitution', 'การแทนค่า'],
  ['elimination', 'การกำจัดตัวแปร'],
  ['bracket', 'วงเล็บ'],
  ['variable', 'ตัวแปร'],
  ['graph', 'กราฟ'],
  ['straight line', 'เส้นตรง'],
  ['gradient', 'ความชัน'],
  ['slope', 'ความชัน'],
  ['intercept', 'จุดตัดแกน'],
  ['axis', 'แกน'],
  ['coordinate', 'พิกัด'],
  ['derivative', 'อนุพันธ์'],
  ['differentiation', 'การหาอนุพันธ์'],
  ['tangent', 'เส้นสัมผัส'],
  ['normal', 'เส้นตั้งฉาก'],
  ['curve', 'เส้นโค้ง'],
  ['limit', 'ลิมิต'],
  ['stationary point', 'จุดวกกลับ'],
  ['maximum', 'ค่าสูงสุด'],
  ['minimum', 'ค่าต่ำสุด'],
  ['power', 'เลขยกกำลัง'],
  ['decimal', 'ทศนิยม'],
  ['percentage', 'ร้อยละ'],
  ['ratio', 'อัตราส่วน'],
  ['integer', 'จำนวนเต็ม'],
  ['multiply', 'คูณ'],
  ['divide', 'หาร'],
  ['area', 'พื้นที่'],
  ['volume', 'ปริมาตร'],
  ['angle', 'มุม'],
  ['triangle', 'สามเหลี่ยม'],
  ['circle', 'วงกลม'],
  ['probability', 'ความน่าจะเป็น'],
  ['force', 'แรง'],
  ['motion', 'การเคลื่อนที่'],
  ['speed', 'อัตราเร็ว'],
  ['velocity', 'ความเร็ว'],
  ['acceleration', 'ความเร่ง'],
  ['distance', 'ระยะทาง'],
  ['displacement', 'การกระจัด'],
  ['mass', 'มวล'],
  ['inertia', 'ความเฉื่อย'],
  ['energy', 'พลังงาน'],
  ['cell', 'เซลล์'],
  ['plant', 'พืช'],
  ['photosynthesis', 'การสังเคราะห์แสง'],
  ['light', 'แสง'],
  ['oxygen', 'ออกซิเจน'],
  ['grammar', 'ไวยากรณ์'],
  ['verb', 'คำกริยา'],
  ['noun', 'คำนาม'],
  ['vocabulary', 'คำศัพท์'],
  ['essay', 'เรียงความ'],
];

/** Each side's tokens, found once: the glossary is read on every question. */
const PAIRS = TERMS.map(([en, th]) => [tokenize(en), tokenize(th)] as const).filter(
  ([en, th]) => en.length > 0 && th.length > 0,
);

/** Whether `term` occurs in `words` as consecutive words. */
function holds(words: readonly string[], term: readonly string[]): boolean {
  for (let start = 0; start + term.length <= words.length; start += 1) {
    if (term.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The question's words and the other language's words for the glossary terms it holds (no repeats added). */
export function withTranslations(words: readonly string[]): string[] {
  const added = new Set<string>();
  for (const [en, th] of PAIRS) {
    if (holds(words, en)) for (const word of th) added.add(word);
    if (holds(words, th)) for (const word of en) added.add(word);
  }
  return [...words, ...[...added].filter((word) => !words.includes(word))];
}

/** The words to search for a question: its own, and their translations. */
export function queryWords(question: string): string[] {
  return withTranslations(tokenize(question));
}
