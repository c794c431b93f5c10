import { type CSSVariablesResolver, darken, luminance, toRgba } from '@mantine/core';

/** WCAG 2.1 AA: normal text needs 4.5:1 against what is behind it (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * Mantine's filled colours take black or white text by luminance (`autoContrast`): below 0.18 white reaches
 * 4.5:1 on the colour, above it black does (1.05 / (0.18 + 0.05) = 4.57 and (0.18 + 0.05) / 0.05 = 4.6).
 */
export const CONTRAST_LUMINANCE_THRESHOLD = 0.18;

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first of a colour's shades, from `from` to the darkest, that reads at AA on `background`; past the darkest
 * shade, that shade darkened step by step (light hues such as yellow and lime need it).
 */
export function readableOn(shades: readonly string[], background: string, from = 6): string {
  for (const shade of shades.slice(from)) {
    if (contrastRatio(shade, background) >= AA_TEXT_CONTRAST) return shade;
  }
  const darkest = shades[shades.length - 1] ?? '#000000';
  for (let step = 1; step <= 10; step += 1) {
    const darker = darken(darkest, step / 10);
    if (contrastRatio(darker, background) >= AA_TEXT_CONTRAST) return darker;
  }
  return '#000000';
}

/** The tint Mantine's `light` variant lays on a surface (white unless said): 10% of the colour's filled shade. */
export function lightTint(filled: string, surface = '#ffffff'): string {
  const [top, under] = [toRgba(filled), toRgba(surface)];
  const mix = (over: number, below: number) => Math.round(over * 0.1 + below * 0.9);
  return `rgb(${mix(top.r, under.r)}, ${mix(top.g, under.g)}, ${mix(top.b, under.b)})`;
}

/**
 * Text colours that read at AA (issue 16): Mantine's defaults put shade 6 on white or on its own 10% tint (badges,
 * alerts, light and outline buttons, avatars' initials: 1.7-3.3:1 for yellow, lime, teal, blue, red) and its dimmed
 * text is gray 6 (3.3:1). Each colour's text, light-variant text and outline take the first darker shade that
 * reaches 4.5:1 on the tint laid on gray 1 (a striped row; so on white too), form errors the red one; dimmed text reaches it on gray 1, the lightest
 * panel it sits on.
 * Kru offers the light scheme only.
 */
export const contrastVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray, theme.colors.gray[1]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const text = readableOn(shades, lightTint(shades[6], theme.colors.gray[1]));
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
  }
  // Form errors (and error borders) are written in red on white.
  light['--mantine-color-error'] = light['--mantine-color-red-text'] ?? 'var(--mantine-color-red-9)';
  return { variables: {}, light, dark: {} };
};
