import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface FirstDownload {
  /** gzip (zlib's default level) sizes in bytes: the figure the budget and docs/performance.md use. */
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

/** What the first visit of the sign-in page may download, compressed (KB of 1,024 bytes). */
export const BUDGET = { jsBytes: 170 * 1024, cssBytes: 50 * 1024 } as const;

const DIST = path.resolve(import.meta.dirname, 'dist');
const SIGN_IN_PAGE = /features\/auth\/pages\/SignIn/;

/**
 * What a first visit to /auth/sign-in downloads: the entry chunk, the sign-in page's chunk if it has its own and
 * every chunk they import statically, with their CSS, gzip-compressed. Read from Vite's build manifest, so the
 * figure depends on the code only (the server sends the brotli copies, which are smaller still).
 */
export function signInFirstDownload(dist = DIST): FirstDownload | null {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || SIGN_IN_PAGE.test(chunk.src ?? key))
    .map(([key]) => key);
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  let jsBytes = 0;
  let cssBytes = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
    if (file.endsWith('.css')) cssBytes += size;
    else if (file.endsWith('.js')) jsBytes += size;
  }
  return { jsBytes, cssBytes, files: [...files] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Fails `vite build` (so `npm test`, which builds for the journeys) when the sign-in page's first download passes its budget. */
export function bundleBudget(): Plugin {
  let outDir = DIST;
  return {
    name: 'kru-bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const size = signInFirstDownload(outDir);
      if (!size) throw new Error('bundle budget: the build wrote no manifest (build.manifest must stay on)');
      const over = [
        size.jsBytes > BUDGET.jsBytes && `JavaScript ${kb(size.jsBytes)} > ${kb(BUDGET.jsBytes)}`,
        size.cssBytes > BUDGET.cssBytes && `CSS ${kb(size.cssBytes)} > ${kb(BUDGET.cssBytes)}`,
      ].filter(Boolean);
      if (over.length) {
        throw new Error(
          `The sign-in page's first download is over its budget (gzip): ${over.join(', ')}. ` +
            'See docs/architecture.md, "The web app\'s first download".',
        );
      }
      console.info(
        `sign-in first download (gzip): JS ${kb(size.jsBytes)} of ${kb(BUDGET.jsBytes)}, ` +
          `CSS ${kb(size.cssBytes)} of ${kb(BUDGET.cssBytes)}`,
      );
    },
  };
}
