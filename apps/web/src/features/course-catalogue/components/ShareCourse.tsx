import { ActionIcon, Group, Image, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCourseQrCode } from '../../courses/api.ts';
import type { CourseKind } from '../../courses/course-kind.ts';
import { courseDetailsPath } from '../../courses/paths.ts';

/** The course's link on this site to pass on, with its QR code (`GET /public/course/qr-code/{id}`) to scan. */
export function ShareCourse({ kind, courseId }: { kind: CourseKind; courseId: number }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const qrCode = useCourseQrCode(courseId);
  const link = `${window.location.origin}${courseDetailsPath(kind, courseId)}`;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="course-share">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('courses.share.title')}
        </Title>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('courses.share.link')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="course-share-link"
          />
          <Tooltip label={clipboard.copied ? t('courses.share.copied') : t('courses.share.copy')}>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => clipboard.copy(link)}
              aria-label={t('courses.share.copy')}
            >
              {clipboard.copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {/* Without its QR code (it could not be made) the link is still there to share. */}
        {qrCode.data && (
          <>
            <Image src={qrCode.data} alt={t('courses.share.qr')} w={160} h={160} data-testid="course-qr" />
            <Text size="xs" c="dimmed">
              {t('courses.share.qrHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
