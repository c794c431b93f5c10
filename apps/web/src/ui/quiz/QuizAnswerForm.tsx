import type { SubmitQuizBody } from '@kru/contract';
import { Button, Group, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialogs } from '../../app/overlays/dialogs.ts';
import { useUnsavedChangesWarning } from '../../app/router/use-unsaved-changes-warning.ts';
import { type Question, QuizQuestionField } from './QuizQuestionField.tsx';
import { type Choices, choose, submission, unansweredCount } from './quiz-answers.ts';

export type SubmitQuiz = UseMutationResult<{ id: number }, unknown, { quizId: number; body: SubmitQuizBody }>;

/**
 * An open attempt's questions (a course quiz or a diagnostic): the learner chooses, submits (asked first when
 * some are unanswered) and lands on `resultPath` of the submitted attempt. A course quiz starts from the answers
 * saved before (`initialChoices`), hears of each change (`onChoicesChange`, to save it) and is submitted without
 * asking once `timeUp`.
 */
export function QuizAnswerForm({
  questions,
  quizId,
  submit,
  resultPath,
  initialChoices = {},
  onChoicesChange,
  timeUp = false,
}: {
  questions: Question[];
  quizId: number;
  submit: SubmitQuiz;
  resultPath: (quizId: number) => string;
  initialChoices?: Choices;
  onChoicesChange?: (choices: Choices) => void;
  timeUp?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const answered = Object.values(choices).some((options) => options.length > 0);
  // Leaving a quiz with answers chosen warns (spec); once submitted or closed at its time limit (the answers
  // are saved on the server), the result opens without asking.
  useUnsavedChangesWarning(answered && submittedId === null && !timeUp);
  useEffect(() => {
    if (submittedId !== null) void navigate(resultPath(submittedId), { replace: true });
  }, [submittedId, resultPath, navigate]);

  const send = () =>
    submit.mutate(
      { quizId, body: submission(choices) },
      { onSuccess: (result) => setSubmittedId(result.id) },
    );
  const sendRef = useRef(send);
  sendRef.current = send;
  const timeUpSent = useRef(false);
  useEffect(() => {
    if (!timeUp || timeUpSent.current) return;
    timeUpSent.current = true;
    sendRef.current();
  }, [timeUp]);
  const pick = (question: Question, optionId: number) => {
    const next = choose(choices, question.id, optionId, question.isMultipleChoice);
    setChoices(next);
    onChoicesChange?.(next);
  };
  const missing = unansweredCount(
    questions.map((question) => question.id),
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
      {questions.map((question, index) => (
        <QuizQuestionField
          key={question.id}
          question={question}
          number={index + 1}
          total={questions.length}
          chosen={choices[question.id] ?? []}
          disabled={timeUp}
          onChoose={(optionId) => pick(question, optionId)}
        />
      ))}
      <Group justify="flex-end">
        <Button onClick={confirmSend} loading={submit.isPending} disabled={timeUp} data-testid="submit-quiz">
          {t('courses.quiz.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
