/**
 * Reference diagnostics (self-assessments) seeded into an empty database: GCSE Maths and English Language.
 * Question text is English (the curriculum's language); titles, descriptions and study topics are in both.
 * An option is [title, right?, feedback]; a question names the specialty (slug within the subject) it tests.
 */
export interface DiagnosticDef {
  code: string;
  subjectCode: string;
  en: string;
  th: string;
  descriptionEn: string;
  descriptionTh: string;
  minutes: number;
  /** Study topics per specialty slug: [English, Thai]. */
  topics: Record<string, Array<[string, string]>>;
  questions: Array<{
    specialty: string;
    title: string;
    feedback: string;
    options: Array<[string, boolean, string]>;
  }>;
}

const q = (
  specialty: string,
  title: string,
  feedback: string,
  options: Array<[string, boolean, string]>,
) => ({
  specialty,
  title,
  feedback,
  options,
});

export const DIAGNOSTICS: DiagnosticDef[] = [
  {
    code: 'gcse-maths',
    subjectCode: 'uk-y11-maths',
    en: 'GCSE Maths diagnostic',
    th: 'แบบทดสอบวินิจฉัยคณิตศาสตร์ GCSE',
    descriptionEn:
      'Ten minutes to find your strong and weak areas across number, algebra, ratio and geometry.',
    descriptionTh: 'ใช้เวลาสิบนาทีเพื่อค้นหาจุดแข็งและจุดอ่อนของคุณในเรื่องจำนวน พีชคณิต อัตราส่วน และเรขาคณิต',
    minutes: 10,
    topics: {
      number: [
        ['Order of operations (BIDMAS)', 'ลำดับการดำเนินการ (BIDMAS)'],
        ['Powers and roots', 'เลขยกกำลังและราก'],
      ],
      algebra: [
        ['Solving linear equations', 'การแก้สมการเชิงเส้น'],
        ['Expanding and factorising brackets', 'การกระจายและแยกตัวประกอบวงเล็บ'],
      ],
      ratio: [
        ['Percentage change', 'การเปลี่ยนแปลงเป็นร้อยละ'],
        ['Sharing in a ratio', 'การแบ่งตามอัตราส่วน'],
      ],
      geometry: [
        ["Pythagoras' theorem", 'ทฤษฎีบทพีทาโกรัส'],
        ['Angles in polygons', 'มุมในรูปหลายเหลี่ยม'],
      ],
    },
    questions: [
      q('number', 'What is 3 + 4 × 2?', 'Multiply before adding.', [
        ['11', true, 'Right: 4 × 2 = 8, then 3 + 8.'],
        ['14', false, 'That adds first; multiplication comes first.'],
        ['10', false, 'Check the multiplication: 4 × 2 = 8.'],
      ]),
      q('number', 'What is the square root of 144?', 'Which number times itself is 144?', [
        ['12', true, '12 × 12 = 144.'],
        ['14', false, '14 × 14 = 196.'],
        ['72', false, 'That is half of 144, not its square root.'],
      ]),
      q('algebra', 'Solve 2x + 5 = 17.', 'Subtract 5, then divide by 2.', [
        ['x = 6', true, '2x = 12, so x = 6.'],
        ['x = 11', false, 'Remember to divide by 2 after subtracting 5.'],
        ['x = 8.5', false, 'Subtract 5 before dividing.'],
      ]),
      q('algebra', 'Expand 3(x − 4).', 'Multiply each term in the bracket by 3.', [
        ['3x − 12', true, 'Both terms are multiplied by 3.'],
        ['3x − 4', false, 'The −4 must be multiplied by 3 too.'],
        ['x − 12', false, 'The x must be multiplied by 3 too.'],
      ]),
      q('ratio', 'A £40 jacket is reduced by 25%. What is the new price?', '25% of £40 is £10.', [
        ['£30', true, '£40 − £10 = £30.'],
        ['£15', false, 'That takes off £25, not 25%.'],
        ['£35', false, '25% of £40 is £10, not £5.'],
      ]),
      q('ratio', 'Share £60 in the ratio 1 : 2. What is the larger share?', 'There are 3 parts of £20.', [
        ['£40', true, 'Two parts of £20.'],
        ['£30', false, 'That splits it equally.'],
        ['£20', false, 'That is the smaller share.'],
      ]),
      q(
        'geometry',
        'A right-angled triangle has shorter sides 3 cm and 4 cm. How long is the hypotenuse?',
        'Use a² + b² = c².',
        [
          ['5 cm', true, '9 + 16 = 25, and √25 = 5.'],
          ['7 cm', false, 'Adding the sides does not give the hypotenuse.'],
          ['25 cm', false, '25 is c²; take the square root.'],
        ],
      ),
      q('geometry', 'What do the interior angles of a triangle add up to?', 'A straight line is 180°.', [
        ['180°', true, 'Always 180° in a triangle.'],
        ['360°', false, 'That is a quadrilateral.'],
        ['90°', false, 'That is one right angle.'],
      ]),
    ],
  },
  {
    code: 'gcse-english-language',
    subjectCode: 'uk-y11-english-language',
    en: 'GCSE English Language diagnostic',
    th: 'แบบทดสอบวินิจฉัยภาษาอังกฤษ GCSE',
    descriptionEn: 'Eight questions on reading, creative and persuasive writing, and spoken language.',
    descriptionTh: 'คำถามแปดข้อเกี่ยวกับการอ่าน การเขียนเชิงสร้างสรรค์ การเขียนโน้มน้าวใจ และภาษาพูด',
    minutes: 8,
    topics: {
      reading: [
        ['Inference and implicit meaning', 'การอนุมานและความหมายแฝง'],
        ['Language devices in fiction', 'กลวิธีทางภาษาในบันเทิงคดี'],
      ],
      'creative-writing': [
        ['Sensory description', 'การพรรณนาด้วยประสาทสัมผัส'],
        ['Structuring a narrative', 'การวางโครงเรื่องเล่า'],
      ],
      'persuasive-writing': [
        ['Rhetorical devices', 'กลวิธีทางวาทศิลป์'],
        ['Writing for audience and purpose', 'การเขียนให้เหมาะกับผู้อ่านและจุดประสงค์'],
      ],
      'spoken-language': [['Formal and informal register', 'ระดับภาษาที่เป็นทางการและไม่เป็นทางการ']],
    },
    questions: [
      q(
        'reading',
        'Which device is used in "The wind whispered through the trees"?',
        'Something non-human acts like a person.',
        [
          ['Personification', true, 'The wind is given a human action.'],
          ['Simile', false, 'A simile compares using "like" or "as".'],
          ['Alliteration', false, 'Alliteration repeats opening sounds.'],
        ],
      ),
      q(
        'reading',
        '"Her smile did not reach her eyes." What can we infer?',
        'Read beyond the literal meaning.',
        [
          ['Her happiness is not genuine', true, 'The smile is only on the surface.'],
          ['She has poor eyesight', false, 'That reads it too literally.'],
          ['She is very happy', false, 'The sentence suggests the opposite.'],
        ],
      ),
      q(
        'creative-writing',
        'Which sentence uses sensory description best?',
        'Look for sight, sound, smell, touch or taste.',
        [
          ['The bitter smoke stung my eyes as sirens wailed.', true, 'It appeals to smell, touch and sound.'],
          ['There was a fire in the town.', false, 'It states facts without senses.'],
          ['I was scared.', false, 'It tells the feeling instead of showing it.'],
        ],
      ),
      q(
        'creative-writing',
        'What is a cyclical structure in a story?',
        'Think about the beginning and the end.',
        [
          ['The ending returns to the opening image or idea', true, 'It comes full circle.'],
          ['Events are told in reverse order', false, 'That is a reverse chronology.'],
          ['The story has no ending', false, 'That is an open ending.'],
        ],
      ),
      q(
        'persuasive-writing',
        'Which is a rhetorical question?',
        'It is asked for effect, not for an answer.',
        [
          ['Do we really want our parks destroyed?', true, 'The answer is implied.'],
          ['What time does the park open?', false, 'That asks for information.'],
          ['The park opens at nine.', false, 'That is a statement.'],
        ],
      ),
      q(
        'persuasive-writing',
        'Which opening suits a letter to a head teacher?',
        'Match the audience and purpose.',
        [
          ['Dear Mrs Patel, I am writing to propose…', true, 'Formal and clear about its purpose.'],
          ['Hey Miss! Guess what?', false, 'Too informal for the audience.'],
          ['To whoever reads this,', false, 'It ignores the named reader.'],
        ],
      ),
      q('spoken-language', 'Which is the most formal?', 'Formal register avoids slang and contractions.', [
        ['I would be grateful for your assistance.', true, 'Polite, complete and without slang.'],
        ['Can ya give us a hand?', false, 'Slang and contraction: informal.'],
        ['Help me out, mate.', false, 'Informal address.'],
      ]),
      q('spoken-language', 'What is a "filler" in spoken language?', 'Think of sounds that fill pauses.', [
        ['A word like "um" or "like" that fills a pause', true, 'Fillers give the speaker time to think.'],
        ['A long formal word', false, 'That is formal vocabulary.'],
        ['A question tag like "isn\'t it?"', false, 'That is a tag question.'],
      ]),
    ],
  },
];
