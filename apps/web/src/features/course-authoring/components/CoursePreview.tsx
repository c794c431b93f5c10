import { Accordion, Badge, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSections } from '../../course-content/api.ts';
import { inReadingOrder } from '../../course-content/reorder.ts';
import { SectionContent } from '../../course-reader/index.ts';
import type { AuthoredCourse, AuthoredSection } from '../api.ts';

/** One section as a learner reads it, with the learner's own components (video, text, files, quiz). */
function SectionBody({ section }: { section: AuthoredSection | undefined }) {
  const { t } = useTranslation();
  if (!section) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <SectionContent mode="review" section={section} />;
}

/** The course as a learner would see it: cover, title, subject, description, then every chapter and section. */
export function CoursePreview({ course }: { course: AuthoredCourse }) {
  const { t } = useTranslation();
  const chapters = inReadingOrder(course.chapters).map((chapter) => ({
    ...chapter,
    sections: inReadingOrder(chapter.sections),
  }));
  const sectionIds = chapters.flatMap((chapter) => chapter.sections.map((section) => section.id));
  const sections = useSections(sectionIds);
  const bodies = new Map(sectionIds.map((id, index) => [id, sections[index]?.data]));
  const subject = course.subject
    ? [course.subject.title, course.subject.schoolYear?.title].filter(Boolean).join(' · ')
    : null;

  return (
    <Paper withBorder radius="md" p={0} data-testid="course-preview" style={{ overflow: 'hidden' }}>
      <Image src={course.thumbnail} alt="" h={200} fit="cover" bg="gray.1" />
      <Stack gap="md" p="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light">{t(`courseAuthoring.typeLabels.${course.courseType}`)}</Badge>
            {course.isFree && (
              <Badge variant="light" color="teal">
                {t('courseAuthoring.card.free')}
              </Badge>
            )}
          </Group>
          <Title order={2} size="h3" data-testid="preview-title">
            {course.title}
          </Title>
          {subject && (
            <Text size="sm" c="dimmed">
              {subject}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('courseAuthoring.preview.by', { name: course.tutor.fullName })}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: 'pre-line' }}>{course.description}</Text>
        <Title order={3} size="h4">
          {t('courseAuthoring.preview.contents')}
        </Title>
        {chapters.length === 0 ? (
          <Text c="dimmed">{t('courseAuthoring.preview.noContent')}</Text>
        ) : (
          <Accordion
            multiple
            variant="separated"
            defaultValue={chapters.map((chapter) => String(chapter.id))}
          >
            {chapters.map((chapter, index) => (
              <Accordion.Item key={chapter.id} value={String(chapter.id)} data-testid="preview-chapter">
                <Accordion.Control>
                  <Text fw={600}>
                    {t('courseAuthoring.preview.chapter', { number: index + 1, title: chapter.title })}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {chapter.sections.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {t('courseAuthoring.content.noSections')}
                      </Text>
                    )}
                    {chapter.sections.map((section) => (
                      <Paper key={section.id} withBorder radius="md" p="md" data-testid="preview-section">
                        <Stack gap="sm">
                          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
                            {section.title}
                          </Title>
                          <SectionBody section={bodies.get(section.id)} />
                        </Stack>
                      </Paper>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
