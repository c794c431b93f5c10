import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { SessionActions } from '../../tutoring-sessions/components/SessionActions.tsx';
import { SessionCard } from '../../tutoring-sessions/components/SessionCard.tsx';
import { TUITION_PATHS } from '../paths.ts';
import { useMyStudent } from '../people/api.ts';
import { useNow } from '../use-now.ts';
import { idFrom } from '../use-search-params-state.ts';
import { useViewerTimeZone } from '../use-viewer-time-zone.ts';

/** `/tuition/my-students/profile?studentId=` (tutors): one student and every session with them. */
export default function StudentProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const studentId = idFrom(params.get('studentId'));
  const viewerZone = useViewerTimeZone();
  const now = useNow();
  const student = useMyStudent(studentId);

  if (studentId === null) return <Text>{t('tuition.students.missingId')}</Text>;
  if (student.isPending) return <CenteredLoader />;
  if (student.isError) {
    if (isApiError(student.error) && student.error.status === 404) {
      return <Text data-testid="student-not-found">{t('tuition.students.notFound')}</Text>;
    }
    return <LoadFailed onRetry={() => void student.refetch()} />;
  }
  const data = student.data;
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={TUITION_PATHS.myStudents} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('tuition.students.back')}
        </Group>
      </Anchor>
      <Group wrap="nowrap">
        <Avatar src={data.avatar} alt="" size={72} radius="xl" color="kruPurple">
          {data.fullName.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1} size="h2" data-testid="student-name">
            {data.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {[data.grade, t('tuition.students.zone', { zone: data.timeZone })].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">
            {t('tuition.students.counts', { count: data.sessionsCount, completed: data.completedCount })}
          </Text>
        </Stack>
      </Group>
      <Title order={2} size="h4">
        {t('tuition.students.sessions')}
      </Title>
      {data.sessions.length === 0 ? (
        <Text c="dimmed">{t('tuition.students.noSessions')}</Text>
      ) : (
        <Stack gap="md">
          {data.sessions.map((session) => (
            <SessionCard key={session.id} session={session} viewerRole="teacher" viewerZone={viewerZone}>
              <SessionActions session={session} viewerRole="teacher" viewerZone={viewerZone} now={now} />
            </SessionCard>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
