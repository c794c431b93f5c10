import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** A script written into the page itself: `<script>` with no attributes (not the boot data, which is JSON). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-...'`) of the scripts the built index.html carries inline (the
 * signed-in visit's preload script, apps/web/signed-in-preload.ts): the policy allows the site's own files and
 * exactly these texts, no other inline script. None when the web app is not built (API only, tests).
 */
export function inlineScriptSources(indexHtmlFile: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(indexHtmlFile, 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
}
