// The English texts of the signed-out pages and the shell, in the first download: the areas they use, and the
// API's messages those pages show or the API client recognises (an unknown tenant, a session no longer allowed).
// The rest loads beside the first page that needs it (index.ts, `loadFullCatalogue`). first-texts.th.ts is the
// same for Thai, and a test keeps the two alike.
import {
  code_format,
  code_invalid,
  code_required,
  date_out_of_range,
  email_required,
  invalid_date,
  invalid_email,
  invalid_value,
  password_required,
  password_reset_sent,
  password_too_long,
  password_too_short,
  passwords_must_match,
  reset_link_invalid,
  role_required,
  subdomain_invalid,
  terms_required,
  text_too_long,
  unauthenticated,
  unknown_subdomain,
} from '@kru/contract/i18n/en.json' with { type: 'json' };
import { auth, common, errors, footer, language, nav, unsaved } from './en.json' with { type: 'json' };

export const firstTexts = {
  auth,
  common,
  errors,
  footer,
  language,
  nav,
  unsaved,
  api: {
    code_format,
    code_invalid,
    code_required,
    date_out_of_range,
    email_required,
    invalid_date,
    invalid_email,
    invalid_value,
    password_required,
    password_reset_sent,
    password_too_long,
    password_too_short,
    passwords_must_match,
    reset_link_invalid,
    role_required,
    subdomain_invalid,
    terms_required,
    text_too_long,
    unauthenticated,
    unknown_subdomain,
  },
};
