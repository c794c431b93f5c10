import type { Certificate, PublicCertificate } from '@kru/contract';
import type { CertificateRow } from './repository.ts';

export function presentPublicCertificate(row: CertificateRow): PublicCertificate {
  return {
    code: row.code,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    tutor_name: row.tutorName,
    issued_at: row.issuedAt.toISOString(),
    language: row.language,
  };
}

export function presentCertificate(row: CertificateRow & { verificationUrl: string }): Certificate {
  return {
    ...presentPublicCertificate(row),
    id: row.id,
    course_id: row.courseId,
    verification_url: row.verificationUrl,
  };
}
