import { PASS_MARK_DEFAULT, passMarkSchema } from '@kru/contract';
import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../app/notify.ts';
import { applyServerErrors, FormErrorAlert, zodFormResolver } from '../../../ui/form/index.ts';
import type { AuthoredSection } from '../../course-authoring/api.ts';
import { useSetPassMark } from '../pass-mark-api.ts';

interface PassMarkValues extends Record<string, unknown> {
  pass_mark_percent: number | string;
}

const validatePassMark = zodFormResolver<PassMarkValues>(z.object({ pass_mark_percent: passMarkSchema }));

/** A quiz section's pass mark (1-100 %): the best attempt must reach it for the course's certificate. */
export function QuizPassMark({ section, readOnly }: { section: AuthoredSection; readOnly: boolean }) {
  const { t } = useTranslation();
  const save = useSetPassMark(section.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PassMarkValues>({
    initialValues: { pass_mark_percent: section.passMarkPercent ?? PASS_MARK_DEFAULT },
    validate: validatePassMark,
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(Number(values.pass_mark_percent), {
      onSuccess: () => {
        form.resetDirty(values);
        notify.success(t('certificates.passMark.saved'));
      },
      onError: (error) => setFormError(applyServerErrors(form, error)),
    });
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="quiz-pass-mark">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fw={700}>{t('certificates.passMark.title')}</Text>
          <FormErrorAlert message={formError} />
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('certificates.passMark.label')}
              description={t('certificates.passMark.hint')}
              min={1}
              max={100}
              suffix="%"
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps('pass_mark_percent')}
            />
            {!readOnly && (
              <Button
                type="submit"
                disabled={!form.isDirty()}
                loading={save.isPending}
                data-testid="save-pass-mark"
              >
                {t('certificates.passMark.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
