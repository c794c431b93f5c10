import type { Plugin } from 'vite';

/** Mantine's `useId` (@mantine/hooks), which its inputs, selects, menus, tooltips, tabs and alerts call. */
const MANTINE_USE_ID = /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * React's id, made a valid CSS identifier: Mantine looks some up with `querySelector('#id ...')` (Combobox).
 * Mantine's own keeps React's id for the first render and swaps it for a random one in a layout effect, a fix
 * for React 17's server rendering: a state update that makes React render every such component a second time,
 * synchronously, in the same task as the commit (tens of milliseconds on a phone's first screen of a form).
 */
const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');
}
`;

/** Builds the app with a `useId` that keeps React's id instead of replacing it after the first render. */
export function mantineStableIds(): Plugin {
  return {
    name: 'kru-mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null;
    },
  };
}
