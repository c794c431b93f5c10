import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar } from './ics.ts';

describe('the ICS writer', () => {
  it('writes UTC stamps', () => {
    expect(utcStamp(new Date('2026-03-29T09:00:00.000Z'))).toBe('20260329T090000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets with a leading space, never splitting a Thai character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(ascii).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(' ') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(folded.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(ascii);

    const thai = `SUMMARY:${'คณิตศาสตร์'.repeat(10)}`;
    const thaiLines = foldLine(thai).split('\r\n');
    expect(thaiLines.length).toBeGreaterThan(1);
    for (const line of thaiLines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(thaiLines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(thai);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a calendar with CRLF lines and one VEVENT per event', () => {
    const text = writeCalendar({
      name: 'Kru sessions',
      stamp: new Date('2026-03-20T08:00:00Z'),
      events: [
        {
          uid: 'session-7@kru.example',
          start: new Date('2026-03-29T09:00:00Z'),
          end: new Date('2026-03-29T10:00:00Z'),
          summary: 'Maths, with Malee; Sukjai',
          description: 'Line one\nLine two',
          url: 'https://kru.example/tuition/sessions',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('UID:session-7@kru.example');
    expect(lines).toContain('DTSTART:20260329T090000Z');
    expect(lines).toContain('DTEND:20260329T100000Z');
    expect(lines).toContain('DTSTAMP:20260320T080000Z');
    expect(lines).toContain('SUMMARY:Maths\\, with Malee\\; Sukjai');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes an empty calendar', () => {
    const text = writeCalendar({ name: 'Kru', stamp: new Date(0), events: [] });
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(text).toContain('END:VCALENDAR');
  });
});
