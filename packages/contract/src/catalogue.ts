import { z } from 'zod';
import { envelope, titledSchema } from './common.ts';
import { BILLING_TYPES } from './enums.ts';

export const subjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  school_year: z.object({ id: z.number().int(), title: z.string(), education_id: z.number().int() }),
});
export type Subject = z.infer<typeof subjectSchema>;

export const schoolYearSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subjects: z.array(titledSchema),
});

export const educationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  school_years: z.array(schoolYearSchema),
});
export type Education = z.infer<typeof educationSchema>;

export const specialtySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_id: z.number().int(),
});
export type Specialty = z.infer<typeof specialtySchema>;

export const countrySchema = z.object({ id: z.number().int(), title: z.string(), code: z.string() });
export const countryDetailSchema = countrySchema.extend({ counties: z.array(titledSchema) });
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const thumbnailSchema = z.object({ id: z.number().int(), url: z.string() });

export const subscriptionPlanSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  description: z.string(),
  metas: z.array(z.string()),
  currency: z.literal('GBP'),
  prices: z.array(z.object({ type: z.enum(BILLING_TYPES), price_id: z.string(), price: z.number() })),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const educationsResponse = envelope(z.array(educationSchema));
export const subjectsResponse = envelope(z.array(subjectSchema));
export const specialtiesResponse = envelope(z.array(specialtySchema));
export const countriesResponse = envelope(z.array(countrySchema));
export const countryResponse = envelope(countryDetailSchema);
export const thumbnailsResponse = envelope(z.array(thumbnailSchema));
export const subscriptionFeesResponse = envelope(z.array(subscriptionPlanSchema));
