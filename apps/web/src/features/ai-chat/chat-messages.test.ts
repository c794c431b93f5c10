import { describe, expect, it } from 'vitest';
import { citationParts, conversationOf, isValidChatMessage } from './chat-messages.ts';

describe('isValidChatMessage', () => {
  it('takes 3 to 4096 characters once trimmed', () => {
    expect(isValidChatMessage('ab')).toBe(false);
    expect(isValidChatMessage('  ab  ')).toBe(false);
    expect(isValidChatMessage('abc')).toBe(true);
    expect(isValidChatMessage('ก'.repeat(4096))).toBe(true);
    expect(isValidChatMessage('x'.repeat(4097))).toBe(false);
  });
});

describe('conversationOf', () => {
  it('puts older pages first and keeps each message once', () => {
    const page1 = { items: [{ id: 5 }, { id: 6 }, { id: 7 }] };
    const page2 = { items: [{ id: 3 }, { id: 4 }, { id: 5 }] };
    expect(conversationOf([page1, page2]).map((message) => message.id)).toEqual([3, 4, 5, 6, 7]);
    expect(conversationOf([])).toEqual([]);
  });
});

describe('citationParts', () => {
  it('cuts an answer at its citations, keeping every character once and in order', () => {
    const text = 'Light bends [1], and slows [2][10]. See [x] or [123].';
    const parts = citationParts(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.citation !== null).map((part) => [part.at, part.citation])).toEqual([
      [12, 1],
      [27, 2],
      [30, 10],
    ]);
    expect(citationParts('No citation here')).toEqual([{ at: 0, text: 'No citation here', citation: null }]);
  });
});
