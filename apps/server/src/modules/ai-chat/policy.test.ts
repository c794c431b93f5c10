import { describe, expect, it } from 'vitest';
import { asksForPerson, recommendationWords } from './policy.ts';

describe('asksForPerson', () => {
  it('hears a short request for a person in English and Thai', () => {
    for (const question of ['talk to a tutor', 'Can I ask a real teacher?', 'ขอคุยกับครูหน่อย', 'ขอคุยกับคนจริงๆ']) {
      expect(asksForPerson(question), question).toBe(true);
    }
  });

  it('takes a question about the course that names a teacher for a question, not a request', () => {
    expect(asksForPerson('My teacher says 2x + 3 = 7 gives x = 2, but how do I check the answer?')).toBe(
      false,
    );
    expect(asksForPerson('เศษส่วนคืออะไร')).toBe(false);
  });
});

describe('recommendationWords', () => {
  it('keeps the longest words first, at least three Latin letters or two Thai ones', () => {
    expect(recommendationWords(['to', 'heliotropism', 'sun', 'ผล', 'ก'], 3)).toEqual([
      'heliotropism',
      'sun',
      'ผล',
    ]);
  });
});
