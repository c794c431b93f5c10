import type { Language } from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatTime } from '../../platform/format-time.ts';
import { type CertificateFacts, renderCertificatePdf } from './certificate-pdf.ts';
import { certificateEtag, matchesEtag, renderedPdfs } from './pdf-cache.ts';
import { mayDownload, verificationUrl } from './policy.ts';
import { findCertificate } from './repository.ts';

/** The PDF to send, or none when the caller's copy (`If-None-Match`) is this one: a 304. */
export type CertificateDownload =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; pdf: Buffer; fileName: string };

/**
 * `GET /certificates/{id}/pdf`: the caller's own certificate as a PDF, in the language asked for or else the
 * learner's when it was issued; the date as the learner read it then (their time zone). Anyone else's is a 404,
 * whatever they send. Its ETag hashes what the page shows, so the caller's copy is answered 304 and a PDF drawn
 * once is kept (see `renderedPdfs`): nothing kept can drift from the certificate's row.
 */
export async function downloadCertificate(
  ctx: AppContext,
  actor: Actor,
  certificateId: number,
  language: Language | undefined,
  ifNoneMatch?: string,
): Promise<CertificateDownload> {
  const row = await findCertificate(ctx.db, certificateId);
  if (!row || !mayDownload(row, actor)) throw AppError.notFound();
  const shownIn = language ?? row.language;
  const facts: CertificateFacts = {
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    tutorName: row.tutorName,
    issuedOn: formatTime(row.issuedAt, shownIn, row.timeZone, 'date'),
    verificationUrl: verificationUrl(ctx.config.appUrl, row.tenantUrl, row.code),
    code: row.code,
  };
  const etag = certificateEtag(facts, shownIn);
  if (matchesEtag(ifNoneMatch, etag)) return { notModified: true, etag };
  let pdf = renderedPdfs.get(etag);
  if (!pdf) {
    pdf = await renderCertificatePdf(facts, shownIn);
    renderedPdfs.keep(etag, pdf);
  }
  return { notModified: false, etag, pdf, fileName: `kru-certificate-${row.id}-${shownIn}.pdf` };
}
