import { MSG } from '@kru/contract/messages';
import {
  Anchor,
  Badge,
  CloseButton,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { useCourseSearch } from '../../courses/api.ts';
import { LEARNING_PATHS } from '../../courses/paths.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { useSubjects } from '../../tuition/api.ts';
import { useSearchKeyword } from '../../tuition/use-search-keyword.ts';
import { idFrom, useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { CourseCard } from '../components/CourseCard.tsx';

/**
 * `/courses/search-courses?keyword=&subject=&tutor_id=&page=` (and `/skills/search-skills`): the approved courses
 * of this site, searched by keyword (at least 3 characters), filtered by subject and by tutor.
 */
export default function SearchCoursesPage() {
  const { t } = useTranslation();
  const kind = useCourseKind();
  const isStudent = useSession().user?.role === 'student';
  const { params, set, page } = useSearchParamsState();
  const { text, setText, keyword, tooShort } = useSearchKeyword(params, set);
  // Skills have no subject: the filter is for courses only.
  const subjectId = kind === 'course' ? idFrom(params.get('subject')) : null;
  const tutorId = idFrom(params.get('tutor_id'));
  const subjects = useSubjects();
  const courses = useCourseSearch({ kind, keyword, subjectId, tutorId, page });
  // The results arrive as an urgent update (React Query's store), which React draws in one go: a page of cards
  // blocked a phone's main thread for hundreds of milliseconds. Drawn from a deferred copy instead, in slices.
  const results = useDeferredValue(courses.data);

  const tutorName = courses.data?.items.find((course) => course.tutor.id === tutorId)?.tutor.fullName;
  const filtered = Boolean(keyword || subjectId || tutorId);
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t(`courses.kinds.${kind}.searchTitle`)}
        </Title>
        {isStudent && (
          <Anchor component={Link} to={LEARNING_PATHS[kind].mine} size="sm">
            {t(`courses.kinds.${kind}.toMine`)}
          </Anchor>
        )}
      </Group>
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, md: kind === 'course' ? 8 : 12 }}>
          <TextInput
            label={t('courses.search.label')}
            placeholder={t(`courses.kinds.${kind}.searchPlaceholder`)}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={tooShort ? translateMessageKey(MSG.searchTooShort) : undefined}
            type="search"
            data-testid="courses-search"
          />
        </Grid.Col>
        {kind === 'course' && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              label={t('courses.search.subject')}
              placeholder={t('courses.search.anySubject')}
              data={(subjects.data ?? []).map((subject) => ({
                value: String(subject.id),
                label: `${subject.title} · ${subject.schoolYear.title}`,
              }))}
              value={subjectId === null ? null : String(subjectId)}
              onChange={(value) => set({ subject: value })}
              clearable
              searchable
              data-testid="courses-subject"
            />
          </Grid.Col>
        )}
      </Grid>
      {tutorId !== null && (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                onClick={() => set({ tutor_id: null })}
                aria-label={t('courses.search.clearTutor')}
              />
            }
            data-testid="courses-tutor-filter"
          >
            {tutorName ? t('courses.search.byTutor', { name: tutorName }) : t('courses.search.oneTutor')}
          </Badge>
        </Group>
      )}
      {courses.isError ? (
        <LoadFailed onRetry={() => void courses.refetch()} />
      ) : courses.isPending || !results ? (
        <CenteredLoader />
      ) : results.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="courses-empty">
          {t(filtered ? `courses.kinds.${kind}.emptySearch` : `courses.kinds.${kind}.emptyAll`)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t(`courses.kinds.${kind}.${results.pagination.totalCapped ? 'countCapped' : 'count'}`, {
              count: results.pagination.total,
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="courses-list">
            {results.items.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
          <PageControls
            total={results.pagination.totalPages}
            page={page}
            onChange={(next) => set({ page: next })}
          />
        </>
      )}
    </Stack>
  );
}
