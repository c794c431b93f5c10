import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS } from './diagnostics-data.ts';

/** The reference diagnostics must diagnose: enough questions over enough areas, no pattern in the answer key. */
describe.each(DIAGNOSTICS)('the reference diagnostic $code', (def) => {
  it('has 12+ questions over 4+ specialties, each with study topics', () => {
    expect(def.questions.length).toBeGreaterThanOrEqual(12);
    const specialties = new Set(def.questions.map((question) => question.specialty));
    expect(specialties.size).toBeGreaterThanOrEqual(4);
    for (const slug of specialties) expect(def.topics[slug]?.length ?? 0).toBeGreaterThan(0);
  });

  it('has exactly one right option per question, at positions spread evenly', () => {
    const positions = def.questions.map((question) => {
      expect(question.options.filter(([, right]) => right)).toHaveLength(1);
      return question.options.findIndex(([, right]) => right);
    });
    const most = Math.max(...[0, 1, 2, 3].map((p) => positions.filter((at) => at === p).length));
    expect(most).toBeLessThanOrEqual(Math.ceil(def.questions.length / 3));
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3);
  });

  it('explains every option and question (a wrong option names its misconception)', () => {
    for (const question of def.questions) {
      expect(question.feedback.length).toBeGreaterThan(10);
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      for (const [title, , feedback] of question.options) {
        expect(title.trim()).not.toBe('');
        expect(feedback.length).toBeGreaterThan(15);
      }
      expect(new Set(question.options.map(([title]) => title)).size).toBe(question.options.length);
    }
  });
});

describe('the Thai-curriculum diagnostic', () => {
  it('is written in Thai: every question, option and feedback', () => {
    const thai = DIAGNOSTICS.find((def) => def.subjectCode.startsWith('th-'))!;
    const hasThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);
    for (const question of thai.questions) {
      expect(hasThai(question.title) && hasThai(question.feedback)).toBe(true);
      for (const [, , feedback] of question.options) expect(hasThai(feedback)).toBe(true);
    }
  });
});

it('the GCSE Maths diagnostic, written in English, carries its Thai text', () => {
  expect(DIAGNOSTICS.find((def) => def.code === 'gcse-maths-2')?.thai).toBeDefined();
});

describe.each(DIAGNOSTICS.filter((def) => def.thai))('the English-written diagnostic $code', (def) => {
  it('has a Thai translation of every question, option and feedback, in their order', () => {
    const hasThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);
    expect(def.thai).toHaveLength(def.questions.length);
    def.questions.forEach((question, index) => {
      const thai = def.thai![index]!;
      expect(hasThai(thai.title) && hasThai(thai.feedback)).toBe(true);
      expect(thai.options).toHaveLength(question.options.length);
      for (const [, feedback] of thai.options) expect(hasThai(feedback)).toBe(true);
    });
  });
});
