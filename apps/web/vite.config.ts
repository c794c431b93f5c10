import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bundleBudget } from './bundle-budget.ts';
import { mantineStableIds } from './mantine-stable-ids.ts';
import { signedInPreload } from './signed-in-preload.ts';

/** Mantine's core and hooks with the small libraries they are made of. */
const MANTINE =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|tslib|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|detect-node-es|get-nonce|react-textarea-autosize|react-number-format|clsx)[\\/]/;

/**
 * The app's small modules that the home page and the searches import besides their own code, and other pages
 * share too (feature API hooks, time and money formatters, badges, search state): ~1 KB each, a request each.
 * Only modules whose own imports are the entry, React Query, Mantine, the icons and the route tables belong here:
 * this chunk is loaded whole with any of them, and what it imports with it. None the route tables import (that would
 * make the two chunks import each other, and this one run before the tables it reads).
 */
const PAGE_COMMON = new RegExp(
  String.raw`[\/]apps[\/]web[\/]src[\/](` +
    [
      String.raw`features[\/](courses|diagnostics|fees|notifications|onboarding|tuition)[\/]api\.ts`,
      String.raw`features[\/]tuition[\/]reviews[\/]api\.ts`,
      String.raw`features[\/]tutoring-sessions[\/]api\.ts`,
      String.raw`features[\/]tuition[\/](time-format|use-viewer-time-zone|use-now|session-status|search-text|use-search-keyword|use-search-params-state)\.ts`,
      String.raw`features[\/]tutoring-sessions[\/]components[\/]StatusBadge\.tsx`,
      String.raw`features[\/]tutor-search[\/]components[\/]TutorRating\.tsx`,
      String.raw`features[\/]courses[\/](enrolment-actions|use-course-kind|course-kind)\.ts`,
      String.raw`features[\/]courses[\/]components[\/](CourseThumbnail|CourseTutor)\.tsx`,
      String.raw`features[\/]diagnostics[\/]study-plan-api\.ts`,
      String.raw`features[\/]account[\/]time-zone[\/]zones\.ts`,
      String.raw`ui[\/](format\.ts|LoadFailed\.tsx|PageControls\.tsx|use-load-when-reached\.ts)`,
    ].join('|') +
    String.raw`)$|[\/]packages[\/]contract[\/]src[\/]enums\.ts$|@mantine[\/](core[\/]esm[\/]components[\/](Skeleton|NavLink)|hooks[\/]esm[\/]use-debounced-value)[\/]`,
);

/**
 * Mantine's floating and overlay components (menus, popovers, selects, tooltips, dialogs) with floating-ui: most of Mantine's shared chunk, and not needed to draw the home page (its user menu
 * loads them when reached, app/layout/UserMenu.tsx). Apart, so that a page without them does not download them.
 */
const MANTINE_OVERLAYS =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](components[\\/](Popover|Menu|Combobox|Select|MultiSelect|Autocomplete|TagsInput|Tooltip|HoverCard|Modal|ModalBase|Drawer|FocusTrap|Overlay|ScrollArea|Table|FloatingIndicator|SegmentedControl)|utils[\\/]Floating)|@floating-ui)[\\/]/;

/**
 * React Router's package exports only its development build (`ENABLE_DEV_WARNINGS` on: route checks and warning
 * texts built on every render). Its production build is the same code with the flag off, in files of the same names:
 * the build takes that one, both entry points together so that one copy is bundled.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
export const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
];

const apiTarget = process.env.KRU_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    react(),
    mantineStableIds(),
    // Brotli and gzip copies beside each asset, at maximum compression once at build time; the server sends the
    // one the browser accepts (@fastify/static `preCompressed`). index.html is left to the server's compression.
    compression({ include: /\.(js|css|svg|json)$/, algorithms: ['brotliCompress', 'gzip'] }),
    bundleBudget(),
    signedInPreload(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bundle-budget.ts reads the manifest to measure what the sign-in page downloads (and fails the build over it).
    manifest: true,
    target: 'es2022',
    // The first-page chunk (react-dom, router, Mantine, i18next) is ~480 kB raw, ~150 kB gzip.
    chunkSizeWarningLimit: 520,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs in one chunk: fewer requests and better compression than many small ones.
            { name: 'app', tags: ['$initial'] },
            // The rest would be one chunk per set of pages that share a module: a signed-in page's first visit
            // fetched ~55 files, most under 2 KB (one per icon, per Mantine component), six at a time over
            // HTTP/1.1. These groups bring it to ~20 (docs/architecture.md, "The web app's first download").
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Mantine's components that at least six pages use; the rarer ones stay with their pages.
            {
              name: 'mantine-overlays',
              test: MANTINE_OVERLAYS,
              minShareCount: 6,
              includeDependenciesRecursively: false,
            },
            { name: 'mantine', test: MANTINE, minShareCount: 6 },
            // The home page and the course search fetched ~15 files of 1-2 KB each after their own chunk; now one.
            { name: 'page-common', test: PAGE_COMMON, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
