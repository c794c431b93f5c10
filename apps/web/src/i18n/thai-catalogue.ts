import messagesTh from '@kru/contract/i18n/th.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };

/** Thai texts, loaded only when Thai is chosen. */
export const thaiCatalogue = { ...th, api: messagesTh };
