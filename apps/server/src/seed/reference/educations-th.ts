import { type EducationDef, range, type SubjectDef } from './types.ts';

/** Subjects of Thailand's Basic Education Core Curriculum; a subject's code is `<year code>-<slug>`. */
const maths: SubjectDef = {
  slug: 'maths',
  en: 'Mathematics',
  th: 'คณิตศาสตร์',
  specialties: [
    ['number-algebra', 'Number and Algebra', 'จำนวนและพีชคณิต'],
    ['measurement-geometry', 'Measurement and Geometry', 'การวัดและเรขาคณิต'],
    ['statistics', 'Statistics and Probability', 'สถิติและความน่าจะเป็น'],
    ['problem-solving', 'Problem Solving', 'การแก้โจทย์ปัญหา'],
  ],
};
const mathsUpper: SubjectDef = {
  slug: 'maths',
  en: 'Mathematics',
  th: 'คณิตศาสตร์',
  specialties: [
    ['sets-logic', 'Sets and Logic', 'เซตและตรรกศาสตร์'],
    ['functions', 'Functions', 'ฟังก์ชัน'],
    ['trigonometry', 'Trigonometry', 'ตรีโกณมิติ'],
    ['matrices-vectors', 'Matrices and Vectors', 'เมทริกซ์และเวกเตอร์'],
    ['calculus', 'Calculus', 'แคลคูลัส'],
    ['statistics', 'Statistics and Probability', 'สถิติและความน่าจะเป็น'],
  ],
};
const science: SubjectDef = {
  slug: 'science',
  en: 'Science',
  th: 'วิทยาศาสตร์',
  specialties: [
    ['biological', 'Biological Science', 'วิทยาศาสตร์ชีวภาพ'],
    ['physical', 'Physical Science', 'วิทยาศาสตร์กายภาพ'],
    ['earth-space', 'Earth and Space Science', 'วิทยาศาสตร์โลกและอวกาศ'],
    ['experiments', 'Scientific Experiments', 'การทดลองทางวิทยาศาสตร์'],
  ],
};
const physics: SubjectDef = {
  slug: 'physics',
  en: 'Physics',
  th: 'ฟิสิกส์',
  specialties: [
    ['mechanics', 'Mechanics', 'กลศาสตร์'],
    ['electricity-magnetism', 'Electricity and Magnetism', 'ไฟฟ้าและแม่เหล็ก'],
    ['waves-light', 'Waves and Light', 'คลื่นและแสง'],
    ['thermal', 'Heat and Gases', 'ความร้อนและแก๊ส'],
    ['modern', 'Modern Physics', 'ฟิสิกส์ยุคใหม่'],
  ],
};
const chemistry: SubjectDef = {
  slug: 'chemistry',
  en: 'Chemistry',
  th: 'เคมี',
  specialties: [
    ['atoms', 'Atoms and the Periodic Table', 'อะตอมและตารางธาตุ'],
    ['bonding', 'Chemical Bonding', 'พันธะเคมี'],
    ['stoichiometry', 'Stoichiometry', 'ปริมาณสารสัมพันธ์'],
    ['equilibrium', 'Rates and Chemical Equilibrium', 'อัตราการเกิดปฏิกิริยาและสมดุลเคมี'],
    ['acids-bases', 'Acids and Bases', 'กรด-เบส'],
    ['organic', 'Organic Chemistry', 'เคมีอินทรีย์'],
  ],
};
const biology: SubjectDef = {
  slug: 'biology',
  en: 'Biology',
  th: 'ชีววิทยา',
  specialties: [
    ['cells', 'Cells and Cell Division', 'เซลล์และการแบ่งเซลล์'],
    ['genetics', 'Genetics and Evolution', 'พันธุศาสตร์และวิวัฒนาการ'],
    ['body-systems', 'Human Body Systems', 'ระบบต่าง ๆ ในร่างกายมนุษย์'],
    ['plants', 'Plant Biology', 'ชีววิทยาของพืช'],
    ['ecology', 'Ecology', 'นิเวศวิทยา'],
  ],
};
const thai: SubjectDef = {
  slug: 'thai',
  en: 'Thai Language',
  th: 'ภาษาไทย',
  specialties: [
    ['reading', 'Reading', 'การอ่าน'],
    ['writing', 'Writing', 'การเขียน'],
    ['listening-speaking', 'Listening and Speaking', 'การฟัง การดู และการพูด'],
    ['principles', 'Principles of the Thai Language', 'หลักการใช้ภาษาไทย'],
    ['literature', 'Literature', 'วรรณคดีและวรรณกรรม'],
  ],
};
const english: SubjectDef = {
  slug: 'english',
  en: 'English',
  th: 'ภาษาอังกฤษ',
  specialties: [
    ['vocabulary', 'Vocabulary', 'คำศัพท์'],
    ['grammar', 'Grammar', 'ไวยากรณ์'],
    ['listening-speaking', 'Listening and Speaking', 'การฟังและการพูด'],
    ['reading-writing', 'Reading and Writing', 'การอ่านและการเขียน'],
  ],
};
const chinese: SubjectDef = {
  ...english,
  slug: 'chinese',
  en: 'Chinese',
  th: 'ภาษาจีน',
};
const socialStudies: SubjectDef = {
  slug: 'social-studies',
  en: 'Social Studies',
  th: 'สังคมศึกษา ศาสนา และวัฒนธรรม',
  specialties: [
    ['history', 'History', 'ประวัติศาสตร์'],
    ['geography', 'Geography', 'ภูมิศาสตร์'],
    ['civics', 'Civics and Culture', 'หน้าที่พลเมือง วัฒนธรรม และการดำเนินชีวิตในสังคม'],
    ['economics', 'Economics', 'เศรษฐศาสตร์'],
    ['religion', 'Religion and Ethics', 'ศาสนา ศีลธรรม จริยธรรม'],
  ],
};
const computing: SubjectDef = {
  slug: 'computing',
  en: 'Computing Science',
  th: 'วิทยาการคำนวณ',
  specialties: [
    ['computational-thinking', 'Computational Thinking', 'แนวคิดเชิงคำนวณ'],
    ['programming', 'Programming', 'การเขียนโปรแกรม'],
    ['digital-literacy', 'Digital Literacy', 'การรู้ดิจิทัล'],
    ['ict', 'Information and Communication Technology', 'เทคโนโลยีสารสนเทศและการสื่อสาร'],
  ],
};

function years(prefix: 'p' | 'm', from: number, to: number, subjects: SubjectDef[]) {
  const [en, th, short] = prefix === 'p' ? ['Prathom', 'ประถมศึกษา', 'ป.'] : ['Mattayom', 'มัธยมศึกษา', 'ม.'];
  return range(from, to).map((year) => ({
    code: `th-${prefix}${year}`,
    en: `${en} ${year} (${prefix.toUpperCase()}.${year})`,
    th: `${th}ปีที่ ${year} (${short}${year})`,
    subjects,
  }));
}

const core = [maths, science, thai, english, socialStudies, computing, chinese];

/** Thailand's basic education: Prathom 1-6, Mattayom 1-3 and Mattayom 4-6. */
export const THAI_EDUCATIONS: EducationDef[] = [
  { code: 'th-primary', en: 'Thai Primary (Prathom)', th: 'ประถมศึกษา', years: years('p', 1, 6, core) },
  {
    code: 'th-lower-secondary',
    en: 'Thai Lower Secondary (Mattayom 1-3)',
    th: 'มัธยมศึกษาตอนต้น',
    years: years('m', 1, 3, core),
  },
  {
    code: 'th-upper-secondary',
    en: 'Thai Upper Secondary (Mattayom 4-6)',
    th: 'มัธยมศึกษาตอนปลาย',
    years: years('m', 4, 6, [
      mathsUpper,
      physics,
      chemistry,
      biology,
      thai,
      english,
      socialStudies,
      computing,
      chinese,
    ]),
  },
];
