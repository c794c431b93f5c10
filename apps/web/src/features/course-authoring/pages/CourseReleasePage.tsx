import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseGate } from '../components/CourseGate.tsx';
import { CoursePreview } from '../components/CoursePreview.tsx';
import { EditorFrame } from '../components/EditorFrame.tsx';
import { SubmitForReview } from '../components/SubmitForReview.tsx';

/** `/courses/create/release?courseId=` (step 3): the course as learners will see it, then "Submit for review". */
export default function CourseReleasePage() {
  const { t } = useTranslation();
  return (
    <CourseGate>
      {(course) => (
        <EditorFrame step="release" course={course}>
          <Stack gap="lg" maw={860}>
            <Text size="sm" c="dimmed">
              {t('courseAuthoring.release.intro')}
            </Text>
            <CoursePreview course={course} />
            <SubmitForReview course={course} />
          </Stack>
        </EditorFrame>
      )}
    </CourseGate>
  );
}
