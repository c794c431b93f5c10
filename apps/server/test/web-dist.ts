import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The one asset of the built web app `writeWebDist` writes, and its text. */
export const WEB_ASSET = '/assets/index-Ab12Cd34.js';
export const WEB_ASSET_SOURCE = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

/**
 * A built web app as `vite build` leaves it, in a new temporary folder: the page, one asset with its `.br` and `.gz`
 * copies beside it, and a favicon.
 */
export function writeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kru-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, WEB_ASSET), WEB_ASSET_SOURCE);
  fs.writeFileSync(path.join(dist, `${WEB_ASSET}.br`), brotliCompressSync(WEB_ASSET_SOURCE));
  fs.writeFileSync(path.join(dist, `${WEB_ASSET}.gz`), gzipSync(WEB_ASSET_SOURCE));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}
