import { beforeAll, describe, expect, it } from 'vitest';
import { loadFullCatalogue } from '../../i18n/index.ts';
import {
  gradeChoices,
  initialCourseValues,
  subjectChoices,
  toCourseRequest,
  validateCourseForm,
} from './course-form.ts';

const filled = {
  title: '  Fractions made easy ',
  description: 'Halves, quarters and more.',
  grade_id: '4',
  subject_id: '9',
  thumbnail_id: '2',
  cover_url: null,
  cover_file: null,
  sub_domain_ids: [],
  is_free: false,
};

describe('toCourseRequest', () => {
  it('sends subject_id only for a course, and sub_domain_ids only when some are chosen', () => {
    expect(toCourseRequest(filled, 'subject')).toEqual({
      title: 'Fractions made easy',
      description: 'Halves, quarters and more.',
      course_type: 'subject',
      subject_id: 9,
      thumbnail_id: 2,
      is_free: false,
      cover_file: null,
    });
    const skill = toCourseRequest({ ...filled, sub_domain_ids: ['3', '5'], is_free: true }, 'skill');
    expect(skill).not.toHaveProperty('subject_id');
    expect(skill).toMatchObject({ course_type: 'skill', sub_domain_ids: [3, 5], is_free: true });
  });

  it('sends a new own cover, keeps the saved one by leaving it out, and removes it once a thumbnail is picked', () => {
    const uploaded = { ...filled, cover_url: 'blob:preview', cover_file: 'cover/new.webp' };
    expect(toCourseRequest(uploaded, 'skill').cover_file).toBe('cover/new.webp');
    const saved = { ...filled, cover_url: '/api/v1/files/images/cover/old.webp', cover_file: null };
    expect(toCourseRequest(saved, 'skill')).not.toHaveProperty('cover_file');
    expect(toCourseRequest(filled, 'skill').cover_file).toBeNull();
  });

  it('sends thumbnail 0 when none is chosen', () => {
    expect(toCourseRequest({ ...filled, thumbnail_id: null }, 'skill').thumbnail_id).toBe(0);
  });
});

describe('validateCourseForm', () => {
  beforeAll(() => loadFullCatalogue());

  it('passes a complete course', () => {
    expect(validateCourseForm(filled, 'subject')).toEqual({});
  });

  it('names every missing field with the spec messages', () => {
    const errors = validateCourseForm(
      { ...filled, title: ' ', description: '', grade_id: null, subject_id: null, thumbnail_id: null },
      'subject',
    );
    expect(errors).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      subject_id: 'Subject is required',
      thumbnail_id: 'Thumbnail is required',
      grade_id: 'Grade is required',
    });
  });

  it('asks no subject of a skill', () => {
    expect(validateCourseForm({ ...filled, grade_id: null, subject_id: null }, 'skill')).toEqual({});
  });
});

describe('initialCourseValues', () => {
  it('starts a new course on the tutor’s own tenant', () => {
    expect(initialCourseValues(null, 6).sub_domain_ids).toEqual(['6']);
    expect(initialCourseValues(null).sub_domain_ids).toEqual([]);
  });

  it('fills the form from a saved course', () => {
    expect(
      initialCourseValues({
        title: 'T',
        description: 'D',
        subject: { id: 9, schoolYear: { id: 4 } },
        thumbnailId: 0,
        thumbnail: '/api/v1/files/images/cover/own.webp',
        ownCover: true,
        subdomains: [{ id: 3 }],
        isFree: true,
      }),
    ).toEqual({
      title: 'T',
      description: 'D',
      grade_id: '4',
      subject_id: '9',
      thumbnail_id: null,
      cover_url: '/api/v1/files/images/cover/own.webp',
      cover_file: null,
      sub_domain_ids: ['3'],
      is_free: true,
    });
  });
});

describe('grade and subject choices', () => {
  const educations = [
    {
      title: 'Primary',
      schoolYears: [{ id: 1, title: 'Year 1', subjects: [{ id: 11, title: 'Maths' }] }],
    },
    {
      title: 'Secondary',
      schoolYears: [
        {
          id: 10,
          title: 'Year 10',
          subjects: [
            { id: 74, title: 'Maths' },
            { id: 75, title: 'Science' },
          ],
        },
      ],
    },
  ];

  it('groups the grades by education', () => {
    expect(gradeChoices(educations)).toEqual([
      { group: 'Primary', items: [{ value: '1', label: 'Year 1' }] },
      { group: 'Secondary', items: [{ value: '10', label: 'Year 10' }] },
    ]);
  });

  it('offers the subjects of the chosen grade only', () => {
    expect(subjectChoices(educations, '10')).toEqual([
      { value: '74', label: 'Maths' },
      { value: '75', label: 'Science' },
    ]);
    expect(subjectChoices(educations, null)).toEqual([]);
    expect(subjectChoices(educations, '99')).toEqual([]);
  });
});
