import { MSG } from '@kru/contract/messages';
import { Anchor, Badge, CloseButton, Grid, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { translateMessageKey } from '../../../ui/form/index.ts';
import { type CourseSearch, useCourseSearch } from '../../courses/api.ts';
import { LEARNING_PATHS } from '../../courses/paths.ts';
import { useCourseKind } from '../../courses/use-course-kind.ts';
import { useSearchKeyword } from '../../tuition/use-search-keyword.ts';
import { idFrom, useSearchParamsState } from '../../tuition/use-search-params-state.ts';
import { CourseResults } from '../components/CourseResults.tsx';
import { SubjectFilter } from '../components/SubjectFilter.tsx';

/** The tutor filter's badge, named from the results (the same query as the list's, asked once). */
function TutorFilter({ search, onClear }: { search: CourseSearch; onClear: () => void }) {
  const { t } = useTranslation();
  const tutorName = useCourseSearch(search).data?.items.find((course) => course.tutor.id === search.tutorId)
    ?.tutor.fullName;
  return (
    <Group gap="xs">
      <Badge
        size="lg"
        variant="light"
        tt="none"
        rightSection={<CloseButton size="xs" onClick={onClear} aria-label={t('courses.search.clearTutor')} />}
        data-testid="courses-tutor-filter"
      >
        {tutorName ? t('courses.search.byTutor', { name: tutorName }) : t('courses.search.oneTutor')}
      </Badge>
    </Group>
  );
}

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
  const search: CourseSearch = { kind, keyword, subjectId, tutorId, page };
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
            <SubjectFilter subjectId={subjectId} onChange={(value) => set({ subject: value })} />
          </Grid.Col>
        )}
      </Grid>
      {tutorId !== null && <TutorFilter search={search} onClear={() => set({ tutor_id: null })} />}
      <CourseResults search={search} filtered={filtered} onPage={(next) => set({ page: next })} />
    </Stack>
  );
}
