import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { MSG } from './messages.ts';

/** A study plan lists at most this many tutors and sections for each weak specialty. */
export const STUDY_PLAN_LIMITS = {
  tutorsPerSpecialty: 3,
  sectionsPerSpecialty: 10,
  specialtiesPerSection: 10,
};

/** `PUT /sections/{id}/specialties`: the specialties (of the course's subject) the section teaches; [] untags. */
export const sectionSpecialtiesBody = z.object({
  specialty_ids: z
    .array(idSchema, { error: MSG.invalidValue })
    .max(STUDY_PLAN_LIMITS.specialtiesPerSection, MSG.tooManySectionSpecialties),
});
export type SectionSpecialtiesBody = z.infer<typeof sectionSpecialtiesBody>;

/** A section's specialties and those it may have (its course's subject's; none for a skill without subject). */
export const sectionSpecialtiesResponse = envelope(
  z.object({
    specialty_ids: z.array(z.number().int()),
    options: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
);

/** A section that teaches a weak specialty, ticked off once the learner has taken it. */
export const studyPlanSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  course_type: z.string(),
  done: z.boolean(),
});

/** An approved tutor who lists the specialty, with their next free hour (two free half-hour slots in a row). */
export const studyPlanTutorSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  subject_id: z.number().int(),
  price_per_hour: z.number(),
  next_free: z
    .object({
      starting_at: z.string(),
      ending_at: z.string(),
      /** The slots `POST /tutoring/book` takes to book that hour. */
      availability_ids: z.array(z.number().int()),
    })
    .nullable(),
});

export const studyPlanSpecialtySchema = z.object({
  specialty_id: z.number().int(),
  title: z.string(),
  /** The score in the result the plan was built from. */
  start_percent: z.number().int(),
  /** The score in the latest attempt since, when there is one. */
  latest_percent: z.number().int().nullable(),
  /** A later attempt lifted it to the mastery threshold or above. */
  closed: z.boolean(),
  sections: z.array(studyPlanSectionSchema),
  tutors: z.array(studyPlanTutorSchema),
});

/**
 * A learner's plan for a diagnostic, weakest specialty first. Steps: each section and each specialty's closing
 * retake; a closed specialty counts all its steps done.
 */
export const studyPlanSchema = z.object({
  id: z.number().int(),
  self_assessment_id: z.number().int(),
  quiz_id: z.number().int(),
  diagnostic_title: z.string(),
  built_at: z.string(),
  mastery_percent: z.number().int(),
  done_count: z.number().int(),
  total_count: z.number().int(),
  specialties: z.array(studyPlanSpecialtySchema),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** `GET /diagnostics/results/{id}/study-plan`: the plan, or null when the result found no weak specialty. */
export const studyPlanResponse = envelope(z.object({ plan: studyPlanSchema.nullable() }));

/** `GET /study-plans/current`: the learner's latest plan in short, for the home page (null: none). */
export const studyPlanProgressSchema = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  diagnostic_title: z.string(),
  done_count: z.number().int(),
  total_count: z.number().int(),
});
export const studyPlanProgressResponse = envelope(z.object({ plan: studyPlanProgressSchema.nullable() }));
