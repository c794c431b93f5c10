import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { CONTRAST_LUMINANCE_THRESHOLD } from './theme-contrast.ts';

/** Brand purple (primary); shade 8 is the "Booked" session colour #3b3086. */
const kruPurple: MantineColorsTuple = [
  '#f3f1fb',
  '#e3e0f3',
  '#c4bee6',
  '#a39ad9',
  '#867ccd',
  '#7466c6',
  '#5b4db3',
  '#4a3e9b',
  '#3b3086',
  '#2c2466',
];

/** Brand pink (secondary); shade 1 is the "Waiting for Payment" session colour #f7d3ea. */
const kruPink: MantineColorsTuple = [
  '#fdf0f8',
  '#f7d3ea',
  '#f0b0d8',
  '#e88bc5',
  '#e06bb4',
  '#d94fa5',
  '#c93b93',
  '#a92f7b',
  '#8a2564',
  '#6b1b4d',
];

const fontFamily = "'Noto Sans Variable', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', sans-serif";

export const theme = createTheme({
  colors: { kruPurple, kruPink },
  primaryColor: 'kruPurple',
  primaryShade: { light: 6, dark: 4 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  // Filled colours carry black or white text, whichever reads at AA (see theme-contrast.ts).
  autoContrast: true,
  luminanceThreshold: CONTRAST_LUMINANCE_THRESHOLD,
  cursorType: 'pointer',
  // A person who asks for less motion (prefers-reduced-motion) gets dialogs, menus and toasts without their
  // transitions (see also reduced-motion.css for the rest).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A menu's first item takes the focus when it opens: Mantine's placeholder in its place is a child a menu may
    // not have (axe: aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A loader is a bare <span>: its name ("Loading") needs a role to be allowed (axe: aria-prohibited-attr), and a
    // status is what it is.
    Loader: { defaultProps: { role: 'status' } },
  },
});
