import { modals } from '@mantine/modals';
import { loadOverlays } from './overlays-loader.ts';

export type ModalSettings = Parameters<typeof modals.open>[0];
export type ConfirmModalSettings = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Mantine modals, loaded on first use. Use these rather than `modals.open*` directly (which would do nothing
 * before the dialog host is loaded). Content is rendered outside the router: use plain links, not `<Link>`.
 */
export const dialogs = {
  async open(settings: ModalSettings): Promise<string> {
    await loadOverlays();
    return modals.open(settings);
  },
  async confirm(settings: ConfirmModalSettings): Promise<string> {
    await loadOverlays();
    return modals.openConfirmModal(settings);
  },
  close: (modalId: string): void => modals.close(modalId),
};
