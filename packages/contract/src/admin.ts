import { z } from 'zod';
import { envelope, idSchema, pageSchema, paginatedEnvelope, requiredText } from './common.ts';
import { APPROVAL_STATUSES, ROLES } from './enums.ts';
import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';
import { imageUrlSchema } from './tenancy.ts';
import { subdomainSchema } from './user.ts';

/** One recorded admin action: who, when, what, and why. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

// Users -----------------------------------------------------------------------------------------------------

/** Audit actions of the admin console's user management. */
export const ADMIN_USER_ACTIONS = ['user.suspended', 'user.restored'] as const;

/** An account's state as the console filters it: `unverified` has not confirmed its e-mail address yet. */
export const ACCOUNT_STATES = ['active', 'suspended', 'unverified'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ADMIN_USERS_PAGE_SIZE = 20;

/**
 * `GET /admin/users?search=&role=&status=&approval_status=&subdomain_id=&page=&per_page=`: `search` matches
 * names and e-mail addresses (at least 3 characters; empty means no search).
 */
export const adminUsersQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, MSG.textTooLong)
    .refine((value) => value === '' || value.length >= LIMITS.searchMinLength, MSG.searchTooShort)
    .optional(),
  role: z.enum(ROLES, { error: MSG.invalidValue }).optional(),
  status: z.enum(ACCOUNT_STATES, { error: MSG.invalidValue }).optional(),
  approval_status: z.enum(APPROVAL_STATUSES, { error: MSG.invalidValue }).optional(),
  subdomain_id: idSchema.optional(),
  page: pageSchema,
  per_page: z.coerce
    .number({ error: MSG.invalidValue })
    .int(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(100, MSG.invalidValue)
    .default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The tenant the user signed up on; null is the main marketplace. */
  subdomain: subdomainSchema.nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  email_verified: z.boolean(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = paginatedEnvelope(adminUserSchema);

export const adminUserDetailSchema = adminUserSchema.extend({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  language: z.string(),
  time_zone: z.string(),
  /** Sessions that can still be used. */
  active_sessions: z.number().int(),
  /** Admin actions on this user (suspensions, restorations, reviews), newest first. */
  history: z.array(adminAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponse = envelope(adminUserDetailSchema);

export const suspendUserBody = z.object(
  { reason: requiredText(MSG.reasonRequired, 1000) },
  { error: MSG.reasonRequired },
);
export type SuspendUserBody = z.infer<typeof suspendUserBody>;

/** The reason is optional when restoring. */
export const restoreUserBody = z.object({ reason: z.string().trim().max(1000, MSG.textTooLong).optional() });
export type RestoreUserBody = z.infer<typeof restoreUserBody>;

// Catalogue -------------------------------------------------------------------------------------------------

const SORT_ORDER_MAX = 10_000;

const sortOrderSchema = z
  .number({ error: MSG.invalidValue })
  .int(MSG.invalidValue)
  .min(0, MSG.invalidValue)
  .max(SORT_ORDER_MAX, MSG.invalidValue);

/** English and Thai titles; a missing `sort_order` places a new item last among its siblings. */
const titledFields = {
  title_en: requiredText(MSG.titleEnRequired, 200),
  title_th: requiredText(MSG.titleThRequired, 200),
  sort_order: sortOrderSchema.optional(),
};

export const createEducationBody = z.object(titledFields);
export const updateEducationBody = createEducationBody.partial();
export const createSchoolYearBody = z.object({ education_id: idSchema, ...titledFields });
export const updateSchoolYearBody = createSchoolYearBody.partial();
export const createSubjectBody = z.object({ school_year_id: idSchema, ...titledFields });
export const updateSubjectBody = createSubjectBody.partial();
export const createSpecialtyBody = z.object({ subject_id: idSchema, ...titledFields });
export const updateSpecialtyBody = createSpecialtyBody.partial();

export const createThumbnailBody = z.object({ url: imageUrlSchema });
export const updateThumbnailBody = createThumbnailBody;

const catalogueItem = {
  id: z.number().int(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  sort_order: z.number().int(),
};
export const adminEducationSchema = z.object(catalogueItem);
export const adminSchoolYearSchema = z.object({ ...catalogueItem, education_id: z.number().int() });
export const adminSubjectSchema = z.object({ ...catalogueItem, school_year_id: z.number().int() });
export const adminSpecialtySchema = z.object({ ...catalogueItem, subject_id: z.number().int() });
export const adminThumbnailSchema = z.object({ id: z.number().int(), code: z.string(), url: z.string() });

export const adminEducationResponse = envelope(adminEducationSchema);
export const adminSchoolYearResponse = envelope(adminSchoolYearSchema);
export const adminSubjectResponse = envelope(adminSubjectSchema);
export const adminSpecialtyResponse = envelope(adminSpecialtySchema);
export const adminThumbnailResponse = envelope(adminThumbnailSchema);

/** `GET /admin/catalogue`: the whole tree with both titles and orders, and the thumbnails. */
export const adminCatalogueSchema = z.object({
  educations: z.array(
    adminEducationSchema.extend({
      school_years: z.array(
        adminSchoolYearSchema.extend({
          subjects: z.array(adminSubjectSchema.extend({ specialties: z.array(adminSpecialtySchema) })),
        }),
      ),
    }),
  ),
  thumbnails: z.array(adminThumbnailSchema),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;
export const adminCatalogueResponse = envelope(adminCatalogueSchema);
