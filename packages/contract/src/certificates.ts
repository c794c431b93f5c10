import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { SUPPORTED_LANGUAGES } from './limits.ts';
import { MSG } from './messages.ts';

/**
 * Certificates of completion: issued once per learner and course when every section is taken and every quiz's
 * best attempt reached its pass mark. The verification code is public (it is printed on the certificate).
 */

/** What anyone may read with the code (`GET /public/certificates/{code}`). */
export const publicCertificateSchema = z.object({
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  tutor_name: z.string(),
  issued_at: z.string(),
  /** The learner's language when it was issued. */
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
export const publicCertificateResponse = envelope(publicCertificateSchema);

/** One of the caller's certificates (`GET /certificates`). */
export const certificateSchema = publicCertificateSchema.extend({
  id: z.number().int(),
  course_id: z.number().int(),
  /** The public page that confirms it, on this tenant's web address. */
  verification_url: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatesResponse = envelope(z.array(certificateSchema));

/** `GET /public/certificates/{code}`: any text up to 100 characters; a code nobody holds is a 404. */
export const certificateCodeParams = z.object({
  code: z.string().min(1, MSG.invalidValue).max(100, MSG.invalidValue),
});

/** `GET /certificates/{id}/pdf?language=`: the PDF in the language asked for, else the certificate's own. */
export const certificatePdfParams = z.object({ id: idSchema });
export const certificatePdfQuery = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, { error: MSG.invalidValue }).optional(),
});
