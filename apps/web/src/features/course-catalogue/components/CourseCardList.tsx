import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import type { Course } from '../../courses/api.ts';
import { CourseCard } from './CourseCard.tsx';

/**
 * The cards of a page of results. Memoised: the urgent redraw when results arrive (before the deferred one) and
 * a refetch that brings the same page leave them alone.
 */
export const CourseCardList = memo(function CourseCardList({ courses }: { courses: Course[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="courses-list">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </SimpleGrid>
  );
});
