import { Button } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatPath } from '../paths.ts';

/** "Ask the AI tutor": the entry to a course's tutor from its page and from the reader. */
export function AskTutorButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={chatPath(courseId)}
      variant="light"
      leftSection={<IconMessageChatbot size={18} />}
      data-testid="ask-ai-tutor"
    >
      {t('aiChat.ask')}
    </Button>
  );
}
