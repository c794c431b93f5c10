import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApprovalLogTimeline } from './ApprovalLogTimeline.tsx';

/** Opens the course's approval log (submissions and decisions with the reviewer's reasons), in any state. */
export function ApprovalHistoryButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconHistory size={16} />}
        onClick={open}
        data-testid="open-approval-history"
      >
        {t('authoringTools.history.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('courseAuthoring.details.history')} centered>
        {opened && <ApprovalLogTimeline courseId={courseId} />}
      </Modal>
    </>
  );
}
