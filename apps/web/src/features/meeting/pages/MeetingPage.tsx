import { Alert, Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useViewerTimeZone } from '../../tuition/use-viewer-time-zone.ts';
import { useMeetingAccess } from '../api.ts';
import { MeetingRoom } from '../components/MeetingRoom.tsx';

function Closed({ message, onRetry, testId }: { message: string; onRetry?: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Alert color="gray" variant="light" icon={<IconClock size={18} />} maw={560} data-testid={testId}>
        <Stack gap="sm">
          <Text>{message}</Text>
          <Group>
            {onRetry && <Button onClick={onRetry}>{t('meeting.tryAgain')}</Button>}
            <Button component={Link} to={TUITION_PATHS.sessions} variant="light">
              {t('meeting.back')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}

/** `/tuition/sessions/meeting?sessionId=`: the session's video room, open from shortly before the start to the end. */
export default function MeetingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = idFrom(params.get('sessionId'));
  const access = useMeetingAccess(sessionId);
  const timeZone = useViewerTimeZone();
  const opensAt = access.error instanceof ApiError ? access.error.details.opensAt : undefined;

  // A room not open yet is asked again when it opens.
  useEffect(() => {
    if (typeof opensAt !== 'string') return;
    const wait = new Date(opensAt).getTime() - Date.now();
    const timer = setTimeout(() => void access.refetch(), Math.max(1000, Math.min(wait + 500, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [opensAt, access.refetch]);

  let body: React.ReactNode;
  if (sessionId === null) body = <Closed message={t('meeting.missingId')} testId="meeting-missing" />;
  else if (access.isPending) body = <CenteredLoader />;
  else if (access.isError) {
    const error = access.error;
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 404) body = <Closed message={t('meeting.notFound')} testId="meeting-not-found" />;
    else if (status === 409) body = <Closed message={error.message} testId="meeting-closed" />;
    else
      body = (
        <Closed message={t('meeting.loadFailed')} onRetry={() => void access.refetch()} testId="load-error" />
      );
  } else body = <MeetingRoom access={access.data} timeZone={timeZone} />;

  return (
    <Stack gap="md" maw={1280}>
      <Anchor component={Link} to={TUITION_PATHS.sessions} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('meeting.back')}
        </Group>
      </Anchor>
      {body}
    </Stack>
  );
}
