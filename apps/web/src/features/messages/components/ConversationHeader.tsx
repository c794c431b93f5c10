import { ActionIcon, Avatar, Group, Menu, Text } from '@mantine/core';
import { IconArrowLeft, IconDots, IconFlag, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { ReasonModal } from '../../tuition/components/ReasonModal.tsx';
import { type Conversation, fullName, useBlock, useReportConversation } from '../api.ts';

/**
 * Who the conversation is with, Back to the list (on a phone, where the list is its own screen), and Block /
 * Unblock and Report, each confirmed first.
 */
export function ConversationHeader({
  conversation,
  onBack,
}: {
  conversation: Conversation;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(conversation.other);
  const block = useBlock(conversation.id);
  const report = useReportConversation(conversation.id);
  const [reporting, setReporting] = useState(false);

  const confirmBlock = () =>
    void dialogs.confirm({
      title: t('messages.block.confirmTitle', { name }),
      children: <Text size="sm">{t('messages.block.confirmText', { name })}</Text>,
      labels: { confirm: t('messages.block.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-block' } as Record<string, unknown>,
      onConfirm: () =>
        block.mutate(true, {
          onSuccess: () => notify.success(t('messages.block.done', { name })),
          onError: () => notify.error(t('messages.errors.failed')),
        }),
    });

  const confirmUnblock = () =>
    void dialogs.confirm({
      title: t('messages.unblock.confirmTitle', { name }),
      children: <Text size="sm">{t('messages.unblock.confirmText', { name })}</Text>,
      labels: { confirm: t('messages.unblock.confirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-unblock' } as Record<string, unknown>,
      onConfirm: () =>
        block.mutate(false, {
          onSuccess: () => notify.success(t('messages.unblock.done', { name })),
          onError: () => notify.error(t('messages.errors.failed')),
        }),
    });

  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon
          variant="subtle"
          hiddenFrom="sm"
          onClick={onBack}
          aria-label={t('messages.back')}
          size="lg"
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Avatar src={conversation.other.avatar} alt="" radius="xl" color="kruPurple">
          {name.slice(0, 1)}
        </Avatar>
        <Text fw={600} truncate data-testid="thread-person" component="h2" size="md" m={0}>
          {name}
        </Text>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('messages.actions')}
            data-testid="thread-actions"
          >
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {conversation.blockedByMe ? (
            <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={confirmUnblock}>
              {t('messages.unblock.action')}
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconLock size={16} />} color="red" onClick={confirmBlock}>
              {t('messages.block.action')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
            {t('messages.report.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReasonModal
        opened={reporting}
        title={t('messages.report.title', { name })}
        explanation={t('messages.report.explanation')}
        label={t('messages.report.reason')}
        requiredMessage={t('messages.report.reasonRequired')}
        submitLabel={t('messages.report.submit')}
        onSubmit={(reason) =>
          report.mutateAsync(reason).then(() => notify.success(t('messages.report.done')))
        }
        onClose={() => setReporting(false)}
      />
    </Group>
  );
}
