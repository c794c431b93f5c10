import { CourseGate } from '../components/CourseGate.tsx';
import { CourseInfoForm } from '../components/CourseInfoForm.tsx';
import { EditorFrame } from '../components/EditorFrame.tsx';
import { useCourseIdParam } from '../hooks/use-course-kind.ts';

/** `/courses/create/info?courseId=` (step 1): a new course without an id, the course's information with one. */
export default function CourseInfoPage() {
  const courseId = useCourseIdParam();
  if (courseId === null) {
    return (
      <EditorFrame step="info" course={null}>
        <CourseInfoForm course={null} />
      </EditorFrame>
    );
  }
  return (
    <CourseGate>
      {(course) => (
        <EditorFrame step="info" course={course}>
          <CourseInfoForm key={course.id} course={course} />
        </EditorFrame>
      )}
    </CourseGate>
  );
}
