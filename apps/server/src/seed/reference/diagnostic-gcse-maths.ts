import { type DiagnosticDef, q } from './diagnostic-def.ts';
import { GCSE_MATHS_TH } from './diagnostic-gcse-maths-th.ts';

/** GCSE Maths (Year 11): number, algebra, ratio and geometry, three questions each. */
export const GCSE_MATHS: DiagnosticDef = {
  code: 'gcse-maths-2',
  subjectCode: 'uk-y11-maths',
  en: 'GCSE Maths diagnostic',
  th: 'แบบทดสอบวินิจฉัยคณิตศาสตร์ GCSE',
  descriptionEn:
    'Fifteen minutes to find your strong and weak areas across number, algebra, ratio and geometry.',
  descriptionTh: 'ใช้เวลาสิบห้านาทีเพื่อค้นหาจุดแข็งและจุดอ่อนของคุณในเรื่องจำนวน พีชคณิต อัตราส่วน และเรขาคณิต',
  minutes: 15,
  topics: {
    number: [
      ['Order of operations (BIDMAS)', 'ลำดับการดำเนินการ (BIDMAS)'],
      ['Decimals: place value and multiplying', 'ทศนิยม: ค่าประจำหลักและการคูณ'],
    ],
    algebra: [
      ['Solving linear equations', 'การแก้สมการเชิงเส้น'],
      ['Expanding and simplifying expressions', 'การกระจายและจัดรูปนิพจน์'],
    ],
    ratio: [
      ['Percentage change', 'การเปลี่ยนแปลงเป็นร้อยละ'],
      ['Sharing in a ratio', 'การแบ่งตามอัตราส่วน'],
    ],
    geometry: [
      ["Pythagoras' theorem", 'ทฤษฎีบทพีทาโกรัส'],
      ['Angles in polygons', 'มุมในรูปหลายเหลี่ยม'],
      ['Area and circumference of circles', 'พื้นที่และเส้นรอบวงของวงกลม'],
    ],
  },
  questions: [
    q('number', 'What is 3 + 4 × 2?', 'Multiplication comes before addition (BIDMAS).', [
      ['14', false, 'You worked left to right, adding first. Multiply first: 4 × 2 = 8, then 3 + 8 = 11.'],
      ['11', true, 'Right: 4 × 2 = 8, then 3 + 8 = 11.'],
      ['9', false, 'That adds all three numbers: the × sign means multiply 4 by 2.'],
      ['24', false, 'That multiplies everything: only 4 and 2 are multiplied, then 3 is added.'],
    ]),
    q('number', 'Work out 0.3 × 0.2', 'Multiply 3 × 2, then count the decimal places in the question.', [
      [
        '0.6',
        false,
        'The question has two decimal places in all (one in each number), so the answer needs two.',
      ],
      ['0.5', false, 'That adds the numbers. Multiplying two numbers below 1 gives a smaller number.'],
      ['0.06', true, 'Right: 3 × 2 = 6, and two decimal places give 0.06.'],
      ['6', false, 'The decimal points were dropped and never put back.'],
    ]),
    q('number', 'Which number is the largest?', 'Compare the tenths first, then the hundredths.', [
      ['0.405', false, 'More digits does not make a decimal bigger: 0.405 has 4 tenths, 0.5 has 5.'],
      ['0.45', false, '0.45 has 4 tenths; 0.5 (the same as 0.50) has 5 tenths, so it is larger.'],
      ['0.045', false, '0.045 has no tenths at all: it is the smallest.'],
      ['0.5', true, 'Right: 0.5 = 0.50, which beats 0.45, 0.405 and 0.045.'],
    ]),
    q('algebra', 'Solve 2x + 5 = 17', 'Undo the operations in reverse: subtract 5, then divide by 2.', [
      ['x = 6', true, 'Right: 2x = 12, so x = 6.'],
      ['x = 12', false, 'You subtracted 5 but stopped at 2x = 12: divide by 2 as well.'],
      ['x = 8.5', false, 'You divided 17 by 2 before taking away the 5: undo the + 5 first.'],
      ['x = 11', false, 'You added 5 instead of subtracting it, then halved: 17 + 5 = 22, 22 ÷ 2 = 11.'],
    ]),
    q('algebra', 'Expand 3(x − 4)', 'The 3 multiplies every term inside the bracket.', [
      ['3x − 4', false, 'Only the x was multiplied: the 4 must be multiplied by 3 as well.'],
      ['3x − 12', true, 'Right: 3 × x = 3x and 3 × (−4) = −12.'],
      ['3x + 12', false, 'Sign slip: 3 × (−4) is −12, not +12.'],
      ['x − 12', false, 'The x must be multiplied by 3 too.'],
    ]),
    q('algebra', 'Simplify 2a × 3a', 'Multiply the numbers, then the letters.', [
      ['5a', false, 'That adds 2a and 3a. Multiplying: 2 × 3 = 6 and a × a = a².'],
      ['6a', false, 'a × a is a², not a.'],
      ['5a²', false, 'The numbers were added, not multiplied: 2 × 3 = 6.'],
      ['6a²', true, 'Right: 2 × 3 = 6 and a × a = a².'],
    ]),
    q(
      'ratio',
      'Share £40 in the ratio 3 : 5. How much is the larger share?',
      'Find how many parts there are in all.',
      [
        ['£25', true, 'Right: 3 + 5 = 8 parts of £5 each; the larger share is 5 × £5 = £25.'],
        ['£24', false, 'That takes 3/5 of £40, reading the ratio as a fraction. There are 3 + 5 = 8 parts.'],
        ['£15', false, 'That is the smaller share (3 parts of £5).'],
        ['£8', false, 'That divides by 5, one side of the ratio, instead of by all 8 parts.'],
      ],
    ),
    q(
      'ratio',
      'A £60 jacket is reduced by 20%. What is the sale price?',
      'Find 20% of £60, then subtract it.',
      [
        ['£40', false, 'That takes away £20, not 20%. 20% of £60 is £12.'],
        ['£12', false, 'That is the reduction, not the new price.'],
        ['£48', true, 'Right: 20% of £60 is £12, and £60 − £12 = £48 (or 0.8 × £60).'],
        ['£72', false, 'That adds 20%: a reduction takes it away.'],
      ],
    ),
    q(
      'ratio',
      'A price rises from £50 to £60. What is the percentage increase?',
      'Change ÷ original × 100.',
      [
        ['10%', false, 'That is the increase in pounds. As a percentage of the original: 10 ÷ 50 = 20%.'],
        ['20%', true, 'Right: (60 − 50) ÷ 50 × 100 = 20%.'],
        ['16.7%', false, 'That divides by the new price (60); percentage change divides by the original.'],
        ['120%', false, 'That is the new price as a percentage of the old, not the increase.'],
      ],
    ),
    q(
      'geometry',
      'A right-angled triangle has shorter sides 6 cm and 8 cm. How long is the hypotenuse?',
      'a² + b² = c².',
      [
        ['14 cm', false, 'Adding the sides does not work: square them, add, then take the square root.'],
        ['100 cm', false, 'That is the hypotenuse squared: take its square root.'],
        ['10 cm', true, 'Right: 6² + 8² = 36 + 64 = 100, and √100 = 10.'],
        ['√28 cm', false, 'That subtracts the squares, which finds a shorter side, not the hypotenuse.'],
      ],
    ),
    q('geometry', 'What do the interior angles of a pentagon add up to?', '(number of sides − 2) × 180°.', [
      ['540°', true, 'Right: (5 − 2) × 180° = 540°.'],
      ['360°', false, '360° is the sum for a quadrilateral, and the sum of any polygon’s exterior angles.'],
      ['900°', false, 'That multiplies 5 by 180°: subtract 2 first (a pentagon splits into 3 triangles).'],
      ['108°', false, 'That is one interior angle of a regular pentagon, not the sum.'],
    ]),
    q('geometry', 'What is the area of a circle of radius 3 cm?', 'Area = πr².', [
      ['6π cm²', false, 'That is 2πr, the circumference, not the area.'],
      ['3π cm²', false, 'The radius must be squared: π × 3² = 9π.'],
      ['36π cm²', false, 'That squares the diameter (6 cm): the formula uses the radius.'],
      ['9π cm²', true, 'Right: π × 3² = 9π cm² (about 28.3 cm²).'],
    ]),
  ],
  thai: GCSE_MATHS_TH,
};
