import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's folder (apps/server), found from wherever this code runs: the TypeScript in src/platform or the
 * build in dist/main.js. Run-time files (migrations, the web app's build) are found from it, never from a fixed
 * number of `..`.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`Kru's migrations (drizzle/) were not found above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
