import { Button, Grid, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AuthoredCourse } from '../../course-authoring/api.ts';
import { CourseGate } from '../../course-authoring/components/CourseGate.tsx';
import { EditorFrame } from '../../course-authoring/components/EditorFrame.tsx';
import { useCourseKind } from '../../course-authoring/hooks/use-course-kind.ts';
import { coursePagePath } from '../../course-authoring/paths.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useContentActions } from '../api.ts';
import { ContentOutline } from '../components/ContentOutline.tsx';
import { SectionEditor } from '../components/SectionEditor.tsx';

/** The outline beside the open section; the section is kept in the address (`sectionId`) so a reload keeps it. */
function ContentEditor({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  const [params, setParams] = useSearchParams();
  const actions = useContentActions(course.id);
  const sectionIds = new Set(
    course.chapters.flatMap((chapter) => chapter.sections.map((section) => section.id)),
  );
  const wanted = idFrom(params.get('sectionId'));
  const selected = wanted !== null && sectionIds.has(wanted) ? wanted : null;
  const select = (sectionId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sectionId === null) next.delete('sectionId');
        else next.set('sectionId', String(sectionId));
        return next;
      },
      { replace: true },
    );
  const editable = course.canEdit ? actions : null;
  return (
    <>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ContentOutline
            course={course}
            actions={editable}
            selectedSectionId={selected}
            onSelectSection={select}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionEditor courseId={course.id} sectionId={selected} actions={editable} />
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button component={Link} to={coursePagePath(kind, 'info', course.id)} variant="default">
          {t('courseAuthoring.steps.back')}
        </Button>
        <Button component={Link} to={coursePagePath(kind, 'release', course.id)} data-testid="to-release">
          {t('courseAuthoring.steps.next')}
        </Button>
      </Group>
    </>
  );
}

/** `/courses/create/content?courseId=` (step 2): chapters and sections, each section's title and body. */
export default function CourseContentPage() {
  return (
    <CourseGate>
      {(course) => (
        <EditorFrame step="content" course={course}>
          <ContentEditor course={course} />
        </EditorFrame>
      )}
    </CourseGate>
  );
}
