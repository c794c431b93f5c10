import '@mantine/dropzone/styles.css';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem, fileProblemMessage, formatFileSize } from '../../files/file-rules.ts';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from './document-files.ts';
import { QueuedDocument } from './QueuedDocument.tsx';

interface Queued {
  id: number;
  file: File;
}

/**
 * Drop or choose identity documents (PDF, PNG or JPEG, 100 MB each): each file waits in a list for its type,
 * then uploads with its own progress. Files refused by type or size are named with the reason.
 */
export function DocumentDropzone({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Queued[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const nextId = useRef(1);
  const hintId = useId();

  const add = (files: File[]) =>
    setQueue((current) => [...current, ...files.map((file) => ({ id: nextId.current++, file }))]);
  const drop = (id: number) => setQueue((current) => current.filter((item) => item.id !== id));

  /** Every drop replaces the refusals shown: those of this drop only (none when all were accepted). */
  const refuse = (_accepted: File[], rejections: FileRejection[]) => {
    const messages = rejections.map(({ file }) => {
      const problem = fileProblem(file, 'document');
      const reason = problem ? fileProblemMessage(problem, t) : t('files.typeNotAllowed');
      return t('kyc.queue.refused', { name: file.name, reason });
    });
    setRefused([...new Set(messages)]);
  };

  return (
    <Stack gap="sm" id="kyc-upload">
      <Dropzone
        onDrop={add}
        onDropAny={refuse}
        accept={DOCUMENT_ACCEPT}
        maxSize={DOCUMENT_MAX_BYTES}
        multiple
        useFsAccessApi={false}
        disabled={locked}
        inputProps={{ 'aria-label': t('kyc.dropzone.label'), 'aria-describedby': hintId }}
        radius="md"
        data-testid="kyc-dropzone"
        // Locked, it greys its ground, not its text (faded by opacity, the hint fell below 4.5:1; WCAG 1.4.3).
        style={locked ? { backgroundColor: 'var(--mantine-color-gray-1)', cursor: 'not-allowed' } : undefined}
      >
        <Group justify="center" gap="md" mih={96} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={36} stroke={1.5} />
          </Dropzone.Idle>
          <Stack gap={2}>
            <Text fw={600}>{t(locked ? 'kyc.locked' : 'kyc.dropzone.title')}</Text>
            <Text size="sm" c="dimmed" id={hintId}>
              {t('kyc.dropzone.hint', { max: formatFileSize(DOCUMENT_MAX_BYTES) })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {refused.length > 0 && !locked && (
        <Alert color="red" variant="light" role="alert" data-testid="kyc-refused">
          <List size="sm" spacing={2}>
            {refused.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {queue.map((item) => (
        <QueuedDocument
          key={item.id}
          file={item.file}
          locked={locked}
          onDone={() => drop(item.id)}
          onDiscard={() => drop(item.id)}
        />
      ))}
    </Stack>
  );
}
