import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { AuditHistory } from '../../admin/components/AuditHistory.tsx';
import { type Field, FieldGrid } from '../../admin/components/FieldGrid.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { Section } from '../../admin/components/Section.tsx';
import { idFrom } from '../../admin/hooks/use-page-param.ts';
import { ADMIN_PATHS } from '../../admin/paths.ts';
import { fullName } from '../../messages/api.ts';
import { MessageList } from '../../messages/components/MessageList.tsx';
import { type MessageReport, useMessageReport, useReportedThread, useResolveMessageReport } from '../api.ts';

/** Resolving, after a confirmation, with an optional note of what was done. */
function ResolveForm({ report }: { report: MessageReport }) {
  const { t } = useTranslation();
  const resolve = useResolveMessageReport(report.id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    void dialogs.confirm({
      title: t('admin.messageReports.resolve.confirmTitle'),
      children: <Text size="sm">{t('admin.messageReports.resolve.confirmText')}</Text>,
      labels: { confirm: t('admin.messageReports.resolve.action'), cancel: t('admin.common.cancel') },
      confirmProps: { 'data-testid': 'resolve-confirm' } as Record<string, unknown>,
      onConfirm: () => {
        setError(null);
        resolve.mutate(note.trim(), {
          onSuccess: () => notify.success(t('admin.messageReports.resolve.done')),
          onError: (failure) => setError(failure.message),
        });
      },
    });
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Textarea
        label={t('admin.messageReports.resolve.note')}
        description={t('admin.messageReports.resolve.noteHint')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <Button
        onClick={confirm}
        loading={resolve.isPending}
        style={{ alignSelf: 'flex-start' }}
        data-testid="resolve-report"
      >
        {t('admin.messageReports.resolve.action')}
      </Button>
    </Stack>
  );
}

/** `/admin/message-reports/detail?reportId=`: who reported whom and why, the conversation itself, and Resolve. */
export default function MessageReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idFrom(params.get('reportId'));
  const report = useMessageReport(id);
  const thread = useReportedThread(id);
  const timeZone = useViewerTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const crumbs = [{ label: t('admin.messageReports.title'), to: ADMIN_PATHS.messageReports }];

  if (id === null) return <Text>{t('admin.messageReports.notFound')}</Text>;
  if (report.isPending) return <CenteredLoader />;
  if (report.isError) {
    if (isApiError(report.error) && report.error.status === 404) {
      return <Text data-testid="report-not-found">{t('admin.messageReports.notFound')}</Text>;
    }
    return <LoadFailed onRetry={() => void report.refetch()} />;
  }
  const data = report.data;
  const names = new Map([
    [data.reporter.id, fullName(data.reporter)],
    [data.reported.id, fullName(data.reported)],
  ]);
  const fields: Field[] = [
    { key: 'reporter', label: t('admin.messageReports.fields.reporter'), value: names.get(data.reporter.id) },
    { key: 'reported', label: t('admin.messageReports.fields.reported'), value: names.get(data.reported.id) },
    {
      key: 'when',
      label: t('admin.messageReports.fields.when'),
      value: formatDateTime(data.createdAt, timeZone),
    },
    { key: 'reason', label: t('admin.messageReports.fields.reason'), value: data.reason },
  ];
  return (
    <Stack gap="lg" maw={1000}>
      <AdminPageHeader title={t('admin.messageReports.detailTitle')} crumbs={crumbs} />
      <Section title={t('admin.messageReports.report')}>
        <FieldGrid fields={fields} />
      </Section>
      <Section title={t('admin.messageReports.conversation')} testId="reported-conversation">
        <Paper withBorder radius="md" p="sm" h={480} style={{ display: 'flex', flexDirection: 'column' }}>
          <MessageList
            thread={thread}
            timeZone={timeZone}
            isMine={(message) => message.senderId === data.reporter.id}
            senderName={(message) => names.get(message.senderId) ?? ''}
            empty={t('admin.messageReports.noMessages')}
          />
        </Paper>
      </Section>
      <Section title={t('admin.messageReports.resolve.title')} testId="report-resolution">
        {data.resolvedAt ? (
          <Stack gap={4} data-testid="report-resolved">
            <Text>
              {t('admin.messageReports.resolvedAt', { time: formatDateTime(data.resolvedAt, timeZone) })}
            </Text>
            {data.resolutionNote && <Text c="dimmed">{data.resolutionNote}</Text>}
          </Stack>
        ) : (
          <ResolveForm report={data} />
        )}
      </Section>
      <Section title={t('admin.messageReports.history')} testId="report-history">
        <AuditHistory entries={data.history} />
      </Section>
    </Stack>
  );
}
