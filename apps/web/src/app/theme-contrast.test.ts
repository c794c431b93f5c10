import { DEFAULT_THEME, getContrastColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  contrastVariablesResolver,
  lightTint,
  readableOn,
} from './theme-contrast.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = contrastVariablesResolver(merged);

describe('the theme reads at WCAG AA', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    // Mantine's default dimmed grey on white, as axe measured it.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('gives every colour a text shade that reads on its light tint (on white or a grey row) and on white', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(text, lightTint(shades[6])), name).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(text, lightTint(shades[6], merged.colors.gray[1])), name).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(light[`--mantine-color-${name}-text`]).toBe(text);
    }
  });

  it('lays the light tint as Mantine does: a tenth of the colour', () => {
    expect(lightTint('#000000')).toBe('rgb(230, 230, 230)');
    // Axe measured teal's tint on a striped table row (gray 0) as #e1f3ee.
    expect(lightTint(merged.colors.teal[6], merged.colors.gray[0])).toBe('rgb(225, 243, 238)');
  });

  it('keeps a shade that already reads and darkens one that does not', () => {
    const purple = merged.colors.kruPurple!;
    expect(readableOn(purple, '#ffffff')).toBe(purple[6]);
    // Lime and yellow are too light even at shade 9: darkened past it.
    expect(merged.colors.lime.slice(6)).not.toContain(
      readableOn(merged.colors.lime, lightTint(merged.colors.lime[6])),
    );
  });

  it('writes form errors in a red that reads on white', () => {
    expect(contrastRatio(light['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it('makes dimmed text read on the lightest grey panel', () => {
    expect(contrastRatio(light['--mantine-color-dimmed']!, merged.colors.gray[1])).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it('puts black or white text on every filled colour so that it reads', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const filled = shades[6];
      const text = getContrastColor({ color: filled, theme: merged, autoContrast: true });
      expect(
        contrastRatio(text === 'var(--mantine-color-white)' ? merged.white : merged.black, filled),
        name,
      ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
