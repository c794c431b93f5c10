import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Under a course quiz's score: whether it reached the quiz's pass mark (the course's certificate needs it). */
export function PassMarkVerdict({ passed, passMarkPercent }: { passed: boolean; passMarkPercent: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={passed ? 'teal' : 'yellow'}
      variant="light"
      icon={passed ? <IconCircleCheck size={20} /> : <IconInfoCircle size={20} />}
      title={passed ? t('certificates.result.passed') : t('certificates.result.notPassed')}
      data-testid="quiz-verdict"
      data-passed={passed}
    >
      {t(passed ? 'certificates.result.passedDetail' : 'certificates.result.notPassedDetail', {
        mark: passMarkPercent,
      })}
    </Alert>
  );
}
