import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useUnsavedChangesWarning } from '../../../app/router/use-unsaved-changes-warning.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { QuizQuestionField } from '../../../ui/quiz/QuizQuestionField.tsx';
import { type Choices, choose, submission, unansweredCount } from '../../../ui/quiz/quiz-answers.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { type DiagnosticDetail, useDiagnostic, useStartDiagnostic, useSubmitDiagnostic } from '../api.ts';
import { DIAGNOSTIC_PATHS, diagnosticResultPath } from '../paths.ts';

function DiagnosticForm({ diagnostic, quizId }: { diagnostic: DiagnosticDetail; quizId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitDiagnostic();
  const [choices, setChoices] = useState<Choices>({});
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const answered = Object.values(choices).some((options) => options.length > 0);
  // Leaving with answers chosen warns; once submitted, the result opens without asking.
  useUnsavedChangesWarning(answered && submittedId === null);
  useEffect(() => {
    if (submittedId !== null) void navigate(diagnosticResultPath(submittedId), { replace: true });
  }, [submittedId, navigate]);
  const send = () =>
    submit.mutate(
      { quizId, body: submission(choices) },
      { onSuccess: (result) => setSubmittedId(result.id) },
    );
  const missing = unansweredCount(
    diagnostic.questions.map((question) => question.id),
    choices,
  );
  const confirmSend = () => {
    if (missing === 0) return send();
    void dialogs.confirm({
      title: t('courses.quiz.submitTitle'),
      children: t('courses.quiz.submitUnanswered', { count: missing }),
      labels: { confirm: t('courses.quiz.submit'), cancel: t('common.cancel') },
      onConfirm: send,
    });
  };
  return (
    <Stack gap="md">
      {diagnostic.questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          total={diagnostic.questions.length}
          chosen={choices[question.id] ?? []}
          onChoose={(optionId) =>
            setChoices((current) => choose(current, question.id, optionId, question.isMultipleChoice))
          }
        />
      ))}
      <Group justify="flex-end">
        <Button onClick={confirmSend} loading={submit.isPending} data-testid="submit-quiz">
          {t('courses.quiz.submit')}
        </Button>
      </Group>
    </Stack>
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
