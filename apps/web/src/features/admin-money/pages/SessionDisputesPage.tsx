import { Button, Group, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify.ts';
import { dialogs } from '../../../app/overlays/dialogs.ts';
import { useViewerTimeZone } from '../../../app/session/index.ts';
import { formatDateTime, formatMoney } from '../../../ui/format.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { useListParams } from '../../admin/hooks/use-page-param.ts';
import { SplitDisputeModal } from '../components/SplitDisputeModal.tsx';
import {
  type ConsoleDispute,
  type DisputeTab,
  useDecideDispute,
  useSessionDisputes,
} from '../disputes-api.ts';

const TABS: DisputeTab[] = ['pending', 'decided'];

/** Refund and Release (each after a confirmation) and Split (its amounts in a form). */
function Decisions({ dispute, onSplit }: { dispute: ConsoleDispute; onSplit: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideDispute();
  const confirm = (decision: 'refund' | 'release') =>
    void dialogs.confirm({
      title: t(`admin.disputes.confirm.${decision}.title`),
      children: (
        <Text size="sm">
          {t(`admin.disputes.confirm.${decision}.text`, {
            amount: formatMoney(dispute.amount),
            student: dispute.session.student.fullName,
            tutor: dispute.session.teacher.fullName,
          })}
        </Text>
      ),
      labels: { confirm: t(`admin.disputes.${decision}`), cancel: t('admin.common.cancel') },
      confirmProps: { 'data-testid': 'dispute-confirm' },
      onConfirm: () =>
        decide.mutate(
          { id: dispute.id, decision },
          {
            onSuccess: () => notify.success(t(`admin.disputes.done.${decision}`)),
            onError: (error) => notify.error(error instanceof Error ? error.message : String(error)),
          },
        ),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => confirm('refund')} loading={decide.isPending}>
        {t('admin.disputes.refund')}
      </Button>
      <Button size="xs" variant="light" color="teal" onClick={() => confirm('release')}>
        {t('admin.disputes.release')}
      </Button>
      <Button size="xs" variant="default" onClick={onSplit}>
        {t('admin.disputes.split.action')}
      </Button>
    </Group>
  );
}

/** What was decided: who received what. */
function Outcome({ dispute, timeZone }: { dispute: ConsoleDispute; timeZone: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(`admin.disputes.outcome.${dispute.status}`, {
          student: formatMoney(dispute.studentAmount ?? 0),
          tutor: formatMoney(dispute.tutorAmount ?? 0),
        })}
      </Text>
      {dispute.decidedAt && (
        <Text size="xs" c="dimmed">
          {formatDateTime(dispute.decidedAt, timeZone)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/admin/session-disputes`: sessions whose held money waits for a decision (a reported no-show, a suspended
 * tutor), oldest first, each refunded, released or split; and the decided ones.
 */
export default function SessionDisputesPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const tab: DisputeTab = params.get('status') === 'decided' ? 'decided' : 'pending';
  const disputes = useSessionDisputes(tab, page);
  const timeZone = useViewerTimeZone();
  const [splitting, setSplitting] = useState<ConsoleDispute | null>(null);

  return (
    <Stack gap="lg" maw={1200}>
      <AdminPageHeader title={t('admin.disputes.title')} description={t('admin.disputes.intro')} />
      <Tabs value={tab} onChange={(value) => set({ status: value === 'decided' ? 'decided' : null })}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`dispute-tab-${value}`}>
              {t(`admin.disputes.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The table is the tabs' panel: each tab controls it (aria-controls). */}
        <Tabs.Panel value={tab} pt="lg">
          <PagedTable
            query={disputes}
            testId="disputes"
            emptyText={t(`admin.disputes.empty.${tab}`)}
            minWidth={960}
            head={
              <>
                <Table.Th>{t('admin.disputes.columns.session')}</Table.Th>
                <Table.Th>{t('admin.disputes.columns.case')}</Table.Th>
                <Table.Th ta="right">{t('admin.disputes.columns.amount')}</Table.Th>
                <Table.Th>
                  {t(tab === 'pending' ? 'admin.disputes.columns.decide' : 'admin.disputes.columns.outcome')}
                </Table.Th>
              </>
            }
            renderRow={(dispute) => (
              <Table.Tr key={dispute.id} data-testid="dispute-row" data-session-id={dispute.session.id}>
                <Table.Td>
                  <Text fw={600}>{dispute.session.subject.title}</Text>
                  <Text size="sm">
                    {t('admin.disputes.people', {
                      student: dispute.session.student.fullName,
                      tutor: dispute.session.teacher.fullName,
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(dispute.session.startingAt, timeZone)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {dispute.kind === 'no_show'
                      ? t(`admin.disputes.kind.no_show.${dispute.reportedBy ?? 'student'}`)
                      : t('admin.disputes.kind.tutor_suspended')}
                  </Text>
                  {dispute.reason && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {dispute.reason}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(dispute.createdAt, timeZone)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(dispute.amount)}
                </Table.Td>
                <Table.Td>
                  {dispute.status === 'pending' ? (
                    <Decisions dispute={dispute} onSplit={() => setSplitting(dispute)} />
                  ) : (
                    <Outcome dispute={dispute} timeZone={timeZone} />
                  )}
                </Table.Td>
              </Table.Tr>
            )}
            page={page}
            onPageChange={(next) => set({ status: tab === 'decided' ? 'decided' : null, page: next })}
          />
        </Tabs.Panel>
      </Tabs>
      <SplitDisputeModal dispute={splitting} onClose={() => setSplitting(null)} />
    </Stack>
  );
}
