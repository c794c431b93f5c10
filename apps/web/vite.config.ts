import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.KRU_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    // bench/bundle-size.ts reads the manifest to measure what a route downloads.
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
