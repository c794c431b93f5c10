import { describe, expect, it } from 'vitest';
import { resolveStep, STUDENT_STEPS, TUTOR_STEPS } from './steps.ts';

const blank = {
  role: 'student' as const,
  title: null,
  firstName: null,
  lastName: null,
  gender: null,
  dateOfBirth: null,
  mobile: null,
  grade: null,
  country: null,
  subjectPrices: [],
};
const detailed = {
  ...blank,
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female' as const,
  dateOfBirth: '2010-12-10',
  mobile: '+44 7700 900123',
};
const graded = {
  ...detailed,
  grade: { id: 10, title: 'Year 10', education: null },
  country: { id: 77, title: 'United Kingdom' },
};

describe('resolveStep (student)', () => {
  it('starts a new student on personal details, whatever the URL asks', () => {
    expect(resolveStep(STUDENT_STEPS, null, blank)).toEqual({ step: 'personal_details', reachable: 0 });
    expect(resolveStep(STUDENT_STEPS, 'avatar', blank).step).toBe('personal_details');
  });

  it('goes on to the grade once the details are saved, and back to the details when asked', () => {
    expect(resolveStep(STUDENT_STEPS, null, detailed)).toEqual({ step: 'grade', reachable: 1 });
    expect(resolveStep(STUDENT_STEPS, 'personal_details', detailed).step).toBe('personal_details');
    expect(resolveStep(STUDENT_STEPS, 'subscription', detailed).step).toBe('grade');
  });

  it('lets a student with a grade open the optional steps, starting with the plan', () => {
    expect(resolveStep(STUDENT_STEPS, null, graded)).toEqual({ step: 'subscription', reachable: 3 });
    expect(resolveStep(STUDENT_STEPS, 'avatar', graded).step).toBe('avatar');
    expect(resolveStep(STUDENT_STEPS, 'nonsense', graded).step).toBe('subscription');
  });
});

describe('resolveStep (tutor)', () => {
  const tutor = { ...detailed, role: 'teacher' as const };

  it('needs the title among the personal details', () => {
    expect(resolveStep(TUTOR_STEPS, 'grade_prices', tutor).step).toBe('personal_details');
    expect(resolveStep(TUTOR_STEPS, 'grade_prices', { ...tutor, title: 'Dr' as const }).step).toBe(
      'grade_prices',
    );
  });

  it('reaches the last step once a subject is priced', () => {
    const priced = {
      ...tutor,
      title: 'Dr' as const,
      subjectPrices: [
        {
          subjectId: 1,
          subject: { id: 1, title: 'Maths', schoolYear: null },
          pricePerHour: 30,
          specialties: [],
        },
      ],
    };
    expect(resolveStep(TUTOR_STEPS, 'success', { ...tutor, title: 'Dr' as const }).step).toBe('grade_prices');
    expect(resolveStep(TUTOR_STEPS, null, priced)).toEqual({ step: 'success', reachable: 2 });
  });
});
