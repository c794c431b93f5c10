import { Anchor, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { useListParams } from '../../admin/hooks/use-page-param.ts';
import { messageReportPath } from '../../admin/paths.ts';
import { fullName } from '../../messages/api.ts';
import { type MessageReportTab, useMessageReports } from '../api.ts';

const TABS: MessageReportTab[] = ['open', 'resolved'];

/**
 * `/admin/message-reports`: conversations a student or a tutor reported, the open ones oldest first, each read and
 * resolved on its own page; and the resolved ones.
 */
export default function MessageReportsPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const tab: MessageReportTab = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const reports = useMessageReports(tab, page);
  const timeZone = useViewerTimeZone();

  return (
    <Stack gap="lg" maw={1200}>
      <AdminPageHeader
        title={t('admin.messageReports.title')}
        description={t('admin.messageReports.intro')}
      />
      <Tabs value={tab} onChange={(value) => set({ status: value === 'resolved' ? 'resolved' : null })}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`report-tab-${value}`}>
              {t(`admin.messageReports.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <PagedTable
            query={reports}
            testId="message-reports"
            emptyText={t(`admin.messageReports.empty.${tab}`)}
            minWidth={720}
            head={
              <>
                <Table.Th>{t('admin.messageReports.columns.people')}</Table.Th>
                <Table.Th>{t('admin.messageReports.columns.reason')}</Table.Th>
                <Table.Th>{t('admin.messageReports.columns.when')}</Table.Th>
                <Table.Th>{t('admin.messageReports.columns.open')}</Table.Th>
              </>
            }
            renderRow={(report) => (
              <Table.Tr key={report.id} data-testid="message-report-row">
                <Table.Td>
                  <Text size="sm">
                    {t('admin.messageReports.reportedBy', {
                      reporter: fullName(report.reporter),
                      reported: fullName(report.reported),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {report.reason}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(report.createdAt, timeZone)}</Text>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={messageReportPath(report.id)} size="sm">
                    {t('admin.messageReports.read')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            )}
            page={page}
            onPageChange={(next) => set({ status: tab === 'resolved' ? 'resolved' : null, page: next })}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
