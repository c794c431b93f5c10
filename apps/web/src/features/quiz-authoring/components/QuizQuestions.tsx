import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { type AuthoredQuestion, useQuestionActions } from '../api.ts';
import { QuestionFormModal } from './QuestionFormModal.tsx';

/** How an option's score reads beside it: 1 right, 0 wrong, in between partial credit. */
function scoreColour(score: number | null): string {
  if (score === 1) return 'green';
  return score !== null && score > 0 ? 'yellow' : 'gray';
}

/**
 * The questions of a quiz section in the content step: each with its answers and their scores; add, edit and
 * delete (each a call of its own). Read only while the course is under review.
 */
export function QuizQuestions({
  courseId,
  section,
  readOnly,
}: {
  courseId: number;
  section: AuthoredSection;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const actions = useQuestionActions(courseId, section.id);
  // undefined: no form open; null: a new question.
  const [editing, setEditing] = useState<AuthoredQuestion | null | undefined>(undefined);

  const confirmDelete = (question: AuthoredQuestion) =>
    void dialogs.confirm({
      title: t('courseAuthoring.quiz.deleteQuestionTitle'),
      children: t('courseAuthoring.quiz.deleteQuestionText', { title: question.title }),
      labels: { confirm: t('courseAuthoring.content.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        actions.remove.mutate(question.id, {
          onSuccess: () => notify.success(t('courseAuthoring.quiz.deleted')),
        }),
    });

  return (
    <Stack gap="sm" data-testid="quiz-questions">
      <Group justify="space-between">
        <Text fw={700}>{t('courseAuthoring.quiz.questionsTitle', { number: section.questions.length })}</Text>
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing(null)}
            data-testid="add-question"
          >
            {t('courseAuthoring.quiz.addQuestion')}
          </Button>
        )}
      </Group>
      {section.questions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('courseAuthoring.quiz.noQuestions')}
        </Text>
      )}
      {section.questions.map((question, index) => (
        <Paper key={question.id} withBorder p="sm" radius="sm" data-testid="question-card">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ whiteSpace: 'pre-line' }}>
                {index + 1}. {question.title}
              </Text>
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t(
                  question.isMultipleChoice ? 'courseAuthoring.quiz.multiple' : 'courseAuthoring.quiz.single',
                )}
              </Badge>
            </Group>
            {question.options.map((option) => (
              <Group key={option.id} gap="xs" wrap="nowrap">
                <Badge size="sm" variant="light" color={scoreColour(option.score)} w={52}>
                  {option.score}
                </Badge>
                <Text size="sm">{option.title}</Text>
              </Group>
            ))}
            {!readOnly && (
              <Group justify="flex-end" gap="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(question)}
                >
                  {t('courseAuthoring.quiz.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => confirmDelete(question)}
                >
                  {t('courseAuthoring.content.delete')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {editing !== undefined && (
        <QuestionFormModal
          question={editing}
          saving={actions.add.isPending || actions.update.isPending}
          onClose={() => setEditing(undefined)}
          onSave={(body, callbacks) => {
            const onSuccess = () => {
              notify.success(t('courseAuthoring.quiz.saved'));
              callbacks.onSuccess();
            };
            if (editing)
              actions.update.mutate({ id: editing.id, body }, { onSuccess, onError: callbacks.onError });
            else actions.add.mutate(body, { onSuccess, onError: callbacks.onError });
          }}
        />
      )}
    </Stack>
  );
}
