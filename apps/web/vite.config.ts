import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { bundleBudget } from './bundle-budget.ts';
import { signedInPreload } from './signed-in-preload.ts';

const apiTarget = process.env.KRU_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
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
        // Everything the first page needs in one chunk: fewer requests and better compression than many small ones.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
