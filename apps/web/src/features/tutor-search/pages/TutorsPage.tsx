import { MSG, TUTOR_SORTS } from '@kru/contract';
import {
  Button,
  Card,
  Center,
  Drawer,
  Grid,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/use-session.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { useTutors } from '../../tuition/api.ts';
import { useSearchKeyword } from '../../tuition/use-search-keyword.ts';
import { useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { TutorCard } from '../components/TutorCard.tsx';
import { TutorFilters } from '../components/TutorFilters.tsx';
import { activeFilterCount, FILTER_PARAMS, filtersFrom, tutorsQueryOf } from '../search-filters.ts';

/**
 * `/tuition/tutors?keyword=&subject=&specialty=&price_min=&price_max=&days=&times=&rating=&language=&sort=&mine=1&page=`:
 * approved tutors, searched, filtered and sorted (best match by default: a keyword's name matches first, then its
 * subject and bio matches, else soonest free first); every choice is in the address
 * (a shared link shows the same list, Back undoes a choice). A student may keep to the tutors who have taught them.
 */
export default function TutorsPage() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const isStudent = useSession().user?.role === 'student';
  const { params, set, page } = useSearchParamsState();
  const { text, setText, keyword, tooShort } = useSearchKeyword(params, set);
  const filters = filtersFrom(params);
  const mine = isStudent && params.get('mine') === '1';
  const tutors = useTutors({ keyword, filters: tutorsQueryOf(filters, timeZone), mine, page });
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);
  const choose = useCallback(
    (changes: Record<string, string | number | null>) => set(changes, { push: true }),
    [set],
  );
  const clearFilters = () => choose(Object.fromEntries(FILTER_PARAMS.map((key) => [key, null])));
  const filterCount = activeFilterCount(filters);
  const filterPanel = (
    <TutorFilters filters={filters} set={choose} timeZone={timeZone} onClear={clearFilters} />
  );

  const found = tutors.data;
  const lastPage = found?.pagination.totalPages ?? 0;
  // A page past the end (an old link, a list that shrank) shows the last page rather than "no tutors".
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) set({ page: lastPage });
  }, [lastPage, page, set]);
  const emptyText = t(
    mine
      ? 'tuition.tutors.emptyMine'
      : keyword || filterCount > 0
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
      <Grid gutter="sm" align="flex-end">
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
        <Grid.Col span={{ base: 7, md: 4 }}>
          <Select
            label={t('tuition.tutors.sort')}
            data={TUTOR_SORTS.map((sort) => ({ value: sort, label: t(`tuition.tutors.sorts.${sort}`) }))}
            value={filters.sort ?? 'relevance'}
            onChange={(value) => choose({ sort: value === 'relevance' ? null : value })}
            allowDeselect={false}
            data-testid="tutors-sort"
          />
        </Grid.Col>
        {!wide && (
          <Grid.Col span={5}>
            <Button
              fullWidth
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} />}
              onClick={drawer.open}
              data-testid="tutors-filters-open"
            >
              {filterCount
                ? t('tuition.tutors.filtersCount', { count: filterCount })
                : t('tuition.tutors.filters')}
            </Button>
          </Grid.Col>
        )}
      </Grid>
      {!wide && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          position="bottom"
          size="90%"
          title={t('tuition.tutors.filters')}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {filterPanel}
        </Drawer>
      )}
      <Grid gutter="lg">
        {wide && (
          <Grid.Col span={3}>
            <Card withBorder radius="md" padding="md">
              {filterPanel}
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={wide ? 9 : 12}>
          <Stack gap="md">
            {isStudent && (
              <Switch
                label={t('tuition.tutors.mine')}
                checked={mine}
                onChange={(event) => choose({ mine: event.currentTarget.checked ? '1' : null })}
                data-testid="tutors-mine"
              />
            )}
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
                  <Stack align="center" gap="sm">
                    <Text c="dimmed" data-testid="tutors-empty">
                      {emptyText}
                    </Text>
                    {filterCount > 0 && (
                      <Button variant="light" onClick={clearFilters}>
                        {t('tuition.tutors.clear')}
                      </Button>
                    )}
                  </Stack>
                )}
              </Center>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t(
                    tutors.data.pagination.totalCapped
                      ? 'tuition.tutors.countCapped'
                      : 'tuition.tutors.count',
                    {
                      count: tutors.data.pagination.total,
                    },
                  )}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" data-testid="tutors-list">
                  {tutors.data.items.map((tutor) => (
                    <TutorCard key={tutor.id} tutor={tutor} timeZone={timeZone} />
                  ))}
                </SimpleGrid>
                <PageControls
                  total={tutors.data.pagination.totalPages}
                  page={page}
                  onChange={(next) => choose({ page: next })}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
