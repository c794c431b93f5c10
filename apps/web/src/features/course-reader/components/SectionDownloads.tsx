import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Section } from '../../courses/api.ts';

/**
 * A section's attached files, each a download (the links are signed for this reader); `onOpen` when the learner
 * opens one (a files section is then done).
 */
export function SectionDownloads({
  attachments,
  onOpen,
}: {
  attachments: Section['attachments'];
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="section-downloads">
      <Text fw={700}>{t('courses.take.downloads')}</Text>
      {attachments.map((file) => (
        <Group key={file.id} gap="xs" wrap="nowrap">
          <IconDownload size={16} />
          <Anchor
            href={file.link}
            download={file.fileName}
            onClick={onOpen}
            onAuxClick={onOpen}
            style={{ overflowWrap: 'anywhere' }}
          >
            {file.fileName}
          </Anchor>
          <Anchor
            href={file.link}
            target="_blank"
            rel="noopener"
            onClick={onOpen}
            onAuxClick={onOpen}
            size="sm"
            aria-label={t('authoringTools.files.openNamed', { name: file.fileName })}
            data-testid="open-file"
          >
            {t('authoringTools.files.open')}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
