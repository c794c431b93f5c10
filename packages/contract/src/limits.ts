/** Business constants of spec section 9, shared by server and web. */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  verificationCodeLength: 5,
  verificationCodeTtlMinutes: 10,
  verificationCodeMaxAttempts: 5,
  verificationResendSeconds: 60,
  verificationCodesPerHour: 5,
  passwordResetTtlMinutes: 60,
  passwordMin: 8,
  passwordMax: 128,
  searchMinLength: 3,
  chatMessageMin: 3,
  chatMessageMax: 4096,
  orderMin: 1,
  orderMax: 99,
  specialtiesPerSubject: 3,
  minTopUpPounds: 0.3,
  /** A sane ceiling on one top-up or adjustment. */
  maxTopUpPounds: 1000,
  /** Spec section 9: a withdrawal arrives within 7 working days. */
  payoutWorkingDays: 7,
  trialShare: 0.3,
  freeCancellationHours: 24,
  notificationsMax: 3,
  notificationAutoCloseMs: 5000,
  dateMin: '1900-01-01',
  dateMax: '2099-12-31',
  pricePerHourMax: 1000,
  parentEmailsMax: 5,
  descriptionMax: 5000,
} as const;

const MB = 1024 * 1024;

/** Upload kinds and what the server accepts for each (checked by size and by the file's real content). */
export const FILE_KINDS = {
  avatar: { maxBytes: 10 * MB, contentTypes: ['image/png', 'image/jpeg'] },
  attachment: {
    maxBytes: 100 * MB,
    contentTypes: [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/plain',
    ],
  },
  document: { maxBytes: 100 * MB, contentTypes: ['application/pdf', 'image/png', 'image/jpeg'] },
  video: {
    maxBytes: 1024 * MB,
    // Any container ffmpeg reads and cameras, phones and screen recorders write: MP4, MOV, WebM and MKV.
    contentTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'],
  },
  /** A course's own cover, cropped to `COVER_SHAPE` by the author before it is uploaded. */
  cover: { maxBytes: 5 * MB, contentTypes: ['image/png', 'image/jpeg', 'image/webp'] },
} as const;

/** The kinds large enough to go up resumably (tus), so that a dropped connection resumes where it stopped. */
export const RESUMABLE_FILE_KINDS = [
  'video',
  'attachment',
] as const satisfies readonly (keyof typeof FILE_KINDS)[];

/**
 * A course cover's shape: the built-in thumbnails' (640 x 360), which every course card shows at full width.
 * An uploaded cover is cropped to it (within `tolerance`, for rounding) and is at least `minWidth` pixels wide.
 */
export const COVER_SHAPE = { width: 16, height: 9, tolerance: 0.01, minWidth: 320 } as const;

export type FileKind = keyof typeof FILE_KINDS;
export const FILE_KIND_VALUES = Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]];

export const SUPPORTED_LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a tutor may say they speak (ISO 639-1; the web app names them in English and Thai). */
export const SPOKEN_LANGUAGES = [
  'en',
  'th',
  'zh',
  'ja',
  'ko',
  'vi',
  'ms',
  'id',
  'my',
  'lo',
  'km',
  'hi',
  'ar',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'ru',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** Keys the web app keeps in browser storage (spec section 3, client-side persisted items). */
export const STORAGE_KEYS = {
  token: 'kru.token',
  user: 'kru.user',
  subdomain: 'kru.subdomain',
  language: 'kru.language',
  redirect: 'kru.redirect',
} as const;

export const API_BASE_PATH = '/api/v1';

/**
 * Tenancy: every call may carry `x-subdomain: <subdomain id>`; without it the call is on the main marketplace.
 * Here, not in tenancy.ts, so that the web app can name it without loading the contract's zod schemas.
 */
export const SUBDOMAIN_HEADER = 'x-subdomain';

/** The id of the JSON `<script>` holding the page's `BootData` (site.ts) in the HTML the server sends. */
export const BOOT_DATA_ELEMENT_ID = 'kru-boot';
