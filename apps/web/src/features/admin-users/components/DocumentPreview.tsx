import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import type { ReviewDetail } from '../../admin/api.ts';

type ReviewDocument = ReviewDetail['documents'][number];

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One identity document: what it is, and the file itself through its signed URL (images and PDFs inline). */
export function DocumentPreview({ document }: { document: ReviewDocument }) {
  const { t } = useTranslation();
  const typeLabel = t(`admin.documentTypes.${document.type}`);
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-document">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Box style={{ minWidth: 0 }}>
            <Text fw={600}>{typeLabel}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {document.title} · {sizeOf(document.size)} · {formatDateTime(document.createdAt)}
            </Text>
            {document.description && <Text size="sm">{document.description}</Text>}
          </Box>
          <Anchor
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ whiteSpace: 'nowrap' }}
            data-testid="document-open"
          >
            <Group gap={4} wrap="nowrap">
              {t('admin.review.documents.open')}
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Group>
        {document.preview === 'image' && (
          <Image
            src={document.url}
            alt={t('admin.review.documents.imageAlt', { type: typeLabel })}
            mah={420}
            fit="contain"
            radius="sm"
            bg="gray.0"
            data-testid="document-image"
          />
        )}
        {document.preview === 'pdf' && (
          <Box
            component="iframe"
            src={document.url}
            title={t('admin.review.documents.pdfTitle', { type: typeLabel })}
            w="100%"
            h={460}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
            data-testid="document-pdf"
          />
        )}
        {document.preview === 'none' && (
          <Group gap="xs" c="dimmed">
            <IconFile size={18} />
            <Text size="sm">{t('admin.review.documents.noPreview')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
