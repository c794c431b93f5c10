import { LIMITS } from '@kru/contract/limits';
import { randomId } from '@mantine/hooks';
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { loadOverlays } from './overlays/overlays-loader.ts';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';
export interface NotifyOptions {
  title?: ReactNode;
}

const VARIANTS: Record<NotifyVariant, Pick<NotificationData, 'color' | 'icon'>> = {
  default: {},
  success: { color: 'teal', icon: createElement(IconCheck, { size: 18 }) },
  warning: { color: 'yellow', icon: createElement(IconAlertTriangle, { size: 18 }) },
  error: { color: 'red', icon: createElement(IconX, { size: 18 }) },
  info: { color: 'kruPurple', icon: createElement(IconInfoCircle, { size: 18 }) },
};

/** Timers stopped while the window is in the background, with the auto-close each had before. */
const pausedTimers = new Map<string, NotificationData['autoClose']>();
let windowFocused = true;

function dismissOldestBeyondLimit(): void {
  let visible = notificationsStore.getState().notifications;
  while (visible.length >= LIMITS.notificationsMax && visible[0]?.id) {
    notifications.hide(visible[0].id);
    visible = notificationsStore.getState().notifications;
  }
}

function show(variant: NotifyVariant, message: ReactNode, options: NotifyOptions = {}): string {
  void loadOverlays();
  dismissOldestBeyondLimit();
  const id = randomId();
  const data: NotificationData = { id, message, title: options.title, ...VARIANTS[variant] };
  if (!windowFocused) {
    pausedTimers.set(id, undefined);
    data.autoClose = false;
  }
  return notifications.show(data);
}

/** Toasts (bottom left, at most 3, the oldest dismissed first, hidden after 5 s unless hovered or in the background). */
export const notify = {
  show: (message: ReactNode, options?: NotifyOptions) => show('default', message, options),
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  warning: (message: ReactNode, options?: NotifyOptions) => show('warning', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  hide: (id: string) => notifications.hide(id),
};

function pauseNotificationTimers(): void {
  windowFocused = false;
  notifications.updateState(notificationsStore, (list) =>
    list.map((item) => {
      if (!item.id || pausedTimers.has(item.id) || item.autoClose === false) return item;
      pausedTimers.set(item.id, item.autoClose);
      return { ...item, autoClose: false };
    }),
  );
}

function resumeNotificationTimers(): void {
  windowFocused = true;
  notifications.updateState(notificationsStore, (list) =>
    list.map((item) =>
      item.id && pausedTimers.has(item.id) ? { ...item, autoClose: pausedTimers.get(item.id) } : item,
    ),
  );
  pausedTimers.clear();
}

/** Mantine pauses a toast under the pointer; this pauses them all while the window is in the background. */
export function pauseNotificationsWhileWindowBlurred(): void {
  window.addEventListener('blur', pauseNotificationTimers);
  window.addEventListener('focus', resumeNotificationTimers);
}
