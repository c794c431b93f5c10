import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { i18n } from '../../i18n/index.ts';

/** A contract message key (`email_required`) in the current language; anything else becomes "Invalid value". */
export function translateMessageKey(key: string): string {
  return i18n.exists(`api.${key}`) ? i18n.t(`api.${key}`) : i18n.t('api.invalid_value');
}

/**
 * `useForm({ validate: zodFormResolver(signInBody) })`: runs the contract's zod schema on the form values and
 * shows each field's first problem, translated. Field paths are the schema's (`subject_prices.0.price_per_hour`).
 */
export function zodFormResolver<Values>(schema: z.ZodType): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (path && !(path in errors)) errors[path] = translateMessageKey(issue.message);
    }
    return errors;
  };
}
