import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownAnnouncement, formatRemaining } from '../countdown.ts';

/**
 * The time left of a timed attempt, counted from the server's clock (`serverNow` against the device's at load,
 * so a device set wrong counts right). A screen reader is told at one minute left and at zero (the ticking
 * itself stays silent); `onTimeUp` is called once at zero.
 */
export function QuizCountdown({
  deadlineAt,
  serverNow,
  onTimeUp,
}: {
  deadlineAt: string;
  serverNow: string;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation();
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [remaining, setRemaining] = useState(() => Date.parse(deadlineAt) - (Date.now() + offset));
  const timeUpCalled = useRef(false);

  useEffect(() => {
    const deadline = Date.parse(deadlineAt);
    const timer = window.setInterval(() => setRemaining(deadline - (Date.now() + offset)), 1000);
    return () => window.clearInterval(timer);
  }, [deadlineAt, offset]);
  useEffect(() => {
    if (remaining > 0 || timeUpCalled.current) return;
    timeUpCalled.current = true;
    onTimeUp();
  }, [remaining, onTimeUp]);

  const announcement = countdownAnnouncement(remaining);
  const urgent = remaining <= 60_000;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="quiz-countdown"
      style={{ position: 'sticky', top: 8, zIndex: 2 }}
    >
      <Group gap="xs" justify="space-between">
        <Group gap={6}>
          <IconClock size={18} aria-hidden />
          <Text size="sm">{t('courses.quizTiming.remaining')}</Text>
        </Group>
        <Text
          fw={700}
          ff="monospace"
          size="lg"
          c={urgent ? 'red' : undefined}
          role="timer"
          data-testid="quiz-time-left"
        >
          {formatRemaining(remaining)}
        </Text>
      </Group>
      <VisuallyHidden aria-live="assertive" data-testid="quiz-countdown-announcement">
        {announcement ? t(`courses.quizTiming.${announcement}`) : ''}
      </VisuallyHidden>
    </Paper>
  );
}
