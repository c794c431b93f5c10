import { Alert, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMicrophoneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/index.ts';
import { TUITION_PATHS } from '../../tuition/paths.ts';
import { TrialBadge } from '../../tutoring-sessions/components/StatusBadge.tsx';
import type { MeetingAccess } from '../api.ts';
import { useMeetingCall } from '../use-meeting-call.ts';
import { CallControls } from './CallControls.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { ConnectionState } from './ConnectionState.tsx';
import { VideoTile } from './VideoTile.tsx';

function Ended({ reason, onRejoin }: { reason: string; onRejoin: () => void }) {
  const { t } = useTranslation();
  const canRejoin = reason === 'left' || reason === 'replaced';
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="meeting-ended">
      <Stack gap="sm">
        <Text>{t(`meeting.ended.${reason}`)}</Text>
        <Group>
          {canRejoin && (
            <Button onClick={onRejoin} data-testid="rejoin-meeting">
              {reason === 'replaced' ? t('meeting.ended.useHere') : t('meeting.ended.rejoin')}
            </Button>
          )}
          <Button component={Link} to={TUITION_PATHS.sessions} variant="light">
            {t('meeting.back')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The call: the other person large, oneself small, the controls below and the chat beside. */
export function MeetingRoom({ access, timeZone }: { access: MeetingAccess; timeZone: string }) {
  const { t } = useTranslation();
  const call = useMeetingCall(access);
  const session = access.tutoringSession;
  const myId = useSession().user?.id;
  const other = session.student.id === myId ? session.teacher : session.student;
  const me = session.student.id === myId ? session.student : session.teacher;
  const { media, state } = call;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h3">
              {t('meeting.with', { name: other.fullName })}
            </Title>
            {session.isTrial && <TrialBadge />}
          </Group>
          <Text size="sm" c="dimmed">
            {session.subject.title}
          </Text>
        </Stack>
        <ConnectionState state={state} peerName={other.fullName} />
      </Group>
      {state === 'ended' ? (
        <Ended reason={call.endedReason} onRejoin={call.rejoin} />
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {media.unavailable && (
                <Alert color="yellow" variant="light" data-testid="media-unavailable">
                  {t('meeting.mediaUnavailable')}
                </Alert>
              )}
              {call.peerHungUp && !call.peerPresent && (
                <Alert color="gray" variant="light">
                  {t('meeting.peerLeft', { name: other.fullName })}
                </Alert>
              )}
              <Box pos="relative">
                <VideoTile
                  stream={call.peerPresent ? call.remoteStream : null}
                  showVideo={call.peerMedia.video}
                  name={other.fullName}
                  avatar={other.avatar}
                  label={other.fullName}
                  onPlaying={call.onRemotePlaying}
                  testId="remote-video"
                  height={420}
                />
                {call.peerPresent && !call.peerMedia.audio && (
                  <Group gap={4} pos="absolute" top={8} left={8} c="white" aria-live="polite">
                    <IconMicrophoneOff size={16} />
                    <Text size="xs">{t('meeting.peerMuted', { name: other.fullName })}</Text>
                  </Group>
                )}
                <Box pos="absolute" right={12} bottom={12} w={{ base: 120, sm: 200 }}>
                  <VideoTile
                    stream={media.preview}
                    local={media.screenTrack === null}
                    showVideo={media.cameraOn || media.screenTrack !== null}
                    name={me.fullName}
                    avatar={me.avatar}
                    label={media.screenTrack ? t('meeting.sharing') : t('meeting.you')}
                    testId="local-video"
                    height={130}
                  />
                </Box>
              </Box>
              <CallControls call={call} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ChatPanel
              messages={call.messages}
              userId={call.userId}
              peerName={other.fullName}
              open={call.peerPresent}
              timeZone={timeZone}
              onSend={call.sendChat}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
