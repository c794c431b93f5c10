import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useDiagnosticResult } from '../api.ts';
import { ResultView } from '../components/ResultView.tsx';
import { SharePanel } from '../components/SharePanel.tsx';
import { StudyPlanPanel } from '../components/StudyPlanPanel.tsx';
import { TrendPanel } from '../components/TrendPanel.tsx';
import { DIAGNOSTIC_PATHS, takeDiagnosticPath } from '../paths.ts';
import '../print.css';

/** `/diagnostics/result/?resultId=`: the student's result, their trend, sharing, printing and a retake. */
export default function DiagnosticResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quizId = idFrom(params.get('resultId'));
  const query = useDiagnosticResult(quizId);
  if (quizId === null || query.isError) return <Alert color="red">{t('diagnostics.result.missing')}</Alert>;
  if (query.isPending) return <CenteredLoader />;
  const result = query.data;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={DIAGNOSTIC_PATHS.list} size="sm" className="kru-no-print">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('diagnostics.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t('courses.quiz.resultHeading', { title: result.sectionTitle })}
      </Title>
      <Group gap="xs" className="kru-no-print">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('diagnostics.result.print')}
        </Button>
        {result.selfAssessmentId !== null && (
          <Button
            component={Link}
            to={takeDiagnosticPath(result.selfAssessmentId)}
            leftSection={<IconRefresh size={16} />}
          >
            {t('diagnostics.action.retake')}
          </Button>
        )}
      </Group>
      {result.timeLimitReached && (
        <Alert color="yellow" title={t('courses.quizTiming.reachedTitle')} data-testid="time-limit-reached">
          {t('courses.quizTiming.reached')}
        </Alert>
      )}
      <ResultView
        result={result}
        beforeQuestions={
          <>
            {result.selfAssessmentId !== null && <StudyPlanPanel quizId={result.id} />}
            {result.selfAssessmentId !== null && <TrendPanel diagnosticId={result.selfAssessmentId} />}
            <SharePanel />
          </>
        }
      />
    </Stack>
  );
}
