import {
  isTutor,
  type Language,
  MSG,
  type SubjectPriceInput,
  type UpdateUserBody,
  type User,
} from '@kru/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction, type Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { canonicalTimeZone } from '../../platform/time-zone.ts';
import { recordVettedChange } from '../kyc/index.ts';
import { loadUserProfile } from './load-user-profile.ts';
import {
  changedVettedFields,
  mayPriceSubjects,
  normalizeParentEmails,
  optionalText,
  ownAddressIndex,
  poundsToPence,
  samePrices,
  subjectPriceProblem,
} from './policy.ts';
import {
  countryExists,
  findCounty,
  findEditableUser,
  findPriceSnapshot,
  findSpecialties,
  findSubjectIds,
  lockVettedState,
  replaceSubjectPrices,
  type SubjectPriceWrite,
  schoolYearExists,
  type UserChanges,
  updateUser,
} from './repository.ts';

/**
 * `POST /user`: only the fields present change; the answer is the whole updated user. An approved tutor who
 * changes a vetted field (first or last name, title, grade, subject prices) goes back to review.
 */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  body: UpdateUserBody,
  language: Language,
): Promise<User> {
  const user = await findEditableUser(ctx.db, actor.userId);
  if (!user) throw AppError.unauthenticated();
  const pricing = body.subject_prices !== undefined || body.trial_price !== undefined;
  if (pricing && !mayPriceSubjects(user)) throw AppError.forbidden(MSG.tutorOnly);

  const ownAt = body.emails ? ownAddressIndex(body.emails, user.email) : -1;
  if (ownAt !== -1) throw AppError.invalid(`emails.${ownAt}`, MSG.parentEmailIsOwn);

  const changes: UserChanges = { ...plainChanges(body), ...(await placeChanges(ctx.db, user, body)) };
  if (body.grade_id !== undefined) {
    if (!(await schoolYearExists(ctx.db, body.grade_id)))
      throw AppError.invalid('grade_id', MSG.invalidValue);
    changes.gradeId = body.grade_id;
  }
  const prices = body.subject_prices && (await checkedSubjectPrices(ctx.db, body.subject_prices));

  await inTransaction(ctx.db, async (tx, afterCommit) => {
    // A tutor's row is locked first, to compare the vetted fields with what was reviewed; anyone else's is
    // locked by the update. The lock serializes concurrent replacements of the price list.
    const vetted = isTutor(user) ? await lockVettedState(tx, user.id) : undefined;
    const approved = vetted?.approvalStatus === 'approved';
    const pricesBefore = approved && prices ? await findPriceSnapshot(tx, user.id) : undefined;
    await updateUser(tx, user.id, changes, ctx.clock.now());
    // The actor carries the language: this instance's requests read the new one at once.
    afterCommit(() => ctx.actors.forgetUser(user.id));
    if (prices) await replaceSubjectPrices(tx, user.id, prices);
    if (vetted && approved) {
      // DESIGN.md: editing an approved profile's vetted fields puts it back to review.
      const fields = changedVettedFields(vetted, changes);
      if (prices && pricesBefore && !samePrices(pricesBefore, prices)) fields.push('subject_prices');
      if (fields.length) await recordVettedChange(tx, user.id, ctx.clock.now(), fields);
    }
  });
  return loadUserProfile(ctx, user.id, language);
}

/** Fields copied as sent; keys left undefined are skipped by the update. */
function plainChanges(body: UpdateUserBody): UserChanges {
  const changes: UserChanges = {
    firstName: body.first_name,
    lastName: body.last_name,
    gender: body.gender,
    dateOfBirth: body.date_of_birth,
    title: body.title,
    mobile: body.mobile,
    addressStreet: body.address_street,
    addressCity: body.address_city,
    addressPostCode: body.address_post_code,
    language: body.language,
    spokenLanguages: body.spoken_languages,
    shareLearningWithTutors: body.share_learning_with_tutors,
  };
  if (body.description !== undefined) changes.description = optionalText(body.description);
  if (body.emails !== undefined) changes.parentEmails = normalizeParentEmails(body.emails);
  // The trial price is the tutor's own offer (not vetted): null stops offering a trial.
  if (body.trial_price !== undefined) {
    changes.trialPricePence = body.trial_price === null ? null : poundsToPence(body.trial_price);
  }
  if (body.time_zone !== undefined) {
    const timeZone = canonicalTimeZone(body.time_zone);
    if (!timeZone) throw AppError.invalid('time_zone', MSG.unknownTimeZone);
    changes.timeZone = timeZone;
  }
  return changes;
}

/**
 * Spec section 5: choosing a country also sets the county (the one sent, or none). A county sent alone must
 * lie in the country the user already has.
 */
async function placeChanges(
  q: Queryable,
  user: { countryId: number | null },
  body: UpdateUserBody,
): Promise<UserChanges> {
  if (body.country_id === undefined && body.county_id === undefined) return {};
  if (body.country_id !== undefined && !(await countryExists(q, body.country_id))) {
    throw AppError.invalid('country_id', MSG.invalidValue);
  }
  const countryId = body.country_id ?? user.countryId;
  const countyId = body.county_id ?? null;
  if (countyId !== null) {
    const county = await findCounty(q, countyId);
    if (!county) throw AppError.invalid('county_id', MSG.invalidValue);
    if (county.countryId !== countryId) throw AppError.invalid('county_id', MSG.countyNotInCountry);
  }
  return body.country_id === undefined ? { countyId } : { countryId: body.country_id, countyId };
}

async function checkedSubjectPrices(q: Queryable, prices: SubjectPriceInput[]): Promise<SubjectPriceWrite[]> {
  // In turn, not in parallel: `q` may be a transaction, whose one connection runs one query at a time.
  const subjectIds = await findSubjectIds(q, [...new Set(prices.map((p) => p.subject_id))]);
  const specialties = await findSpecialties(q, [...new Set(prices.flatMap((p) => p.specialties))]);
  const problem = subjectPriceProblem(prices, {
    subjectIds: new Set(subjectIds),
    subjectOfSpecialty: new Map(specialties.map((s) => [s.id, s.subjectId])),
  });
  if (problem) throw AppError.invalid(problem.field, problem.message);
  return prices.map((p) => ({
    subjectId: p.subject_id,
    pricePerHourPence: poundsToPence(p.price_per_hour),
    specialtyIds: [...new Set(p.specialties)],
  }));
}
