import { type EducationDef, range, type SubjectDef } from './types.ts';

/** Subjects of the English national curriculum, by stage; a subject's code is `<year code>-<slug>`. */
const mathsPrimary: SubjectDef = {
  slug: 'maths',
  en: 'Maths',
  th: 'คณิตศาสตร์',
  specialties: [
    ['number', 'Number and Place Value', 'จำนวนและค่าประจำหลัก'],
    ['calculation', 'Addition, Subtraction, Multiplication and Division', 'การบวก ลบ คูณ และหาร'],
    ['fractions', 'Fractions, Decimals and Percentages', 'เศษส่วน ทศนิยม และร้อยละ'],
    ['measurement', 'Measurement', 'การวัด'],
    ['geometry', 'Geometry', 'เรขาคณิต'],
    ['statistics', 'Statistics', 'สถิติ'],
  ],
};
const mathsSecondary: SubjectDef = {
  slug: 'maths',
  en: 'Maths',
  th: 'คณิตศาสตร์',
  specialties: [
    ['number', 'Number', 'จำนวน'],
    ['algebra', 'Algebra', 'พีชคณิต'],
    ['ratio', 'Ratio, Proportion and Rates of Change', 'อัตราส่วน สัดส่วน และอัตราการเปลี่ยนแปลง'],
    ['geometry', 'Geometry and Measures', 'เรขาคณิตและการวัด'],
    ['probability', 'Probability', 'ความน่าจะเป็น'],
    ['statistics', 'Statistics', 'สถิติ'],
  ],
};
const mathsALevel: SubjectDef = {
  slug: 'maths',
  en: 'Maths',
  th: 'คณิตศาสตร์',
  specialties: [
    ['pure', 'Pure Mathematics', 'คณิตศาสตร์บริสุทธิ์'],
    ['calculus', 'Calculus', 'แคลคูลัส'],
    ['statistics', 'Statistics', 'สถิติ'],
    ['mechanics', 'Mechanics', 'กลศาสตร์'],
  ],
};
const furtherMaths: SubjectDef = {
  slug: 'further-maths',
  en: 'Further Maths',
  th: 'คณิตศาสตร์ขั้นสูง',
  specialties: [
    ['further-pure', 'Further Pure Mathematics', 'คณิตศาสตร์บริสุทธิ์ขั้นสูง'],
    ['complex-numbers', 'Complex Numbers and Matrices', 'จำนวนเชิงซ้อนและเมทริกซ์'],
    ['further-statistics', 'Further Statistics', 'สถิติขั้นสูง'],
    ['decision', 'Decision Mathematics', 'คณิตศาสตร์การตัดสินใจ'],
  ],
};
const englishPrimary: SubjectDef = {
  slug: 'english',
  en: 'English',
  th: 'ภาษาอังกฤษ',
  specialties: [
    ['phonics', 'Phonics', 'โฟนิกส์'],
    ['reading', 'Reading', 'การอ่าน'],
    ['writing', 'Writing', 'การเขียน'],
    ['spelling', 'Spelling', 'การสะกดคำ'],
    ['grammar', 'Grammar and Punctuation', 'ไวยากรณ์และเครื่องหมายวรรคตอน'],
  ],
};
const englishKs3: SubjectDef = {
  slug: 'english',
  en: 'English',
  th: 'ภาษาอังกฤษ',
  specialties: [
    ['reading', 'Reading', 'การอ่าน'],
    ['writing', 'Writing', 'การเขียน'],
    ['grammar', 'Grammar', 'ไวยากรณ์'],
    ['literature', 'Literature', 'วรรณกรรม'],
    ['spoken', 'Spoken English', 'การพูดภาษาอังกฤษ'],
  ],
};
const englishLanguage: SubjectDef = {
  slug: 'english-language',
  en: 'English Language',
  th: 'ภาษาอังกฤษ (ภาษา)',
  specialties: [
    ['reading', 'Reading Non-fiction and Fiction', 'การอ่านสารคดีและบันเทิงคดี'],
    ['creative-writing', 'Creative Writing', 'การเขียนเชิงสร้างสรรค์'],
    ['persuasive-writing', 'Persuasive Writing', 'การเขียนโน้มน้าวใจ'],
    ['spoken-language', 'Spoken Language', 'ภาษาพูด'],
  ],
};
const englishLiterature: SubjectDef = {
  slug: 'english-literature',
  en: 'English Literature',
  th: 'วรรณคดีอังกฤษ',
  specialties: [
    ['shakespeare', 'Shakespeare', 'เชกสเปียร์'],
    ['novel', 'The 19th-century Novel', 'นวนิยายศตวรรษที่ 19'],
    ['modern-texts', 'Modern Texts', 'วรรณกรรมสมัยใหม่'],
    ['poetry', 'Poetry', 'กวีนิพนธ์'],
  ],
};
const sciencePrimary: SubjectDef = {
  slug: 'science',
  en: 'Science',
  th: 'วิทยาศาสตร์',
  specialties: [
    ['living-things', 'Living Things and Habitats', 'สิ่งมีชีวิตและถิ่นที่อยู่'],
    ['materials', 'Materials', 'วัสดุ'],
    ['forces', 'Forces and Magnets', 'แรงและแม่เหล็ก'],
    ['light-sound', 'Light and Sound', 'แสงและเสียง'],
    ['earth-space', 'Earth and Space', 'โลกและอวกาศ'],
  ],
};
const scienceKs3: SubjectDef = {
  slug: 'science',
  en: 'Science',
  th: 'วิทยาศาสตร์',
  specialties: [
    ['biology', 'Biology', 'ชีววิทยา'],
    ['chemistry', 'Chemistry', 'เคมี'],
    ['physics', 'Physics', 'ฟิสิกส์'],
    ['working-scientifically', 'Working Scientifically', 'ทักษะกระบวนการทางวิทยาศาสตร์'],
  ],
};
const biology: SubjectDef = {
  slug: 'biology',
  en: 'Biology',
  th: 'ชีววิทยา',
  specialties: [
    ['cells', 'Cell Biology', 'ชีววิทยาของเซลล์'],
    ['organisation', 'Organisation', 'การจัดระบบในสิ่งมีชีวิต'],
    ['infection', 'Infection and Response', 'การติดเชื้อและการตอบสนอง'],
    ['bioenergetics', 'Bioenergetics', 'พลังงานชีวภาพ'],
    ['genetics', 'Inheritance, Variation and Evolution', 'พันธุกรรม ความแปรผัน และวิวัฒนาการ'],
    ['ecology', 'Ecology', 'นิเวศวิทยา'],
  ],
};
const chemistry: SubjectDef = {
  slug: 'chemistry',
  en: 'Chemistry',
  th: 'เคมี',
  specialties: [
    ['atomic-structure', 'Atomic Structure and the Periodic Table', 'โครงสร้างอะตอมและตารางธาตุ'],
    ['bonding', 'Bonding and Structure', 'พันธะเคมีและโครงสร้าง'],
    ['quantitative', 'Quantitative Chemistry', 'ปริมาณสารสัมพันธ์'],
    ['reactions', 'Chemical Changes and Rates', 'การเปลี่ยนแปลงทางเคมีและอัตราการเกิดปฏิกิริยา'],
    ['organic', 'Organic Chemistry', 'เคมีอินทรีย์'],
  ],
};
const physics: SubjectDef = {
  slug: 'physics',
  en: 'Physics',
  th: 'ฟิสิกส์',
  specialties: [
    ['mechanics', 'Mechanics and Forces', 'กลศาสตร์และแรง'],
    ['energy', 'Energy', 'พลังงาน'],
    ['electricity', 'Electricity', 'ไฟฟ้า'],
    ['waves', 'Waves', 'คลื่น'],
    ['magnetism', 'Magnetism and Electromagnetism', 'แม่เหล็กและแม่เหล็กไฟฟ้า'],
    ['atomic', 'Atomic and Nuclear Physics', 'ฟิสิกส์อะตอมและนิวเคลียร์'],
  ],
};
const history: SubjectDef = {
  slug: 'history',
  en: 'History',
  th: 'ประวัติศาสตร์',
  specialties: [
    ['british', 'British History', 'ประวัติศาสตร์อังกฤษ'],
    ['world', 'World History', 'ประวัติศาสตร์โลก'],
    ['sources', 'Source Analysis', 'การวิเคราะห์หลักฐานทางประวัติศาสตร์'],
    ['essays', 'Essay Writing', 'การเขียนเรียงความ'],
  ],
};
const geography: SubjectDef = {
  slug: 'geography',
  en: 'Geography',
  th: 'ภูมิศาสตร์',
  specialties: [
    ['physical', 'Physical Geography', 'ภูมิศาสตร์กายภาพ'],
    ['human', 'Human Geography', 'ภูมิศาสตร์มนุษย์'],
    ['maps', 'Map Skills', 'ทักษะการใช้แผนที่'],
    ['fieldwork', 'Fieldwork', 'การศึกษาภาคสนาม'],
  ],
};
const computing: SubjectDef = {
  slug: 'computing',
  en: 'Computing',
  th: 'วิทยาการคอมพิวเตอร์',
  specialties: [
    ['programming', 'Programming', 'การเขียนโปรแกรม'],
    ['algorithms', 'Algorithms', 'อัลกอริทึม'],
    ['data', 'Data Representation', 'การแทนข้อมูล'],
    ['networks', 'Networks and the Internet', 'เครือข่ายและอินเทอร์เน็ต'],
    ['online-safety', 'Online Safety', 'ความปลอดภัยออนไลน์'],
  ],
};
const computerScience: SubjectDef = { ...computing, slug: 'computer-science', en: 'Computer Science' };

function language(slug: string, en: string, th: string): SubjectDef {
  return {
    slug,
    en,
    th,
    specialties: [
      ['vocabulary', 'Vocabulary', 'คำศัพท์'],
      ['grammar', 'Grammar', 'ไวยากรณ์'],
      ['speaking', 'Speaking and Listening', 'การฟังและการพูด'],
      ['reading-writing', 'Reading and Writing', 'การอ่านและการเขียน'],
    ],
  };
}
const french = language('french', 'French', 'ภาษาฝรั่งเศส');
const spanish = language('spanish', 'Spanish', 'ภาษาสเปน');
const thai = language('thai', 'Thai', 'ภาษาไทย');

const economics: SubjectDef = {
  slug: 'economics',
  en: 'Economics',
  th: 'เศรษฐศาสตร์',
  specialties: [
    ['micro', 'Microeconomics', 'เศรษฐศาสตร์จุลภาค'],
    ['macro', 'Macroeconomics', 'เศรษฐศาสตร์มหภาค'],
    ['markets', 'Markets and Market Failure', 'ตลาดและความล้มเหลวของตลาด'],
    ['global', 'The Global Economy', 'เศรษฐกิจโลก'],
  ],
};
const psychology: SubjectDef = {
  slug: 'psychology',
  en: 'Psychology',
  th: 'จิตวิทยา',
  specialties: [
    ['social', 'Social Influence', 'อิทธิพลทางสังคม'],
    ['memory', 'Memory', 'ความจำ'],
    ['psychopathology', 'Psychopathology', 'จิตพยาธิวิทยา'],
    ['research-methods', 'Research Methods', 'ระเบียบวิธีวิจัย'],
  ],
};

function subjectsOfYear(year: number): SubjectDef[] {
  if (year <= 2) return [mathsPrimary, englishPrimary, sciencePrimary, history, geography, computing, thai];
  if (year <= 6)
    return [mathsPrimary, englishPrimary, sciencePrimary, history, geography, computing, french, thai];
  if (year <= 9)
    return [mathsSecondary, englishKs3, scienceKs3, history, geography, computing, french, spanish, thai];
  if (year <= 11) {
    const gcse = [englishLanguage, englishLiterature, biology, chemistry, physics, computerScience, history];
    return [mathsSecondary, ...gcse, geography, french, spanish, thai];
  }
  const aLevel = [englishLiterature, biology, chemistry, physics, computerScience, economics, psychology];
  return [mathsALevel, furtherMaths, ...aLevel, history, geography, french, spanish];
}

function years(from: number, to: number) {
  return range(from, to).map((year) => {
    const stage = year >= 12 ? ' (A level)' : year >= 10 ? ' (GCSE)' : '';
    return {
      code: `uk-y${year}`,
      en: `Year ${year}${stage}`,
      th: `ปีที่ ${year} (Year ${year})${stage}`,
      subjects: subjectsOfYear(year),
    };
  });
}

/** England's school system: Years 1-13 in three stages. */
export const UK_EDUCATIONS: EducationDef[] = [
  {
    code: 'uk-primary',
    en: 'Primary (Key Stages 1-2)',
    th: 'ประถมศึกษา หลักสูตรอังกฤษ (Key Stage 1-2)',
    years: years(1, 6),
  },
  {
    code: 'uk-secondary',
    en: 'Secondary (Key Stages 3-4)',
    th: 'มัธยมศึกษา หลักสูตรอังกฤษ (Key Stage 3-4)',
    years: years(7, 11),
  },
  {
    code: 'uk-sixth-form',
    en: 'Sixth Form (A level)',
    th: 'ซิกซ์ฟอร์ม หลักสูตรอังกฤษ (A level)',
    years: years(12, 13),
  },
];
