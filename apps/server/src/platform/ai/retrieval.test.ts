import { describe, expect, it } from 'vitest';
import { bm25Scores, type Passage, rankPassages } from './retrieval.ts';

const passage = (
  sectionId: number,
  sectionTitle: string,
  text: string,
  chapterTitle = 'Chapter',
): Passage => ({
  sectionId,
  courseId: 1,
  sectionTitle,
  chapterTitle,
  text,
  locked: false,
});

const biology = [
  passage(1, 'Cells', 'Every living thing is made of cells. A cell has a membrane and a nucleus.'),
  passage(2, 'Photosynthesis', 'Plants turn light, water and carbon dioxide into sugar. Oxygen is released.'),
  passage(
    3,
    'Respiration',
    'Cells release energy from sugar. Respiration uses oxygen and gives carbon dioxide.',
  ),
];

describe('bm25Scores', () => {
  it('scores a rare word above a common one, and a document without the words zero', () => {
    const docs = [['sun', 'light'], ['light', 'water'], ['rock']];
    const [sunAndLight, lightOnly, none] = bm25Scores(['sun', 'light'], docs);
    expect(sunAndLight).toBeGreaterThan(lightOnly ?? 0);
    expect(lightOnly).toBeGreaterThan(0);
    expect(none).toBe(0);
  });

  it('saturates repeats and favours the shorter of two documents with the word once', () => {
    const [short, long] = bm25Scores(['light'], [['light'], ['light', 'a', 'b', 'c', 'd', 'e']]);
    expect(short).toBeGreaterThan(long ?? 0);
    const [once, many] = bm25Scores(
      ['x'],
      [
        ['x', 'y'],
        ['x', 'x'],
      ],
    );
    expect(many).toBeGreaterThan(once ?? 0);
    expect(many).toBeLessThan((once ?? 0) * 2);
  });

  it('counts a word asked twice once, and answers nothing without documents', () => {
    expect(bm25Scores(['a', 'a'], [['a'], ['b']])).toEqual(bm25Scores(['a'], [['a'], ['b']]));
    expect(bm25Scores(['a'], [])).toEqual([]);
  });
});

describe('rankPassages', () => {
  it('puts the section that answers the question first', () => {
    const ranked = rankPassages('How do plants use light?', biology);
    expect(ranked[0]?.sectionId).toBe(2);
    expect(ranked.every((item) => item.score > 0)).toBe(true);
  });

  it('weighs a section title: the section named after the word beats one that mentions it', () => {
    expect(rankPassages('respiration', biology).map((item) => item.sectionId)).toEqual([3]);
  });

  it('answers nothing when no word of the question is in the course', () => {
    expect(rankPassages('Who won the football world cup?', biology)).toEqual([]);
    expect(rankPassages('the of and', biology)).toEqual([]);
  });

  it('ranks Thai sections by their words though Thai has no spaces', () => {
    const thai = [
      passage(10, 'เซลล์', 'สิ่งมีชีวิตทุกชนิดประกอบด้วยเซลล์ เซลล์มีเยื่อหุ้มเซลล์และนิวเคลียส'),
      passage(11, 'การสังเคราะห์แสง', 'พืชใช้แสงแดด น้ำ และคาร์บอนไดออกไซด์ สร้างน้ำตาล และปล่อยออกซิเจนออกมา'),
    ];
    expect(rankPassages('พืชสร้างน้ำตาลได้อย่างไร', thai)[0]?.sectionId).toBe(11);
    expect(rankPassages('นิวเคลียสคืออะไร', thai).map((item) => item.sectionId)).toEqual([10]);
  });

  it('keeps at most `limit` passages and drops those far below the best', () => {
    const many = Array.from({ length: 6 }, (_, i) => passage(i + 1, `Part ${i}`, 'light light light'));
    expect(rankPassages('light', many, 3)).toHaveLength(3);
    const weak = [
      passage(1, 'Photosynthesis', 'Plants make sugar from light and water.'),
      passage(2, 'Weather', 'Clouds block some light on a grey day.'),
      passage(3, 'Rocks', 'Stones are hard.'),
    ];
    const query = 'photosynthesis: how do plants make sugar from light?';
    expect(rankPassages(query, weak).map((item) => item.sectionId)).toEqual([1]);
  });

  it('finds English passages for a Thai question and Thai ones for an English question', () => {
    const algebra = [
      passage(1, 'What an equation says', 'An equation is a statement that two expressions are equal.'),
      passage(2, 'Equations with brackets and fractions', 'To clear fractions, multiply every term by 12.'),
      passage(3, 'Coordinates', 'A point on a grid is written (x, y).'),
    ];
    expect(rankPassages('เศษส่วนคืออะไร', algebra)[0]?.sectionId).toBe(2);
    const thai = [
      passage(10, 'สมการ', 'สมการคือประโยคที่บอกว่าสองข้างเท่ากัน'),
      passage(11, 'เศษส่วน', 'เศษส่วนคือการแบ่งสิ่งหนึ่งออกเป็นส่วนเท่า ๆ กัน ตัวเศษอยู่ด้านบน'),
    ];
    expect(rankPassages('What is a fraction?', thai).map((item) => item.sectionId)).toEqual([11]);
  });
});
