import { SESSION_RULES } from '@kru/contract';

/** A booking's length in whole hours and the minutes beyond (3 slots: 1 hour 30 minutes). */
export function lengthParts(slotCount: number): { hours: number; minutes: number } {
  const total = slotCount * SESSION_RULES.slotMinutes;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The i18n key of a length: minutes only, hours only, or both. */
export function lengthKey(slotCount: number): string {
  const { hours, minutes } = lengthParts(slotCount);
  if (hours === 0) return 'tuition.booking.lengthMinutes';
  return minutes === 0 ? 'tuition.booking.lengthHours' : 'tuition.booking.lengthHoursMinutes';
}
