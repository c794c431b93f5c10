import { QUIZ_LIMITS, type QuestionBody, questionBody } from '@kru/contract';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import type { AuthoredQuestion } from '../api.ts';
import {
  emptyOption,
  emptyQuestion,
  type QuestionValues,
  questionRequest,
  questionValuesOf,
} from '../question-form.ts';

// Checked as it will be sent (an empty score counts as 0), with the contract's rules and messages.
const validateQuestion = (values: QuestionValues) =>
  zodFormResolver<QuestionBody>(questionBody)(questionRequest(values));

/**
 * A question of a quiz section, new or edited: its text, single or multiple choice, feedback, and 2 to 10
 * answers each with a score from 0 (wrong) to 1 (right) and its own feedback.
 */
export function QuestionFormModal({
  question,
  saving,
  onSave,
  onClose,
}: {
  /** null: a new question. */
  question: AuthoredQuestion | null;
  saving: boolean;
  onSave: (body: QuestionBody, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QuestionValues>({
    initialValues: question ? questionValuesOf(question) : emptyQuestion(),
    validate: validateQuestion,
  });
  const { options } = form.getValues();
  const submit = form.onSubmit((values) => {
    setFormError(null);
    onSave(questionRequest(values), {
      onSuccess: onClose,
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(question ? 'courseAuthoring.quiz.editQuestion' : 'courseAuthoring.quiz.addQuestion')}
    >
      <form onSubmit={submit} noValidate data-testid="question-form">
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <Textarea
            label={t('courseAuthoring.quiz.question')}
            autosize
            minRows={2}
            maxLength={QUIZ_LIMITS.titleMax}
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
          />
          <SegmentedControl
            aria-label={t('courseAuthoring.quiz.kind')}
            data={[
              { value: 'single', label: t('courseAuthoring.quiz.single') },
              { value: 'multiple', label: t('courseAuthoring.quiz.multiple') },
            ]}
            value={form.getValues().is_multiple_choice ? 'multiple' : 'single'}
            onChange={(value) => form.setFieldValue('is_multiple_choice', value === 'multiple')}
          />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('courseAuthoring.quiz.options')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('courseAuthoring.quiz.scoreHint')}
            </Text>
            {options.map((option, index) => (
              <Paper key={option.key} withBorder p="xs" radius="sm" data-testid="option-row">
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <Stack gap="xs" style={{ flex: 1 }}>
                    <Group align="flex-start" gap="xs" wrap="nowrap">
                      <TextInput
                        label={t('courseAuthoring.quiz.optionTitle', { number: index + 1 })}
                        maxLength={QUIZ_LIMITS.titleMax}
                        withAsterisk
                        style={{ flex: 1 }}
                        {...form.getInputProps(`options.${index}.title`)}
                      />
                      <NumberInput
                        label={t('courseAuthoring.quiz.optionScore')}
                        min={0}
                        max={1}
                        step={0.25}
                        decimalScale={3}
                        allowNegative={false}
                        w={100}
                        {...form.getInputProps(`options.${index}.score`)}
                      />
                    </Group>
                    <TextInput
                      label={t('courseAuthoring.quiz.optionFeedback')}
                      maxLength={QUIZ_LIMITS.feedbackMax}
                      size="xs"
                      {...form.getInputProps(`options.${index}.feedback`)}
                    />
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    disabled={options.length <= QUIZ_LIMITS.optionsMin}
                    aria-label={t('courseAuthoring.quiz.removeOption', { number: index + 1 })}
                    onClick={() => form.removeListItem('options', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
            {typeof form.errors.options === 'string' && (
              <Text c="red" size="sm" role="alert" data-testid="options-error">
                {form.errors.options}
              </Text>
            )}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={options.length >= QUIZ_LIMITS.optionsMax}
                onClick={() => form.insertListItem('options', emptyOption())}
              >
                {t('courseAuthoring.quiz.addOption')}
              </Button>
            </Group>
          </Stack>
          <Textarea
            label={t('courseAuthoring.quiz.questionFeedback')}
            description={t('courseAuthoring.quiz.questionFeedbackHint')}
            autosize
            minRows={2}
            maxLength={QUIZ_LIMITS.feedbackMax}
            {...form.getInputProps('feedback')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="save-question">
              {t('courseAuthoring.quiz.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
