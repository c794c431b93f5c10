import { STORAGE_KEYS } from '@kru/contract/limits';
import { safeLocalStorage, safeSessionStorage } from '../storage.ts';

/** The page a signed-out visitor wanted, kept for the tab and (for links opened elsewhere) the browser. */
export function readRememberedPage(): string | null {
  return safeSessionStorage.get(STORAGE_KEYS.redirect) ?? safeLocalStorage.get(STORAGE_KEYS.redirect);
}

export function rememberPage(path: string): void {
  safeSessionStorage.set(STORAGE_KEYS.redirect, path);
  safeLocalStorage.set(STORAGE_KEYS.redirect, path);
}

export function forgetRememberedPage(): void {
  safeSessionStorage.set(STORAGE_KEYS.redirect, null);
  safeLocalStorage.set(STORAGE_KEYS.redirect, null);
}

/** Where to go once onboarding ends: the remembered page (then forgotten) or else home. */
export function takeRememberedPage(fallback = '/'): string {
  const page = readRememberedPage();
  forgetRememberedPage();
  return page ?? fallback;
}
