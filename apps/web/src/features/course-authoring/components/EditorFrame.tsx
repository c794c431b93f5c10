import { Alert, Anchor, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AuthoredCourse } from '../api.ts';
import { useCourseKind } from '../hooks/use-course-kind.ts';
import { authoringPath, coursePagePath, EDITOR_STEPS, type EditorStep, listPageOf } from '../paths.ts';
import { ApprovalHistoryButton } from './ApprovalHistoryButton.tsx';
import { ApprovalStateBadge } from './ApprovalStateBadge.tsx';
import { RejectionFeedback } from './RejectionFeedback.tsx';

/** What the author should know before changing the course in its state. */
function StateNotice({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const { kind } = useCourseKind();
  if (course.approvalState === 'pending') {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} data-testid="pending-notice">
        {t(`courseAuthoring.kinds.${kind}.pendingNotice`)}
      </Alert>
    );
  }
  if (course.approvalState === 'approved') {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="approved-notice">
        {t(`courseAuthoring.kinds.${kind}.approvedNotice`)}
      </Alert>
    );
  }
  return <RejectionFeedback course={course} withNextStep />;
}

/**
 * The frame of the three editor steps: the course's name and state, the steps (each reachable once the course
 * exists), and the notice of its state (read-only while under review).
 */
export function EditorFrame({
  step,
  course,
  children,
}: {
  step: EditorStep;
  course: AuthoredCourse | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind } = useCourseKind();
  const active = EDITOR_STEPS.indexOf(step);
  const back = authoringPath(kind, course ? listPageOf(course.approvalState) : 'drafts');
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(`courseAuthoring.kinds.${kind}.backToList`)}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(`courseAuthoring.kinds.${kind}.${course ? 'edit' : 'create'}`)}
          </Text>
          <Title order={1} size="h2" data-testid="editor-title">
            {course?.title ?? t(`courseAuthoring.kinds.${kind}.new`)}
          </Title>
        </Stack>
        {course && (
          <Group gap="xs">
            <ApprovalStateBadge state={course.approvalState} />
            <ApprovalHistoryButton courseId={course.id} />
          </Group>
        )}
      </Group>
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={course !== null}
        onStepClick={(index) => {
          const target = EDITOR_STEPS[index];
          if (course && target) navigate(coursePagePath(kind, target, course.id));
        }}
      >
        {EDITOR_STEPS.map((name) => (
          <Stepper.Step
            key={name}
            label={t(`courseAuthoring.steps.${name}.label`)}
            description={t(`courseAuthoring.steps.${name}.description`)}
          />
        ))}
      </Stepper>
      {course && <StateNotice course={course} />}
      {children}
    </Stack>
  );
}
