import { Button, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../app/overlays/dialogs.ts';

/**
 * A review's decision: Approve (after a confirmation, then `onApprove`) and Reject (`onReject` opens the
 * reason's modal). Tutor and course reviews word and mark them their own way.
 */
export function DecisionButtons({
  texts,
  testIds,
  approving,
  onApprove,
  onReject,
}: {
  texts: { approve: string; reject: string; confirmTitle: string; confirmText: string };
  testIds: { approve: string; reject: string; confirm: string };
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const confirmApprove = () =>
    void dialogs.confirm({
      title: texts.confirmTitle,
      children: <Text size="sm">{texts.confirmText}</Text>,
      labels: { confirm: texts.approve, cancel: t('admin.common.cancel') },
      confirmProps: { color: 'teal', 'data-testid': testIds.confirm },
      onConfirm: onApprove,
    });
  return (
    <>
      <Button
        color="teal"
        leftSection={<IconCheck size={16} />}
        loading={approving}
        onClick={confirmApprove}
        data-testid={testIds.approve}
      >
        {texts.approve}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        onClick={onReject}
        data-testid={testIds.reject}
      >
        {texts.reject}
      </Button>
    </>
  );
}
