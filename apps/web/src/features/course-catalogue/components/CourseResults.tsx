import { Text } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageControls } from '../../../ui/PageControls.tsx';
import { type CourseSearch, useCourseSearch } from '../../courses/api.ts';
import { CourseCardList } from './CourseCardList.tsx';

/** The cards a phone shows without scrolling: their pictures are asked for as soon as the results arrive. */
const FIRST_SCREEN_CARDS = 2;

/**
 * A page of the course search's results, with its count and page controls. The only part of the page that reads
 * the results, so that their arrival redraws it alone, not the search form above it.
 */
export function CourseResults({
  search,
  filtered,
  onPage,
}: {
  search: CourseSearch;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const courses = useCourseSearch(search);
  // The results arrive as an urgent update (React Query's store), which React draws in one go: a page of cards
  // blocked a phone's main thread for hundreds of milliseconds. Drawn from a deferred copy instead, in slices.
  const results = useDeferredValue(courses.data);
  // The first cards' pictures (the page's largest paint) load while the cards are still being drawn, in slices.
  useEffect(() => {
    for (const course of courses.data?.items.slice(0, FIRST_SCREEN_CARDS) ?? []) {
      if (course.thumbnail) new Image().src = course.thumbnail;
    }
  }, [courses.data]);
  const { kind } = search;
  if (courses.isError) return <LoadFailed onRetry={() => void courses.refetch()} />;
  if (courses.isPending || !results) return <CenteredLoader />;
  if (results.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="courses-empty">
        {t(filtered ? `courses.kinds.${kind}.emptySearch` : `courses.kinds.${kind}.emptyAll`)}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {t(`courses.kinds.${kind}.${results.pagination.totalCapped ? 'countCapped' : 'count'}`, {
          count: results.pagination.total,
        })}
      </Text>
      <CourseCardList courses={results.items} />
      <PageControls total={results.pagination.totalPages} page={search.page} onChange={onPage} />
    </>
  );
}
