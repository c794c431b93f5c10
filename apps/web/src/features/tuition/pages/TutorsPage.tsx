import { MSG } from '@kru/contract';
import {
  Center,
  Grid,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/use-session.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { useSubjects, useTutors } from '../api.ts';
import { TutorCard } from '../components/TutorCard.tsx';
import { useSearchKeyword } from '../use-search-keyword.ts';
import { idFrom, useSearchParamsState } from '../use-search-params-state.ts';
import { useViewerTimeZone } from '../use-viewer-time-zone.ts';

/**
 * `/tuition/tutors?keyword=&subject=&mine=1&trial=1&page=`: approved tutors, searched and filtered, soonest free first. A
 * student may keep to the tutors who have taught them.
 */
export default function TutorsPage() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const isStudent = useSession().user?.role === 'student';
  const { params, set, page } = useSearchParamsState();
  const { text, setText, keyword, tooShort } = useSearchKeyword(params, set);
  const subjectId = idFrom(params.get('subject'));
  const mine = isStudent && params.get('mine') === '1';
  const subjects = useSubjects();
  const trial = params.get('trial') === '1';
  const tutors = useTutors({ keyword, subjectId, mine, trial, page });

  const found = tutors.data;
  const lastPage = found?.pagination.totalPages ?? 0;
  // A page past the end (an old link, a list that shrank) shows the last page rather than "no tutors".
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) set({ page: lastPage });
  }, [lastPage, page, set]);
  const emptyText = t(
    mine
      ? 'tuition.tutors.emptyMine'
      : keyword || subjectId || trial
        ? 'tuition.tutors.empty'
        : 'tuition.tutors.emptyAll',
  );
  const outcome = !found
    ? ''
    : found.items.length === 0
      ? emptyText
      : t(found.pagination.totalCapped ? 'tuition.tutors.countCapped' : 'tuition.tutors.count', {
          count: found.pagination.total,
        });
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        {t('tuition.tutors.title')}
      </Title>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TextInput
            label={t('tuition.tutors.searchLabel')}
            placeholder={t('tuition.tutors.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={tooShort ? translateMessageKey(MSG.searchTooShort) : undefined}
            type="search"
            data-testid="tutors-search"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Select
            label={t('tuition.tutors.subjectLabel')}
            placeholder={t('tuition.tutors.anySubject')}
            data={(subjects.data ?? []).map((subject) => ({
              value: String(subject.id),
              label: `${subject.title} · ${subject.schoolYear.title}`,
            }))}
            value={subjectId === null ? null : String(subjectId)}
            onChange={(value) => set({ subject: value })}
            clearable
            searchable
            data-testid="tutors-subject"
          />
        </Grid.Col>
      </Grid>
      {isStudent && (
        <Switch
          label={t('tuition.tutors.mine')}
          checked={mine}
          onChange={(event) => set({ mine: event.currentTarget.checked ? '1' : null })}
          data-testid="tutors-mine"
        />
      )}
      <Switch
        label={t('tuition.trial.filter')}
        checked={trial}
        onChange={(event) => set({ trial: event.currentTarget.checked ? '1' : null })}
        data-testid="tutors-trial"
      />
      {/* Typing in the search keeps the focus in the field: a screen reader hears what it found from here. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="tutors-outcome">
        {outcome}
      </VisuallyHidden>
      {tutors.isPending ? (
        <CenteredLoader />
      ) : tutors.isError ? (
        <LoadFailed onRetry={() => void tutors.refetch()} />
      ) : tutors.data.items.length === 0 ? (
        <Center py="xl">
          {page > lastPage && lastPage > 0 ? (
            <CenteredLoader />
          ) : (
            <Text c="dimmed" data-testid="tutors-empty">
              {emptyText}
            </Text>
          )}
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(tutors.data.pagination.totalCapped ? 'tuition.tutors.countCapped' : 'tuition.tutors.count', {
              count: tutors.data.pagination.total,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="tutors-list">
            {tutors.data.items.map((tutor) => (
              <TutorCard key={tutor.id} tutor={tutor} timeZone={timeZone} />
            ))}
          </SimpleGrid>
          <PageControls
            total={tutors.data.pagination.totalPages}
            page={page}
            onChange={(next) => set({ page: next })}
          />
        </>
      )}
    </Stack>
  );
}
