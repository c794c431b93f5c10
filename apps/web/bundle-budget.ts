import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const SIGN_IN_PAGE = /features\/auth\/pages\/SignIn/;

/**
 * What a first visit to /auth/sign-in downloads: the entry chunk, the sign-in page's chunk and every chunk they
 * import statically, with their CSS, gzip-compressed. Read from Vite's build manifest.
 */
export function signInBundleSize(): { jsBytes: number; cssBytes: number; files: string[] } | null {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
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
    const size = gzipSync(fs.readFileSync(path.join(DIST, file))).length;
    if (file.endsWith('.css')) cssBytes += size;
    else if (file.endsWith('.js')) jsBytes += size;
  }
  return { jsBytes, cssBytes, files: [...files] };
}
