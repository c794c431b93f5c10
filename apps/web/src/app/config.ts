const marketingSite = (import.meta.env.VITE_MARKETING_SITE_URL ?? 'https://www.kru.example').replace(
  /\/+$/,
  '',
);

/** Pages of the marketing site the app links to (spec section 2: resources, terms, FAQ and home). */
export const MARKETING_LINKS = {
  home: marketingSite,
  terms: `${marketingSite}/terms`,
  faq: `${marketingSite}/faq`,
  diagnosticsResources: `${marketingSite}/resources/diagnostics`,
  teachingResources: `${marketingSite}/resources/teaching`,
} as const;
