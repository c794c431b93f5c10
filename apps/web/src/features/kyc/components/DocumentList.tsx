import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconExternalLink,
  IconFileTypePdf,
  IconReplace,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { UploadProgress } from '../../files/components/UploadProgress.tsx';
import { formatFileSize } from '../../files/file-rules.ts';
import { useFileUpload } from '../../files/hooks/use-file-upload.ts';
import { type KycDocument, useDocumentsChanged, useRemoveDocument } from '../api.ts';
import { DOCUMENT_ACCEPT_ATTRIBUTE } from './document-files.ts';

function Preview({ document }: { document: KycDocument }) {
  const { t } = useTranslation();
  const label = t('kyc.list.preview', { name: document.title });
  return (
    <Anchor href={document.url} target="_blank" rel="noopener" aria-label={label} style={{ flexShrink: 0 }}>
      {document.contentType.startsWith('image/') ? (
        <Image src={document.url} alt={label} w={56} h={56} radius="sm" fit="cover" />
      ) : (
        <ThemeIcon size={56} radius="sm" variant="light" color="red">
          <IconFileTypePdf size={30} />
        </ThemeIcon>
      )}
    </Anchor>
  );
}

/** One uploaded document: preview and open links, replace (the same type, `replaces_id`) and remove. */
function DocumentRow({
  document,
  locked,
  approved,
}: {
  document: KycDocument;
  locked: boolean;
  approved: boolean;
}) {
  const { t } = useTranslation();
  const replace = useFileUpload();
  const remove = useRemoveDocument();
  const changed = useDocumentsChanged();
  const typeLabel = t(`kyc.types.${document.type}`);
  const busy = replace.isUploading || remove.isPending;

  const startReplace = async (file: File | null) => {
    if (!file) return;
    const stored = await replace.upload(file, {
      type: 'document',
      documentType: document.type,
      replacesId: document.id,
    });
    if (!stored) return;
    notify.success(t('kyc.list.replaced', { type: typeLabel }));
    changed();
  };

  const confirmRemove = () =>
    dialogs.confirm({
      title: t('kyc.list.removeTitle'),
      children: t(approved ? 'kyc.list.removeTextApproved' : 'kyc.list.removeText', { name: document.title }),
      labels: { confirm: t('kyc.list.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(document, {
          onSuccess: () => notify.success(t('kyc.list.removed', { type: typeLabel })),
        }),
    });

  return (
    <Paper withBorder p="sm" radius="md" data-testid="kyc-document" data-type={document.type}>
      <Stack gap="xs">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Preview document={document} />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs">
              <Badge variant="light">{typeLabel}</Badge>
              <Text size="xs" c="dimmed">
                {formatFileSize(document.size)}
              </Text>
            </Group>
            <Text size="sm" fw={500} truncate>
              {document.title}
            </Text>
            <Group gap="xs" mt={4}>
              <Button
                component="a"
                href={document.url}
                target="_blank"
                rel="noopener"
                variant="default"
                size="compact-sm"
                leftSection={<IconExternalLink size={14} />}
              >
                {t('kyc.list.open')}
              </Button>
              <FileButton onChange={(file) => void startReplace(file)} accept={DOCUMENT_ACCEPT_ATTRIBUTE}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="compact-sm"
                    leftSection={<IconReplace size={14} />}
                    disabled={locked || busy}
                    aria-label={t('kyc.list.replaceLabel', { type: typeLabel })}
                    data-testid="kyc-document-replace"
                  >
                    {t('kyc.list.replace')}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                onClick={() => void confirmRemove()}
                loading={remove.isPending}
                disabled={locked || replace.isUploading}
                aria-label={t('kyc.list.removeLabel', { type: typeLabel })}
                data-testid="kyc-document-remove"
              >
                {t('kyc.list.remove')}
              </Button>
            </Group>
          </Stack>
        </Group>
        {replace.isUploading && <UploadProgress progress={replace.progress} onCancel={replace.cancel} />}
        {(replace.error || remove.error) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {replace.error ?? remove.error?.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The documents uploaded so far (`GET /kyc/files`). */
export function DocumentList({
  documents,
  loading,
  error,
  locked,
  approved,
}: {
  documents: readonly KycDocument[];
  loading: boolean;
  error: string | null;
  locked: boolean;
  approved: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="kyc-documents">
      <Text fw={600}>{t('kyc.list.title')}</Text>
      {loading && <Loader size="sm" aria-label={t('common.loading')} />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!loading && !error && documents.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('kyc.list.empty')}
        </Text>
      )}
      {documents.map((document) => (
        <DocumentRow key={document.id} document={document} locked={locked} approved={approved} />
      ))}
    </Stack>
  );
}
