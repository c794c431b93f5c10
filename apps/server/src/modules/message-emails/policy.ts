/** Characters of each message the e-mail quotes. */
const PREVIEW_CHARS = 200;

/** A message as the e-mail quotes it: on one line, cut at PREVIEW_CHARS. */
export function previewLine(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= PREVIEW_CHARS ? line : `${chars.slice(0, PREVIEW_CHARS - 1).join('')}…`;
}
