import { LIMITS } from '@kru/contract/limits';
import { randomId } from '@mantine/hooks';
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { createElement, type ReactNode } from 'react';
import { loadOverlays, overlaysState } from './overlays/overlays-loader.ts';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';
export interface NotifyOptions {
  title?: ReactNode;
}

/** Screen readers hear news when they next pause and a problem at once (WCAG 4.1.3). */
const POLITE = { role: 'status', 'aria-live': 'polite', 'aria-atomic': true } as const;
const ASSERTIVE = { role: 'alert', 'aria-live': 'assertive', 'aria-atomic': true } as const;

const VARIANTS: Record<NotifyVariant, Pick<NotificationData, 'color' | 'icon' | 'role' | 'aria-live'>> = {
  default: POLITE,
  success: { ...POLITE, color: 'teal', icon: createElement(IconCheck, { size: 18, 'aria-hidden': true }) },
  warning: {
    ...ASSERTIVE,
    color: 'yellow',
    icon: createElement(IconAlertTriangle, { size: 18, 'aria-hidden': true }),
  },
  error: { ...ASSERTIVE, color: 'red', icon: createElement(IconX, { size: 18, 'aria-hidden': true }) },
  info: {
    ...POLITE,
    color: 'kruPurple',
    icon: createElement(IconInfoCircle, { size: 18, 'aria-hidden': true }),
  },
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
  const id = randomId();
  const data: NotificationData = { id, message, title: options.title, ...VARIANTS[variant] };
  const display = () => {
    dismissOldestBeyondLimit();
    if (!windowFocused) {
      pausedTimers.set(id, undefined);
      data.autoClose = false;
    }
    notifications.show(data);
  };
  // The first toast waits for the toast area to be in the page: a live region that appears together with the
  // area around it is often not read out.
  if (overlaysState.isReady()) display();
  else void loadOverlays().then(display);
  return id;
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
