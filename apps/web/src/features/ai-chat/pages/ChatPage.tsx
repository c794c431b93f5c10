import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../app/api/errors.ts';
import { useSession } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useCourse } from '../../courses/api.ts';
import { CourseMissing } from '../../courses/components/CourseMissing.tsx';
import { kindOfCourseType } from '../../courses/course-kind.ts';
import { courseDetailsPath, LEARNING_PATHS, takeCoursePath } from '../../courses/paths.ts';
import { idFrom } from '../../tuition/use-search-params-state.ts';
import { useChatHistory, useChatQuota } from '../api.ts';
import { conversationOf } from '../chat-messages.ts';
import { ChatComposer } from '../components/ChatComposer.tsx';
import { Conversation } from '../components/Conversation.tsx';
import { QuotaNote } from '../components/QuotaNote.tsx';
import { useTutorStream } from '../hooks/use-tutor-stream.ts';

/**
 * `/chat/{courseId}`: the course's AI tutor. It answers from the course's sections (exact quotes, each a link into
 * the reader, and [1], [2] in a model's answer; a locked section with the subscription), offers tutors to book when
 * a person is needed and suggests other courses; older messages load on demand. Answers stream in (a language
 * model's word by word, the built-in tutor's at once), with a stop button.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const courseId = idFrom(useParams().id ?? null);
  const isStudent = useSession().user?.role === 'student';
  const course = useCourse(courseId);
  const history = useChatHistory(courseId);
  const ask = useTutorStream(courseId ?? 0);
  const quota = useChatQuota();

  if (courseId === null) return <CourseMissing kind="course" message={t('courses.details.missingId')} />;
  if (course.isPending) return <CenteredLoader />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) {
      return <CourseMissing kind="course" message={t('courses.details.notFound')} />;
    }
    return <LoadFailed onRetry={() => void course.refetch()} />;
  }
  const kind = kindOfCourseType(course.data.courseType);
  const sectionLink = (sectionId: number) =>
    isStudent ? takeCoursePath(kind, courseId, sectionId) : courseDetailsPath(kind, courseId);

  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to={courseDetailsPath(kind, courseId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(`courses.kinds.${kind}.backToCourse`)}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2" data-testid="chat-course-title">
          {course.data.title}
        </Title>
        <Text c="dimmed" size="sm">
          {t('aiChat.intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        {history.isPending ? (
          <CenteredLoader />
        ) : history.isError ? (
          <LoadFailed onRetry={() => void history.refetch()} />
        ) : (
          <Conversation
            messages={conversationOf(history.data.pages)}
            draft={ask.draft}
            hasOlder={history.hasNextPage}
            loadingOlder={history.isFetchingNextPage}
            onLoadOlder={() => void history.fetchNextPage()}
            sectionLink={sectionLink}
            subscribePath={LEARNING_PATHS[kind].subscribe}
          />
        )}
      </Paper>
      {ask.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="chat-error">
          {ask.error}
        </Alert>
      )}
      <QuotaNote quota={quota.data} />
      <ChatComposer
        sending={ask.streaming}
        onSend={ask.send}
        onStop={ask.stop}
        disabled={quota.data?.messagesLeft === 0}
      />
    </Stack>
  );
}
