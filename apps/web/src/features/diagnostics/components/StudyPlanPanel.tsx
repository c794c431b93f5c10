import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { takeCoursePath } from '../../courses/paths.ts';
import { type PlanSpecialty, useStudyPlan } from '../study-plan-api.ts';
import { PlanTutors } from './PlanTutors.tsx';

type PlanSection = PlanSpecialty['sections'][number];

/** The sections under their course, courses in the server's order. */
function byCourse(sections: PlanSection[]) {
  const courses: Array<{ id: number; title: string; sections: PlanSection[] }> = [];
  for (const section of sections) {
    const course = courses.find((entry) => entry.id === section.courseId);
    if (course) course.sections.push(section);
    else courses.push({ id: section.courseId, title: section.courseTitle, sections: [section] });
  }
  return courses;
}

function SpecialtyState({ specialty }: { specialty: PlanSpecialty }) {
  const { t } = useTranslation();
  if (specialty.closed) {
    return (
      <Badge color="teal" variant="light" data-testid="plan-specialty-state">
        {t('studyPlan.closed', { percent: specialty.latestPercent })}
      </Badge>
    );
  }
  return (
    <Badge color="red" variant="light" data-testid="plan-specialty-state">
      {specialty.latestPercent === null
        ? t('studyPlan.start', { percent: specialty.startPercent })
        : t('studyPlan.latest', { start: specialty.startPercent, percent: specialty.latestPercent })}
    </Badge>
  );
}

/** One weak specialty: its state, the sections that teach it (ticked once taken) and the tutors who list it. */
function PlanSpecialtyCard({ specialty }: { specialty: PlanSpecialty }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="plan-specialty">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {specialty.title}
          </Title>
          <SpecialtyState specialty={specialty} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('studyPlan.sections')}
            </Text>
            {specialty.sections.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('studyPlan.noSections')}
              </Text>
            ) : (
              byCourse(specialty.sections).map((course) => (
                <Stack key={course.id} gap={2}>
                  <Text size="xs" c="dimmed">
                    {course.title}
                  </Text>
                  <List size="sm" spacing={4} center>
                    {course.sections.map((section) => (
                      <List.Item
                        key={section.id}
                        data-testid="plan-section"
                        data-done={section.done}
                        icon={
                          <ThemeIcon color={section.done ? 'teal' : 'gray'} variant="transparent" size={20}>
                            {section.done ? <IconCircleCheck size={18} /> : <IconCircle size={18} />}
                          </ThemeIcon>
                        }
                      >
                        <Anchor
                          component={Link}
                          to={takeCoursePath(
                            kindOfCourseType(section.courseType),
                            section.courseId,
                            section.id,
                          )}
                          size="sm"
                        >
                          {section.title}
                        </Anchor>
                        {section.done && (
                          <Text span size="xs" c="teal.8" ml={6}>
                            {t('studyPlan.sectionDone')}
                          </Text>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ))
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('studyPlan.tutors')}
            </Text>
            <PlanTutors tutors={specialty.tutors} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The study plan of the diagnostic this result belongs to: for each specialty under the threshold, weakest first,
 * what teaches it and who. Nothing when the result needs none (the study topics say why).
 */
export function StudyPlanPanel({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const query = useStudyPlan(quizId);
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  const plan = query.data?.plan;
  if (!plan) return null;
  const percent = plan.totalCount === 0 ? 0 : Math.round((plan.doneCount / plan.totalCount) * 100);
  return (
    <Paper withBorder p="md" radius="md" data-testid="study-plan" className="kru-no-print">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('studyPlan.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('studyPlan.intro', { percent: plan.masteryPercent })}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600} data-testid="plan-progress">
            {t('studyPlan.progress', { done: plan.doneCount, total: plan.totalCount })}
          </Text>
          <Progress value={percent} color="teal" aria-label={t('studyPlan.progressLabel')} />
        </Stack>
        {plan.specialties.map((specialty) => (
          <PlanSpecialtyCard key={specialty.specialtyId} specialty={specialty} />
        ))}
      </Stack>
    </Paper>
  );
}
