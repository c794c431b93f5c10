/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MARKETING_SITE_URL?: string;
}
