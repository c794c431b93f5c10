/**
 * A reference diagnostic (self-assessment). Question text is in the diagnostic's own language (questions carry no
 * translation); titles, descriptions and study topics are in both. An option is [title, right?, feedback]: every
 * wrong option is a real misconception and its feedback explains it. A question names the specialty (slug within
 * the subject) it tests.
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
  questions: DiagnosticQuestionDef[];
}

export interface DiagnosticQuestionDef {
  specialty: string;
  title: string;
  feedback: string;
  options: Array<[string, boolean, string]>;
}

export const q = (
  specialty: string,
  title: string,
  feedback: string,
  options: Array<[string, boolean, string]>,
): DiagnosticQuestionDef => ({ specialty, title, feedback, options });
