import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { bookingPath } from '../../tuition/paths.ts';
import type { ChatMessage } from '../api.ts';

/** Tutors offered when a person is needed: each with their next free time (the viewer's zone) and a booking link. */
export function ChatTutors({ tutors }: { tutors: ChatMessage['tutors'] }) {
  const { t } = useTranslation();
  const zone = useViewerTimeZone();
  return (
    <Stack gap={6} data-testid="chat-tutors">
      <Text size="xs" c="dimmed">
        {t('aiChat.tutors')}
      </Text>
      {tutors.map((tutor) => (
        <Group key={tutor.tutorId} justify="space-between" gap="xs" data-testid="chat-tutor">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {tutor.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('aiChat.nextFree', { time: formatDateTime(tutor.nextFreeAt, zone) })}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={bookingPath(tutor.tutorId, tutor.nextFreeAt)}
            size="xs"
            variant="light"
            leftSection={<IconCalendarPlus size={14} aria-hidden />}
            data-testid="chat-book-tutor"
          >
            {t('aiChat.bookHour')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
