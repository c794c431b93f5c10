import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * In place of a section (or quiz) the server refused for a reason other than the trial (e.g. an account that
 * does not learn): the server's message, already in the learner's language.
 */
export function RefusedSection({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} />}
      title={t('courses.take.refusedTitle')}
      data-testid="section-refused"
    >
      {message}
    </Alert>
  );
}
