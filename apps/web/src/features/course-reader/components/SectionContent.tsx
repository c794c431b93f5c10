import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Section } from '../../courses/api.ts';
import type { CourseKind } from '../../courses/course-kind.ts';
import { LessonBody } from './LessonBody.tsx';
import { QuizAnswers } from './QuizAnswers.tsx';
import { QuizSectionBody } from './QuizSectionBody.tsx';
import { ReadToEnd } from './ReadToEnd.tsx';
import { SectionDownloads } from './SectionDownloads.tsx';
import { SectionVideoPlayer } from './SectionVideoPlayer.tsx';

/** How the learner's reader follows progress: the video element, and what counts the section as taken. */
export interface SectionTracking {
  videoRef?: (element: HTMLVideoElement | null) => void;
  markTaken: () => void;
}

/**
 * A section's content as the reader shows it: the video, the text, the attached files; a quiz as the learner
 * takes it (`learn`, where reading to the end, opening a file and watching the video count as progress), or
 * with its questions and answers laid open (`review`: the author's preview and the admin team's review, which
 * read the same components as learners).
 */
export function SectionContent(
  props: { section: Section } & (
    | { mode: 'learn'; kind: CourseKind; tracking: SectionTracking }
    | { mode: 'review' }
  ),
) {
  const { t } = useTranslation();
  const { section } = props;
  if (section.type === 'quiz') {
    if (props.mode === 'learn') return <QuizSectionBody kind={props.kind} section={section} />;
    return (
      <Stack gap="md" data-testid="quiz-section">
        {section.description.trim() && <LessonBody html={section.description} testId="section-body" />}
        <QuizAnswers questions={section.questions} />
      </Stack>
    );
  }
  const { description, attachments } = section;
  const tracking = props.mode === 'learn' ? props.tracking : undefined;
  return (
    <Stack gap="md">
      {section.type === 'video' && (
        <SectionVideoPlayer sectionId={section.id} initial={section.video} videoRef={tracking?.videoRef} />
      )}
      {description.trim() ? (
        <LessonBody html={description} testId="section-body" />
      ) : (
        attachments.length === 0 &&
        section.type !== 'video' && <Text c="dimmed">{t('courses.take.noText')}</Text>
      )}
      <SectionDownloads
        attachments={attachments}
        onOpen={section.type === 'files' ? tracking?.markTaken : undefined}
      />
      {tracking && (section.type === 'text' || section.type === 'reading') && (
        <ReadToEnd onReached={tracking.markTaken} />
      )}
    </Stack>
  );
}
