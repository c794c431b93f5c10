import type { MessageKey } from '@kru/contract/messages';
import { i18n } from '../../i18n/index.ts';

/**
 * A @mantine/form field validator from one of the contract's plain rules (`checkEmail`, ...), translated like the
 * zod resolver's messages. For light forms that should not load zod.
 */
export function ruleValidator(check: (value: string) => MessageKey | null) {
  return (value: string) => {
    const key = check(value);
    return key ? i18n.t(`api.${key}`) : null;
  };
}
