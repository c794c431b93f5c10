import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { QuizAnswerForm } from '../../../ui/quiz/QuizAnswerForm.tsx';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type DiagnosticDetail, useDiagnostic, useStartDiagnostic, useSubmitDiagnostic } from '../api.ts';
import { DIAGNOSTIC_PATHS, diagnosticResultPath } from '../paths.ts';

function DiagnosticForm({ diagnostic, quizId }: { diagnostic: DiagnosticDetail; quizId: number }) {
  const submit = useSubmitDiagnostic();
  return (
    <QuizAnswerForm
      questions={diagnostic.questions}
      quizId={quizId}
      submit={submit}
      resultPath={diagnosticResultPath}
    />
  );
}

/** `/diagnostics/take/?diagnosticId=`: starts (or resumes) the attempt, then the student answers and submits. */
export default function TakeDiagnosticPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('diagnosticId'));
  const query = useDiagnostic(id);
  const start = useStartDiagnostic();
  const { mutate } = start;
  useEffect(() => {
    if (id !== null) mutate(id);
  }, [id, mutate]);

  if (id === null || query.isError || start.isError) {
    return <Alert color="red">{t('diagnostics.missing')}</Alert>;
  }
  if (query.isPending || !start.data) return <CenteredLoader />;
  const diagnostic = query.data;
  return (
    <Stack gap="lg" maw={800}>
      <Anchor component={Link} to={DIAGNOSTIC_PATHS.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('diagnostics.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {diagnostic.title}
      </Title>
      <Text c="dimmed">{t('diagnostics.minutes', { count: diagnostic.minutes })}</Text>
      <DiagnosticForm diagnostic={diagnostic} quizId={start.data.quizId} />
    </Stack>
  );
}
