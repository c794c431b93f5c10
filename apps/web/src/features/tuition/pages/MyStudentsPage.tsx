import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageButton } from '../../messages/components/MessageButton.tsx';
import { ListState } from '../components/ListState.tsx';
import { studentProfilePath } from '../paths.ts';
import { type TutorStudent, useMyStudents } from '../people/api.ts';
import { formatMoment } from '../time-format.ts';
import { useViewerTimeZone } from '../use-viewer-time-zone.ts';

function StudentCard({ student, viewerZone }: { student: TutorStudent; viewerZone: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="student-card">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap">
          <Avatar src={student.avatar} alt="" radius="xl" size="lg" color="kruPurple">
            {student.fullName.slice(0, 1)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {student.fullName}
            </Text>
            {student.grade && (
              <Text size="sm" c="dimmed">
                {student.grade}
              </Text>
            )}
          </Stack>
        </Group>
        <Text size="sm">
          {t('tuition.students.counts', { count: student.sessionsCount, completed: student.completedCount })}
        </Text>
        <Text size="sm" c="dimmed">
          {student.nextSessionAt
            ? t('tuition.students.next', { time: formatMoment(student.nextSessionAt, viewerZone) })
            : student.lastSessionAt
              ? t('tuition.students.last', { time: formatMoment(student.lastSessionAt, viewerZone) })
              : null}
        </Text>
        <Group gap="xs" grow mt="auto">
          <Button component={Link} to={studentProfilePath(student.id)} variant="light">
            {t('tuition.students.view')}
          </Button>
          <MessageButton userId={student.id} name={student.fullName} variant="default" />
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/tuition/my-students` (tutors): everyone who has booked them, with their sessions' counts and the next one. */
export default function MyStudentsPage() {
  const { t } = useTranslation();
  const viewerZone = useViewerTimeZone();
  const students = useMyStudents();
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('tuition.students.title')}
      </Title>
      <ListState query={students} emptyText={t('tuition.students.empty')} testId="students-empty">
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.map((student) => (
              <StudentCard key={student.id} student={student} viewerZone={viewerZone} />
            ))}
          </SimpleGrid>
        )}
      </ListState>
    </Stack>
  );
}
