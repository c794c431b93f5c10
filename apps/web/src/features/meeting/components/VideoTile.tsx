import { Avatar, Box, Center, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface Props {
  stream: MediaStream | null;
  /** The local preview: muted (no echo) and mirrored like a mirror. */
  local?: boolean;
  /** Draw the name and avatar instead of the picture (camera off, nobody yet). */
  showVideo: boolean;
  name: string;
  avatar: string | null;
  label: string;
  onPlaying?: () => void;
  testId: string;
  height: number | string;
}

/** One person's picture: the video when there is one, their avatar otherwise. */
export function VideoTile({
  stream,
  local = false,
  showVideo,
  name,
  avatar,
  label,
  onPlaying,
  testId,
  height,
}: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Autoplay may wait for a click in some browsers; the room still connects, and plays on the next gesture.
    if (stream) void video.play().catch(() => {});
  }, [stream]);

  return (
    <Box
      pos="relative"
      h={height}
      bg="dark.7"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      data-testid={testId}
    >
      <video
        ref={videoRef}
        autoPlay
        playsInline
        muted={local}
        onPlaying={onPlaying}
        aria-label={label}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: local ? 'scaleX(-1)' : undefined,
          visibility: showVideo && stream ? 'visible' : 'hidden',
        }}
      />
      {!(showVideo && stream) && (
        <Center pos="absolute" inset={0}>
          <Avatar src={avatar} alt="" size={72} radius="xl" color="kruPurple">
            {name.slice(0, 1)}
          </Avatar>
        </Center>
      )}
      <Text
        pos="absolute"
        bottom={8}
        left={8}
        size="xs"
        c="white"
        px={6}
        style={{ background: 'rgba(0,0,0,0.55)', borderRadius: 4 }}
      >
        {label}
      </Text>
    </Box>
  );
}
