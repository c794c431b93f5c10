import { Button, Group, Text } from '@mantine/core';
import { i18n } from '../../i18n/index.ts';
import { dialogs } from './dialogs.ts';

const openMessages = new Set<string>();

/** The Warning dialog of a failed call: the message and an OK button. The same message is never stacked twice. */
export function showWarningDialog(message: string): void {
  if (openMessages.has(message)) return;
  openMessages.add(message);
  const modalId = `warning-${openMessages.size}-${Date.now()}`;
  void dialogs.open({
    modalId,
    title: i18n.t('common.warning'),
    onClose: () => openMessages.delete(message),
    children: (
      <>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => dialogs.close(modalId)} data-autofocus>
            {i18n.t('common.ok')}
          </Button>
        </Group>
      </>
    ),
  });
}
