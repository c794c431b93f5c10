import { LIMITS } from '@kru/contract';
import { ActionIcon, Grid, MultiSelect, NumberInput, Paper, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSpecialties } from '../api.ts';
import type { SubjectPricesValues } from '../subject-prices.ts';

interface SubjectPriceRowProps {
  form: UseFormReturnType<SubjectPricesValues>;
  index: number;
  /** The subjects this row may choose: those of the chosen grades not priced in another row. */
  subjects: { group: string; items: { value: string; label: string }[] }[];
  onRemove: () => void;
}

/** One priced subject: the subject, its price per hour in pounds and up to 3 specialties. */
export function SubjectPriceRow({ form, index, subjects, onRemove }: SubjectPriceRowProps) {
  const { t } = useTranslation();
  const path = `subject_prices.${index}`;
  const subjectId = form.getValues().subject_prices[index]?.subject_id ?? null;
  const specialties = useSpecialties(subjectId ? Number(subjectId) : null);
  const subjectLabel = subjects
    .flatMap((group) => group.items)
    .find((item) => item.value === subjectId)?.label;

  return (
    <Paper withBorder p="md" radius="md" data-testid="subject-price-row">
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('onboarding.prices.subject')}
            data={subjects}
            searchable
            nothingFoundMessage={t('profile.fields.nothingFound')}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps(`${path}.subject_id`)}
            onChange={(value) => {
              form.setFieldValue(`${path}.subject_id`, value);
              form.setFieldValue(`${path}.specialties`, []);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, sm: 5 }}>
          <NumberInput
            label={t('onboarding.prices.pricePerHour')}
            leftSection="£"
            decimalScale={2}
            min={1}
            max={LIMITS.pricePerHourMax}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator=","
            withAsterisk
            {...form.getInputProps(`${path}.price_per_hour`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }} pt={32}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            aria-label={
              subjectLabel
                ? t('onboarding.prices.removeNamed', { subject: subjectLabel })
                : t('onboarding.prices.remove')
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Grid.Col>
        <Grid.Col span={12}>
          <MultiSelect
            label={t('onboarding.prices.specialties')}
            description={t('onboarding.prices.specialtiesHint', { max: LIMITS.specialtiesPerSubject })}
            data={(specialties.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
            disabled={!subjectId}
            placeholder={subjectId ? undefined : t('onboarding.prices.subjectFirst')}
            maxValues={LIMITS.specialtiesPerSubject}
            searchable
            hidePickedOptions
            {...form.getInputProps(`${path}.specialties`)}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
