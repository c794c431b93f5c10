import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findCountryWithCounties } from './repository.ts';

/** A country with its counties (UK counties, Thai provinces; none for most countries). */
export async function getCountry(ctx: AppContext, countryId: number) {
  const rows = await findCountryWithCounties(ctx.db, countryId);
  const country = rows[0]?.country;
  if (!country) throw AppError.notFound();
  return { country, counties: rows.flatMap((row) => (row.county ? [row.county] : [])) };
}
