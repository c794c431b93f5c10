import { describe, expect, it } from 'vitest';
import { exactQuote, sentenceSpans } from './quote.ts';

const LINE =
  'A straight line crosses the y-axis where x = 0. The equation is y = 2x + 3. Put x = 0 to get y = 3, so the ' +
  'line crosses at (0, 3). Rearrange it to make y the subject: 2y = 6x + 8, so y = 3x + 4.';

describe('exactQuote', () => {
  it('quotes one contiguous passage of the text, never sentences from different places', () => {
    const quote = exactQuote('How do I find where a line crosses the y-axis?', LINE);
    expect(quote).not.toBeNull();
    expect(LINE).toContain(quote);
    expect(quote).toContain('crosses the y-axis');
    // The sentence about rearranging is not glued on after skipping the one between.
    expect(quote).not.toContain('2y = 6x + 8');
  });

  it('widens to a neighbouring sentence that adds words of the question, within the length', () => {
    const text = 'Plants need light. They turn it into sugar. Rocks are hard. Sugar is stored in roots.';
    const quote = exactQuote('plants light sugar', text);
    expect(quote).toBe('Plants need light. They turn it into sugar.');
    expect(text).toContain(quote);
  });

  it('stays inside one paragraph: a line break ends the passage', () => {
    const text = 'Painting the iron keeps the water out\nGalvanising coats iron with zinc';
    expect(exactQuote('Does painting iron keep water out with zinc?', text)).toBe(
      'Painting the iron keeps the water out',
    );
  });

  it('quotes the opening when no sentence shares a word, and nothing for an empty text', () => {
    expect(exactQuote('zebra', 'First one. Second one.')).toBe('First one.');
    expect(exactQuote('zebra', '   ')).toBeNull();
  });

  it('cuts a long sentence at a word end, still a prefix of the text', () => {
    const long = `${'word '.repeat(200)}.`;
    const quote = exactQuote('word', long, 50) ?? '';
    expect(quote.length).toBeLessThanOrEqual(50);
    expect(long.startsWith(quote)).toBe(true);
    expect(quote.endsWith('word')).toBe(true);
    const thai = 'เศษส่วน'.repeat(40);
    const cut = exactQuote('เศษส่วน', thai, 30) ?? '';
    expect(thai.startsWith(cut)).toBe(true);
    expect(cut).toBe('เศษส่วน'.repeat(4));
  });

  it('quotes a Thai sentence, split at the spaces Thai uses between sentences, from a Thai question', () => {
    const text = 'สิ่งมีชีวิตประกอบด้วยเซลล์ พืชใช้แสงแดดสร้างน้ำตาล สัตว์กินพืช';
    expect(exactQuote('พืชสร้างน้ำตาลได้อย่างไร', text)).toBe('พืชใช้แสงแดดสร้างน้ำตาล');
  });

  it('quotes an English passage for a Thai question through the school terms', () => {
    const text =
      'Expand brackets first. To clear fractions, multiply every term by 12. Negative numbers need care.';
    expect(exactQuote('เศษส่วนคืออะไร', text)).toBe('To clear fractions, multiply every term by 12.');
  });
});

describe('sentenceSpans', () => {
  it('gives offsets into the text itself, and numbers the paragraphs', () => {
    const text = 'One. Two!\n\nThree?';
    expect(sentenceSpans(text).map((span) => [text.slice(span.start, span.end), span.paragraph])).toEqual([
      ['One.', 0],
      ['Two!', 0],
      ['Three?', 1],
    ]);
  });
});
