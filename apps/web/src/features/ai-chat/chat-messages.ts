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
