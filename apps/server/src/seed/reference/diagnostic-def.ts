/**
 * A reference diagnostic (self-assessment). Question text is in the diagnostic's own language, with a Thai
 * translation when that is English (`thai`); titles, descriptions and study topics are in both. An option is [title, right?, feedback]: every
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
  /** A diagnostic written in English: its questions in Thai, in the same order (options too). */
  thai?: DiagnosticThai[];
}

/** A question's Thai text: title, feedback, and each option's [title, feedback] in the question's order. */
export interface DiagnosticThai {
  title: string;
  feedback: string;
  options: Array<[string, string]>;
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
