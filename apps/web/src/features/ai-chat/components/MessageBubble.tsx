import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRobot, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { courseDetailsPath } from '../../courses/paths.ts';
import type { ChatMessage } from '../api.ts';
import { ChatSources } from './ChatSources.tsx';
import { ChatTutors } from './ChatTutors.tsx';
import { CitedText } from './CitedText.tsx';

interface Props {
  message: Pick<ChatMessage, 'role' | 'text'> &
    Partial<Pick<ChatMessage, 'sources' | 'recommendedCourses' | 'tutors'>>;
  /** Where a source section opens: the reader for learners, the course page for others. */
  sectionLink: (sectionId: number) => string;
  /** The subscription page that opens a locked section. */
  subscribePath: string;
  pending?: boolean;
}

/**
 * One message: the learner's on the right, the tutor's on the left with its quoted sources, the tutors it offers
 * and the courses it recommends.
 */
export function MessageBubble({ message, sectionLink, subscribePath, pending = false }: Props) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  const sources = message.sources ?? [];
  const recommended = message.recommendedCourses ?? [];
  const tutors = message.tutors ?? [];
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} align="flex-start" wrap="nowrap">
      {!mine && <IconRobot size={22} aria-hidden style={{ flexShrink: 0, marginTop: 8 }} />}
      <Paper
        p="sm"
        radius="md"
        maw="80%"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        opacity={pending ? 0.7 : 1}
        data-testid={mine ? 'chat-user-message' : 'chat-tutor-message'}
      >
        <Stack gap="xs">
          {mine ? (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="chat-message-text"
            >
              {message.text}
            </Text>
          ) : (
            <CitedText text={message.text} sources={sources} sectionLink={sectionLink} />
          )}
          {sources.length > 0 && (
            <ChatSources sources={sources} sectionLink={sectionLink} subscribePath={subscribePath} />
          )}
          {tutors.length > 0 && <ChatTutors tutors={tutors} />}
          {recommended.length > 0 && (
            <Stack gap={2} data-testid="chat-recommendations">
              <Text size="xs" c="dimmed">
                {t('aiChat.recommended')}
              </Text>
              {recommended.map((course) => (
                <Anchor
                  key={course.courseId}
                  component={Link}
                  to={courseDetailsPath(kindOfCourseType(course.courseType), course.courseId)}
                  size="sm"
                >
                  <Group gap={4} wrap="nowrap">
                    <IconSparkles size={14} aria-hidden />
                    {course.title}
                  </Group>
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Group>
  );
}
