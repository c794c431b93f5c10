import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatTime } from '../../platform/format-time.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { mayDownload, verificationUrl } from './policy.ts';
import { findCertificate } from './repository.ts';

/**
 * `GET /certificates/{id}/pdf`: the caller's own certificate as a PDF, in the language asked for or else the
 * learner's when it was issued; the date as the learner read it then (their time zone). Anyone else's is a 404.
 * Made on demand: one page takes milliseconds, and nothing stored can drift from the certificate's row.
 */
export async function downloadCertificate(
  ctx: AppContext,
  actor: Actor,
  certificateId: number,
  language: Language | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findCertificate(ctx.db, certificateId);
  if (!row || !mayDownload(row, actor)) throw AppError.notFound();
  const shownIn = language ?? row.language;
  const pdf = await renderCertificatePdf(
    {
      learnerName: row.learnerName,
      courseTitle: row.courseTitle,
      tutorName: row.tutorName,
      issuedOn: formatTime(row.issuedAt, shownIn, row.timeZone, 'date'),
      verificationUrl: verificationUrl(ctx.config.appUrl, row.tenantUrl, row.code),
      code: row.code,
    },
    shownIn,
  );
  return { pdf, fileName: `kru-certificate-${row.id}-${shownIn}.pdf` };
}
