import { Avatar, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoment } from '../../tuition/time-format.ts';
import type { Session } from '../../tutoring-sessions/api.ts';
import { TrialBadge } from '../../tutoring-sessions/components/StatusBadge.tsx';
import classes from './SessionRow.module.css';

/** Every row has this height, loaded or not, so that a card's size is known before its sessions arrive. */
export const SESSION_ROW_HEIGHT = 48;

/**
 * One session on a home card, on one line: the other person (and whether it is a trial lesson), the subject and the
 * start in the viewer's time zone, with what can be done about it on the right.
 */
export function SessionRow({
  session,
  viewerRole,
  viewerZone,
  action,
}: {
  session: Session;
  viewerRole: 'student' | 'teacher';
  viewerZone: string;
  action?: ReactNode;
}) {
  const other = viewerRole === 'teacher' ? session.student : session.teacher;
  return (
    <Group
      h={SESSION_ROW_HEIGHT}
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      data-testid="home-session"
      data-session-id={session.id}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={other.avatar} alt="" radius="xl" size={36} color="kruPurple">
          {other.fullName.slice(0, 1)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fw={600} size="sm" truncate>
              {other.fullName}
            </Text>
            {session.isTrial && <TrialBadge size="xs" />}
          </Group>
          <Text size="xs" c="dimmed" truncate data-testid="home-session-time">
            {session.subject.title} · {formatMoment(session.startingAt, viewerZone)}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

/** A row's placeholder while the sessions load (one element: SessionRow.module.css). */
export function SessionRowSkeleton() {
  return <Box h={SESSION_ROW_HEIGHT} className={classes.placeholder} aria-hidden />;
}
