import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeetingCall } from '../use-meeting-call.ts';

function Toggle(props: {
  on: boolean;
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        size="xl"
        radius="xl"
        variant={props.on ? 'light' : 'filled'}
        color={props.on ? 'gray' : 'red'}
        aria-label={props.label}
        aria-pressed={!props.on}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Microphone, camera, screen share and leave. */
export function CallControls({ call }: { call: MeetingCall }) {
  const { t } = useTranslation();
  const { media } = call;
  const noDevices = media.stream === null;
  const sharing = media.screenTrack !== null;
  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  return (
    <Group justify="center" gap="sm">
      <Toggle
        on={media.micOn}
        label={media.micOn ? t('meeting.controls.mute') : t('meeting.controls.unmute')}
        icon={media.micOn ? <IconMicrophone size={20} /> : <IconMicrophoneOff size={20} />}
        onClick={media.toggleMic}
        disabled={noDevices}
      />
      <Toggle
        on={media.cameraOn}
        label={media.cameraOn ? t('meeting.controls.cameraOff') : t('meeting.controls.cameraOn')}
        icon={media.cameraOn ? <IconVideo size={20} /> : <IconVideoOff size={20} />}
        onClick={media.toggleCamera}
        disabled={noDevices}
      />
      {canShare && (
        <Tooltip label={sharing ? t('meeting.controls.stopShare') : t('meeting.controls.share')}>
          <ActionIcon
            size="xl"
            radius="xl"
            variant={sharing ? 'filled' : 'light'}
            color={sharing ? 'kruPurple' : 'gray'}
            aria-label={sharing ? t('meeting.controls.stopShare') : t('meeting.controls.share')}
            aria-pressed={sharing}
            onClick={call.toggleScreen}
          >
            {sharing ? <IconScreenShareOff size={20} /> : <IconScreenShare size={20} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Button
        color="red"
        radius="xl"
        leftSection={<IconPhoneOff size={18} />}
        onClick={call.leave}
        data-testid="leave-meeting"
      >
        {t('meeting.controls.leave')}
      </Button>
    </Group>
  );
}
