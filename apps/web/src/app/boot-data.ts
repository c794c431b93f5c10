import type { BootData } from '@kru/contract';
import { BOOT_DATA_ELEMENT_ID } from '@kru/contract/limits';
import { type Camelized, camelizeKeys } from './api/case.ts';

export type ShellBootData = Camelized<BootData>;

/**
 * The site settings and tenant the server wrote into the page (see `BootData` in the contract), so that the first
 * screen and the first calls need not wait for them. Null when absent or unreadable (Vite's dev server sends
 * index.html as it is): the app then asks the API, as it does when the boot data's tenant is refused later.
 */
export function readBootData(): ShellBootData | null {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return camelizeKeys(JSON.parse(text) as BootData);
  } catch {
    return null;
  }
}
