import type { ScrollAreaProps } from '@mantine/core';

/**
 * Props of a scroll area whose content may overflow it: its viewport takes the focus so the keyboard can scroll it
 * too (WCAG 2.1.1), says what it holds, and shows its focus ring inside (its frame clips the outside).
 */
export function scrollRegionProps(label: string | undefined) {
  return {
    viewportProps: { tabIndex: 0, role: label ? 'region' : undefined, 'aria-label': label },
    classNames: { viewport: 'mantine-focus-auto' },
    styles: { viewport: { outlineOffset: 'calc(-0.125rem * var(--mantine-scale))' } },
  } satisfies Partial<ScrollAreaProps>;
}
