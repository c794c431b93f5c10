import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import {
  type SectionSpecialties as Tags,
  useSectionSpecialties,
  useSetSectionSpecialties,
} from '../specialties-api.ts';

function SpecialtiesForm({
  sectionId,
  tags,
  readOnly,
}: {
  sectionId: number;
  tags: Tags;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const save = useSetSectionSpecialties(sectionId);
  const saved = tags.specialtyIds.map(String);
  const [value, setValue] = useState<string[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const dirty = [...value].sort().join() !== [...saved].sort().join();
  if (tags.options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('studyPlan.tags.noSubject')}
      </Text>
    );
  }
  const submit = () => {
    setError(null);
    // A promise, not mutate's callbacks: the saved tags remount this form (its key), which would drop them.
    void save.mutateAsync(value.map(Number)).then(
      () => notify.success(t('studyPlan.tags.saved')),
      (failure: Error) => setError(failure.message),
    );
  };
  return (
    <Stack gap="sm">
      {error && <Alert color="red">{error}</Alert>}
      {/* A few specialties a subject: boxes to tick, with no dropdown to cover the Save button on a phone. */}
      <Checkbox.Group
        label={t('studyPlan.tags.label')}
        description={t('studyPlan.tags.hint')}
        value={value}
        onChange={setValue}
        data-testid="section-specialties-input"
      >
        <Group gap="sm" mt="xs">
          {tags.options.map((option) => (
            <Checkbox key={option.id} value={String(option.id)} label={option.title} disabled={readOnly} />
          ))}
        </Group>
      </Checkbox.Group>
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={submit}
            data-testid="save-section-specialties"
          >
            {t('studyPlan.tags.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** What the section teaches: specialties of the course's subject, which study plans match to learners' weak areas. */
export function SectionSpecialties({ sectionId, readOnly }: { sectionId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const query = useSectionSpecialties(sectionId);
  return (
    <Paper withBorder radius="md" p="md" data-testid="section-specialties">
      <Stack gap="sm">
        <Text fw={700}>{t('studyPlan.tags.title')}</Text>
        {query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <SpecialtiesForm
            key={query.data.specialtyIds.join()}
            sectionId={sectionId}
            tags={query.data}
            readOnly={readOnly}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
