import { isValidIsoDate } from '@kru/contract';

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** What a person types, `14/05/2010` or `2010-05-14`, as `2010-05-14`; null until it is a whole, real date. */
export function parseTypedDate(input: string): string | null {
  const text = input.trim();
  const dayFirst = DAY_MONTH_YEAR.exec(text);
  const yearFirst = YEAR_MONTH_DAY.exec(text);
  const match = dayFirst
    ? { year: dayFirst[3], month: dayFirst[2], day: dayFirst[1] }
    : yearFirst
      ? { year: yearFirst[1], month: yearFirst[2], day: yearFirst[3] }
      : null;
  if (!match?.year || !match.month || !match.day) return null;
  const iso = `${match.year}-${match.month.padStart(2, '0')}-${match.day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}
