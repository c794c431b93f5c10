import { type CourseBody, MSG } from '@kru/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type CourseFields, subdomainsProblem, subjectExists, thumbnailExists } from '../courses/index.ts';

/**
 * The columns and tenants of a course body, checked against what exists: the subject (a course's, 422 on
 * `subject_id`), the thumbnail (422 on `thumbnail_id`), the tenants (active ones, including the author's own:
 * 422 on `sub_domain_ids`). A skill keeps no subject.
 */
export async function courseFieldsOf(
  ctx: AppContext,
  author: { subdomainId: number | null },
  body: CourseBody,
): Promise<{ fields: CourseFields; subdomainIds: number[] }> {
  const subjectId = body.course_type === 'subject' ? (body.subject_id ?? null) : null;
  const subdomainIds = [...new Set(body.sub_domain_ids)];
  const [subjectFound, thumbnailFound, activeTenants] = await Promise.all([
    subjectId === null ? Promise.resolve(true) : subjectExists(ctx.db, subjectId),
    thumbnailExists(ctx.db, body.thumbnail_id),
    ctx.tenants.active(),
  ]);
  if (!subjectFound) throw AppError.invalid('subject_id', MSG.subjectRequired);
  if (!thumbnailFound) throw AppError.invalid('thumbnail_id', MSG.thumbnailRequired);
  const problem = subdomainsProblem(
    subdomainIds,
    new Set(activeTenants.map((tenant) => tenant.id)),
    author.subdomainId,
  );
  if (problem) throw AppError.invalid('sub_domain_ids', problem);
  return {
    fields: {
      title: body.title,
      description: body.description,
      courseType: body.course_type,
      subjectId,
      thumbnailId: body.thumbnail_id,
      isFree: body.is_free,
    },
    subdomainIds,
  };
}
