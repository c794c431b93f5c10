import { Alert, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/use-session.ts';
import { formatDateTime } from '../../../ui/format.ts';
import type { ChatQuota } from '../api.ts';

/** Below this many questions left, the note is said in colour: the learner sees the end coming. */
const FEW_LEFT = 5;

/**
 * What is left of today's questions to the language-model tutor ("4 questions left today"), and once they are used
 * up, when they come back (midnight UTC, in the learner's time). Nothing with the built-in tutor, which has no budget.
 */
export function QuotaNote({ quota }: { quota: ChatQuota | undefined }) {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  if (!quota?.model || quota.messagesLeft === null) return null;
  if (quota.messagesLeft === 0) {
    return (
      <Alert color="yellow" icon={<IconHourglassHigh size={18} />} data-testid="chat-quota-used">
        {t('aiChat.quotaUsed', { time: formatDateTime(quota.resetsAt, timeZone) })}
      </Alert>
    );
  }
  return (
    <Text size="xs" c={quota.messagesLeft <= FEW_LEFT ? 'orange.8' : 'dimmed'} data-testid="chat-quota">
      {t('aiChat.messagesLeft', { count: quota.messagesLeft })}
    </Text>
  );
}
