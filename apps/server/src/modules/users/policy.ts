import { isTutor, type MessageKey, MSG, type SubjectPriceInput } from '@kru/contract';

/** Parents' contacts: lower-case, each once, in the order given. */
export function normalizeParentEmails(emails: string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Where the student gave their own address as a parent's (else -1): the parents' updates would go to the
 * student themselves, and the parents would never hear.
 */
export function ownAddressIndex(emails: string[], ownEmail: string): number {
  const own = ownEmail.trim().toLowerCase();
  return emails.findIndex((email) => email.trim().toLowerCase() === own);
}

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Spec section 6: subject prices belong to a tutor's profile. */
export function mayPriceSubjects(user: { role: string }): boolean {
  return isTutor(user);
}

/** Empty text clears an optional field instead of storing a blank. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export interface FieldProblem {
  field: string;
  message: MessageKey;
}

/**
 * Checks a tutor's price list against the catalogue: every subject must exist, and every specialty must exist
 * and belong to its own subject. Answers the first problem with the field path the client shows it on.
 */
export function subjectPriceProblem(
  prices: SubjectPriceInput[],
  known: { subjectIds: ReadonlySet<number>; subjectOfSpecialty: ReadonlyMap<number, number> },
): FieldProblem | null {
  for (const [index, price] of prices.entries()) {
    if (!known.subjectIds.has(price.subject_id)) {
      return { field: `subject_prices.${index}.subject_id`, message: MSG.invalidValue };
    }
    for (const specialtyId of price.specialties) {
      const subjectId = known.subjectOfSpecialty.get(specialtyId);
      if (subjectId === undefined) {
        return { field: `subject_prices.${index}.specialties`, message: MSG.invalidValue };
      }
      if (subjectId !== price.subject_id) {
        return { field: `subject_prices.${index}.specialties`, message: MSG.specialtyNotInSubject };
      }
    }
  }
  return null;
}

export interface VettedFields {
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  gradeId: number | null;
}

/**
 * The vetted fields of a tutor profile (name, title, grade) that `changes` really changes, by their wire names.
 * Sending a field with the value it already has changes nothing.
 */
export function changedVettedFields(before: VettedFields, changes: Partial<VettedFields>): string[] {
  const fields: Array<[keyof VettedFields, string]> = [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['title', 'title'],
    ['gradeId', 'grade_id'],
  ];
  return fields
    .filter(([key]) => changes[key] !== undefined && changes[key] !== before[key])
    .map(([, wire]) => wire);
}

interface PriceEntry {
  subjectId: number;
  pricePerHourPence: number;
  specialtyIds: number[];
}

/** Whether two price lists price the same subjects at the same prices with the same specialties (in any order). */
export function samePrices(a: PriceEntry[], b: PriceEntry[]): boolean {
  const canonical = (list: PriceEntry[]) =>
    JSON.stringify(
      list
        .map((p) => [p.subjectId, p.pricePerHourPence, [...new Set(p.specialtyIds)].sort((x, y) => x - y)])
        .sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
  return canonical(a) === canonical(b);
}
