import { describe, expect, it } from 'vitest';
import { mayReadReceipt, receiptNumber, splitVat } from './policy.ts';

describe('splitVat', () => {
  it('takes the VAT out of a price that includes it, to the penny', () => {
    expect(splitVat(1200, 20)).toEqual({ netPence: 1000, vatPence: 200 });
    expect(splitVat(10000, 20)).toEqual({ netPence: 8333, vatPence: 1667 });
    expect(splitVat(2500, 0)).toEqual({ netPence: 2500, vatPence: 0 });
  });
});

describe('receipts', () => {
  it('are numbered from their movement and read by their payer or an admin only', () => {
    expect(receiptNumber('42')).toBe('KRU-000042');
    expect(mayReadReceipt({ userId: 1 }, { userId: 1, role: 'student' })).toBe(true);
    expect(mayReadReceipt({ userId: 1 }, { userId: 9, role: 'admin' })).toBe(true);
    expect(mayReadReceipt({ userId: 1 }, { userId: 2, role: 'teacher' })).toBe(false);
  });
});
