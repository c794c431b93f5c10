import { LIMITS } from '@kru/contract/limits';

/** A chat message's length as the server counts it: trimmed, 3 to 4096 characters. */
export function isValidChatMessage(text: string): boolean {
  const length = text.trim().length;
  return length >= LIMITS.chatMessageMin && length <= LIMITS.chatMessageMax;
}

/**
 * The loaded pages (page 1 the newest) as one conversation in reading order. Pages loaded at different times
 * overlap once new messages push older ones to the next page: each message is kept once.
 */
export function conversationOf<T extends { id: number }>(pages: ReadonlyArray<{ items: readonly T[] }>): T[] {
  const byId = new Map<number, T>();
  for (const page of pages) for (const item of page.items) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A run of an answer's text: plain, or a citation `[n]` of its n-th source (`at` is its offset, a stable key). */
export interface TextPart {
  at: number;
  text: string;
  citation: number | null;
}

/** An answer's text cut at its citations [1], [2]... (one or two digits), in order; the rest is plain text. */
export function citationParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    if (match.index > at) parts.push({ at, text: text.slice(at, match.index), citation: null });
    parts.push({ at: match.index, text: match[0], citation: Number(match[1]) });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), citation: null });
  return parts;
}
