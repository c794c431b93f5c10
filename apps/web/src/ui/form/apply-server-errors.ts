import type { UseFormReturnType } from '@mantine/form';
import { toCamelCase } from '../../app/api/case.ts';
import { isApiError, isCancel } from '../../app/api/errors.ts';

export interface ApplyServerErrorsOptions {
  /** Server field name -> form field name, for names that differ by more than snake/camel case. */
  fieldMap?: Record<string, string>;
}

function hasPath(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(segment in current)) return false;
    current = (current as Record<string, unknown>)[segment];
  }
  return true;
}

function formFieldFor(serverField: string, values: unknown, fieldMap: Record<string, string>): string | null {
  const mapped = fieldMap[serverField];
  if (mapped) return mapped;
  if (hasPath(values, serverField)) return serverField;
  const camel = serverField.split('.').map(toCamelCase).join('.');
  return hasPath(values, camel) ? camel : null;
}

/**
 * Puts an `ApiError`'s field errors on the form's fields (server names such as `password_confirmation` or
 * `subject_prices.0.price_per_hour` are matched to the form's snake_case or camelCase names).
 * Returns the message still to show above the form, or null when the fields say it all (or the call was cancelled).
 */
export function applyServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  options: ApplyServerErrorsOptions = {},
): string | null {
  if (isCancel(error)) return null;
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const values = form.getValues();
  const fieldErrors: Record<string, string> = {};
  let unmatched = false;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldFor(serverField, values, options.fieldMap ?? {});
    if (field && messages[0]) fieldErrors[field] = messages[0];
    else unmatched = true;
  }
  if (Object.keys(fieldErrors).length) form.setErrors(fieldErrors);
  return Object.keys(fieldErrors).length && !unmatched ? null : error.message;
}
