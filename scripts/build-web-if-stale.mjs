// Builds the web app unless apps/web/dist is newer than every source it is built from, so a restart of
// `npm start` does not spend seconds rebuilding an unchanged app.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtAt = (() => {
  try {
    return fs.statSync(path.join(root, 'apps/web/dist/index.html')).mtimeMs;
  } catch {
    return 0;
  }
})();

function newestIn(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestIn(path.join(target, entry)));
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
].map((p) => path.join(root, p));

if (sources.some((source) => newestIn(source) > builtAt)) {
  execFileSync('npm', ['run', 'build', '-w', '@kru/web'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('web app is up to date (apps/web/dist)');
}
