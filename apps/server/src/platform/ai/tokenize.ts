/**
 * Word tokens for retrieval. Thai is written without spaces between words, so words are found with the ICU
 * dictionary segmenter (`Intl.Segmenter`, word granularity), which also splits English and numbers on spaces and
 * punctuation. Tokens are NFKC-normalised, lower-cased, and common function words dropped.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Words too common to tell one passage from another (English and Thai question and function words). */
const STOP_WORDS = new Set([
  ...'a an and are as at be by can do does for from how i in is it me my of on or the this that to was what when where which who why will with you your about explain tell please'.split(
    ' ',
  ),
  ...'ที่ และ คือ อะไร ไหม ครับ ค่ะ คะ เป็น ของ ใน มี ได้ การ ความ ว่า จะ ให้ กับ นี้ นั้น อย่างไร ยังไง หรือ แล้ว ก็ ไม่ บ้าง ทำไม เมื่อ โดย ช่วย อธิบาย หน่อย'.split(
    ' ',
  ),
]);

const LATIN_WORD = /^[a-z]+$/;

/** Plural and third-person `s` off longer English words, so "plants" finds "plant" (not "class", "basis", "virus"). */
function stem(word: string): string {
  if (LATIN_WORD.test(word) && word.length > 4 && /[^siu]s$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/** The text's content words, in order, repeats kept (term frequency counts them). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (!part.isWordLike) continue;
    const word = part.segment.trim();
    if (word === '' || STOP_WORDS.has(word)) continue;
    tokens.push(stem(word));
  }
  return tokens;
}

/** Whether the text is written (mostly) in Thai script: the tutor then answers in Thai. */
export function isThaiText(text: string): boolean {
  const thai = text.match(/[\u0E00-\u0E7F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return thai > 0 && thai >= latin;
}
