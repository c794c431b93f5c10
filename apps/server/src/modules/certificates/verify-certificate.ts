import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findCertificateByCode } from './repository.ts';

/**
 * `GET /public/certificates/{code}`, no sign-in: the certificate the code names on the request's tenant. A code
 * nobody holds, or one of another tenant, is a 404 alike (the answer tells nothing about other tenants).
 */
export async function verifyCertificate(ctx: AppContext, tenant: Tenant | null, code: string) {
  const row = await findCertificateByCode(ctx.db, code, tenant?.id ?? null);
  if (!row) throw AppError.notFound();
  return row;
}
