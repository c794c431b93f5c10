import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useChangeSharing, useDiagnosticSharing } from '../api.ts';
import { sharedResultsPath } from '../paths.ts';

/**
 * The learner's sharing of their results: off until they turn it on; with or without their answers; the link to
 * copy, and a new link on demand (the old one then stops working).
 */
export function SharePanel() {
  const { t } = useTranslation();
  const query = useDiagnosticSharing();
  const { update, replace } = useChangeSharing();
  const [replaced, setReplaced] = useState(false);
  if (!query.data) return null;
  const sharing = query.data;
  const url = `${window.location.origin}${sharedResultsPath(sharing.sharingId)}`;
  const change = (next: { enabled?: boolean; includeAnswers?: boolean }) =>
    update.mutate({
      enabled: next.enabled ?? sharing.enabled,
      include_answers: next.includeAnswers ?? sharing.includeAnswers,
    });
  const confirmReplace = () =>
    void dialogs.confirm({
      title: t('diagnostics.sharing.replaceTitle'),
      children: t('diagnostics.sharing.replaceBody'),
      labels: { confirm: t('diagnostics.sharing.replace'), cancel: t('common.cancel') },
      onConfirm: () => replace.mutate(undefined, { onSuccess: () => setReplaced(true) }),
    });
  return (
    <Paper withBorder p="md" radius="md" className="kru-no-print" data-testid="share-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('diagnostics.sharing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(sharing.enabled ? 'diagnostics.sharing.on' : 'diagnostics.sharing.off')}
        </Text>
        <Switch
          label={t('diagnostics.sharing.enabled')}
          checked={sharing.enabled}
          disabled={update.isPending}
          onChange={(event) => change({ enabled: event.currentTarget.checked })}
          data-testid="share-enabled"
        />
        <Switch
          label={t('diagnostics.sharing.includeAnswers')}
          description={t('diagnostics.sharing.includeAnswersHint')}
          checked={sharing.includeAnswers}
          disabled={!sharing.enabled || update.isPending}
          onChange={(event) => change({ includeAnswers: event.currentTarget.checked })}
          data-testid="share-answers"
        />
        {sharing.enabled && (
          <>
            <TextInput
              label={t('diagnostics.sharing.link')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-url"
            />
            <Group gap="xs">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
                    {copied ? t('diagnostics.result.copied') : t('diagnostics.result.share')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={16} />}
                onClick={confirmReplace}
                loading={replace.isPending}
                data-testid="replace-share-link"
              >
                {t('diagnostics.sharing.replace')}
              </Button>
            </Group>
            {replaced && (
              <Alert color="teal" data-testid="share-link-replaced">
                {t('diagnostics.sharing.replaced')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
