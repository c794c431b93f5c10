import { APPROVAL_STATUSES, type ApprovalStatus } from '@kru/contract';
import { Anchor, Stack, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../ui/format.ts';
import { useTutorReviews } from '../../admin/api.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { PagedTable } from '../../admin/components/PagedTable.tsx';
import { useListParams } from '../../admin/hooks/use-page-param.ts';
import { reviewPath } from '../../admin/paths.ts';

/** The queue first, then the decided ones, then the profiles not submitted yet. */
const TABS: ApprovalStatus[] = ['pending', 'approved', 'rejected', 'incomplete'];

function statusFrom(value: string | null): ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApprovalStatus)
    : 'pending';
}

/** `/admin/tutor-reviews`: tutors by review state (the pending queue by default, oldest submission first). */
export default function TutorReviewsPage() {
  const { t } = useTranslation();
  const { params, set, page } = useListParams();
  const status = statusFrom(params.get('status'));
  const reviews = useTutorReviews(status, page);

  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader title={t('admin.reviews.title')} description={t('admin.reviews.intro')} />
      <Tabs value={status} onChange={(value) => set({ status: value === 'pending' ? null : value })}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`review-tab-${tab}`}>
              {t(`admin.reviews.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* The table is the tabs' panel: each tab controls it (aria-controls). */}
        <Tabs.Panel value={status} pt="lg">
          <PagedTable
            query={reviews}
            testId="reviews"
            emptyText={t(`admin.reviews.empty.${status}`)}
            minWidth={480}
            head={
              <>
                <Table.Th>{t('admin.reviews.columns.tutor')}</Table.Th>
                <Table.Th>{t('admin.reviews.columns.submitted')}</Table.Th>
                <Table.Th ta="right">{t('admin.reviews.columns.documents')}</Table.Th>
              </>
            }
            renderRow={(tutor) => (
              <Table.Tr key={tutor.id} data-testid="review-row">
                <Table.Td>
                  <Anchor component={Link} to={reviewPath(tutor.id)} fw={600}>
                    {tutor.fullName || tutor.email}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {tutor.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {tutor.submittedAt ? (
                    formatDateTime(tutor.submittedAt)
                  ) : (
                    <Text span c="dimmed">
                      {t('admin.reviews.notSubmitted')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{tutor.documentsCount}</Table.Td>
              </Table.Tr>
            )}
            page={page}
            onPageChange={(next) => set({ page: next })}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
