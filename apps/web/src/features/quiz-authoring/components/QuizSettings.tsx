import { QUIZ_LIMITS, quizSettingsBody } from '@kru/contract';
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { useSaveQuizSettings } from '../quiz-settings-api.ts';

interface SettingsValues extends Record<string, unknown> {
  lock_option_order: boolean;
  timed: boolean;
  time_limit_minutes: number | string;
}

/** The form's values as the API takes them: no limit unless "timed" is on (an emptied field then refused). */
function settingsBody(values: SettingsValues) {
  return {
    lock_option_order: values.lock_option_order,
    time_limit_minutes:
      values.timed && values.time_limit_minutes !== ''
        ? Number(values.time_limit_minutes)
        : values.timed
          ? 0
          : null,
  };
}

const validateBody = zodFormResolver<Record<string, unknown>>(quizSettingsBody);
const validate = (values: SettingsValues) => validateBody(settingsBody(values));

/**
 * A quiz section's settings in the content step: whether every attempt shows the options in the author's order
 * (else each attempt shuffles them), and an optional time limit the server enforces. Read only under review.
 */
export function QuizSettings({
  courseId,
  section,
  readOnly,
}: {
  courseId: number;
  section: AuthoredSection;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveQuizSettings(courseId, section.id);
  const [formError, setFormError] = useState<string | null>(null);
  const current = section.quizSettings;
  const form = useForm<SettingsValues>({
    initialValues: {
      lock_option_order: current?.lockOptionOrder ?? false,
      timed: (current?.timeLimitMinutes ?? null) !== null,
      time_limit_minutes: current?.timeLimitMinutes ?? 10,
    },
    validate,
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(settingsBody(values), {
      onSuccess: () => {
        form.resetDirty();
        notify.success(t('courseAuthoring.quizSettings.saved'));
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="quiz-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={700}>{t('courseAuthoring.quizSettings.title')}</Text>
          <FormErrorAlert message={formError} />
          <Checkbox
            label={t('courseAuthoring.quizSettings.lockOrder')}
            description={t('courseAuthoring.quizSettings.lockOrderHint')}
            disabled={readOnly}
            data-testid="quiz-lock-order"
            {...form.getInputProps('lock_option_order', { type: 'checkbox' })}
          />
          <Switch
            label={t('courseAuthoring.quizSettings.timed')}
            description={t('courseAuthoring.quizSettings.timedHint')}
            disabled={readOnly}
            data-testid="quiz-timed"
            {...form.getInputProps('timed', { type: 'checkbox' })}
          />
          {form.values.timed && (
            <NumberInput
              label={t('courseAuthoring.quizSettings.minutes')}
              description={t('courseAuthoring.quizSettings.minutesHint', {
                min: QUIZ_LIMITS.timeLimitMinutesMin,
                max: QUIZ_LIMITS.timeLimitMinutesMax,
              })}
              min={QUIZ_LIMITS.timeLimitMinutesMin}
              max={QUIZ_LIMITS.timeLimitMinutesMax}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              maw={220}
              data-testid="quiz-time-limit"
              {...form.getInputProps('time_limit_minutes')}
            />
          )}
          {!readOnly && (
            <Group justify="flex-end">
              <Button
                type="submit"
                size="xs"
                loading={save.isPending}
                disabled={!form.isDirty()}
                data-testid="save-quiz-settings"
              >
                {t('courseAuthoring.quizSettings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
