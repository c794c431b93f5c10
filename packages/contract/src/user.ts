import { z } from 'zod';
import { dateOfBirthSchema, emailSchema, envelope, idSchema, requiredText, titledSchema } from './common.ts';
import { APPROVAL_STATUSES, CONNECT_ACCOUNT_STATUSES, GENDERS, ROLES, TITLES } from './enums.ts';
import { LIMITS, SPOKEN_LANGUAGES, SUPPORTED_LANGUAGES } from './limits.ts';
import { MSG } from './messages.ts';
import { subscriptionSchema } from './money.ts';

export const gradeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  education: titledSchema.nullable(),
});

export const subjectRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  school_year: titledSchema.nullable(),
});

export const subjectPriceSchema = z.object({
  subject_id: z.number().int(),
  subject: subjectRefSchema,
  price_per_hour: z.number(),
  specialties: z.array(titledSchema),
});
export type SubjectPrice = z.infer<typeof subjectPriceSchema>;

export const subdomainSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  is_active: z.boolean(),
});

/** The User entity of spec section 3, every field, as the API sends it. */
export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  balance: z.number(),
  description: z.string().nullable(),
  email: z.string(),
  emails: z.array(z.string()),
  /** Whether the student lets their tutors see their learning data in the pre-lesson brief; null: not asked yet. */
  share_learning_with_tutors: z.boolean().nullable(),
  grade: gradeSchema.nullable(),
  is_subscribed: z.boolean(),
  is_admin_student: z.boolean(),
  sharing_id: z.string(),
  students_count: z.number().int(),
  title: z.enum(TITLES).nullable(),
  mobile: z.string().nullable(),
  address_street: z.string().nullable(),
  country: titledSchema.nullable(),
  county: titledSchema.nullable(),
  address_city: z.string().nullable(),
  address_post_code: z.string().nullable(),
  visa_required: z.boolean(),
  stripe_connect_account_status: z.enum(CONNECT_ACCOUNT_STATUSES),
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_comment: z.string().nullable(),
  rate: z.number(),
  rate_count: z.number().int(),
  subscription: subscriptionSchema.nullable(),
  subdomain: subdomainSchema.nullable(),
  subject_prices: z.array(subjectPriceSchema),
  /** A tutor's 30-minute trial lesson price in pounds (0: free); null: no trial offered. */
  trial_price: z.number().nullable(),
  language: z.enum(SUPPORTED_LANGUAGES),
  /** The languages a tutor speaks (shown on their card; the tutor search filters by them). */
  spoken_languages: z.array(z.enum(SPOKEN_LANGUAGES)),
  time_zone: z.string(),
  is_profile_complete: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userResponse = envelope(userSchema);

const optionalText = (max = 255) => z.string().trim().max(max, MSG.textTooLong);

export const pricePerHourSchema = z
  .number({ error: MSG.pricePerHourRequired })
  .min(1, MSG.pricePerHourInvalid)
  .max(LIMITS.pricePerHourMax, MSG.pricePerHourInvalid)
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), MSG.pricePerHourInvalid);

/** A trial lesson's price in pounds: 0 (free) up to the hourly maximum, in whole pence. */
export const trialPriceSchema = z
  .number({ error: MSG.trialPriceInvalid })
  .min(0, MSG.trialPriceInvalid)
  .max(LIMITS.pricePerHourMax, MSG.trialPriceInvalid)
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), MSG.trialPriceInvalid);

export const subjectPriceInput = z.object({
  subject_id: idSchema.refine(Boolean, MSG.subjectRequired),
  price_per_hour: pricePerHourSchema,
  specialties: z.array(idSchema).max(LIMITS.specialtiesPerSubject, MSG.tooManySpecialties).default([]),
});
export type SubjectPriceInput = z.infer<typeof subjectPriceInput>;

/**
 * `POST /user`: only the fields that are set change (spec section 5). A country also sets the county
 * (or null). `subject_prices`, when sent, replaces the tutor's whole list.
 */
export const updateUserBody = z
  .object({
    first_name: requiredText(MSG.firstNameRequired, 100),
    last_name: requiredText(MSG.lastNameRequired, 100),
    gender: z.enum(GENDERS, { error: MSG.genderRequired }),
    date_of_birth: dateOfBirthSchema(),
    title: z.enum(TITLES, { error: MSG.titleRequired }),
    mobile: z
      .string({ error: MSG.mobileRequired })
      .trim()
      .min(1, MSG.mobileRequired)
      .regex(/^\+?[0-9 ()-]{7,20}$/, MSG.invalidMobile),
    address_street: requiredText(MSG.streetRequired),
    address_city: requiredText(MSG.cityRequired, 100),
    address_post_code: requiredText(MSG.postCodeRequired, 20),
    country_id: idSchema,
    county_id: idSchema.nullable(),
    grade_id: idSchema,
    description: optionalText(LIMITS.descriptionMax),
    emails: z.array(emailSchema).max(LIMITS.parentEmailsMax, MSG.tooManyParentEmails),
    share_learning_with_tutors: z.boolean(),
    subject_prices: z
      .array(subjectPriceInput)
      .max(30)
      .refine((list) => new Set(list.map((p) => p.subject_id)).size === list.length, MSG.duplicateSubject),
    /** Tutors only: the trial lesson's price (0: free), or null to stop offering one. */
    trial_price: trialPriceSchema.nullable(),
    language: z.enum(SUPPORTED_LANGUAGES, { error: MSG.invalidValue }),
    spoken_languages: z
      .array(z.enum(SPOKEN_LANGUAGES, { error: MSG.invalidValue }))
      .max(SPOKEN_LANGUAGES.length, MSG.invalidValue)
      .refine((list) => new Set(list).size === list.length, MSG.invalidValue),
    time_zone: z
      .string({ error: MSG.unknownTimeZone })
      .min(1, MSG.unknownTimeZone)
      .max(64, MSG.unknownTimeZone),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** Onboarding and profile forms: the same rules with the step's fields required. */
export const personalDetailsForm = updateUserBody.required({
  first_name: true,
  last_name: true,
  gender: true,
  date_of_birth: true,
  mobile: true,
});
export const tutorPersonalDetailsForm = personalDetailsForm.required({ title: true });
export const gradeForm = updateUserBody.required({ grade_id: true, country_id: true });
export const bioForm = z.object({ description: requiredText(MSG.bioRequired, LIMITS.descriptionMax) });
