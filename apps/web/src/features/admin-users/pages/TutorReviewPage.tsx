import { Alert, Avatar, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../app/notify.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../ui/format.ts';
import { SubjectPriceItem } from '../../../ui/SubjectPriceItem.tsx';
import { type ReviewDetail, useApproveTutor, useTutorReview } from '../../admin/api.ts';
import { AdminPageHeader } from '../../admin/components/AdminPageHeader.tsx';
import { AuditHistory } from '../../admin/components/AuditHistory.tsx';
import { DecisionButtons } from '../../admin/components/DecisionButtons.tsx';
import { type Field, FieldGrid } from '../../admin/components/FieldGrid.tsx';
import { LoadFailed } from '../../admin/components/LoadFailed.tsx';
import { Section } from '../../admin/components/Section.tsx';
import { idFrom } from '../../admin/hooks/use-page-param.ts';
import { ADMIN_PATHS } from '../../admin/paths.ts';
import { DocumentPreview } from '../components/DocumentPreview.tsx';
import { RejectTutorModal } from '../components/RejectTutorModal.tsx';
import { ApprovalBadge } from '../components/StatusBadges.tsx';

type Tutor = ReviewDetail['tutor'];

function personalFields(tutor: Tutor, t: (key: string) => string): Field[] {
  const label = (key: string) => t(`admin.review.fields.${key}`);
  return [
    { key: 'title', label: label('title'), value: tutor.title },
    { key: 'first-name', label: label('firstName'), value: tutor.firstName },
    { key: 'last-name', label: label('lastName'), value: tutor.lastName },
    { key: 'gender', label: label('gender'), value: tutor.gender && t(`admin.genders.${tutor.gender}`) },
    {
      key: 'date-of-birth',
      label: label('dateOfBirth'),
      value: tutor.dateOfBirth && formatDate(tutor.dateOfBirth),
    },
    { key: 'email', label: label('email'), value: tutor.email },
    { key: 'mobile', label: label('mobile'), value: tutor.mobile },
    {
      key: 'visa',
      label: label('visaRequired'),
      value: t(tutor.visaRequired ? 'admin.common.yes' : 'admin.common.no'),
    },
    { key: 'language', label: label('language'), value: t(`admin.languages.${tutor.language}`) },
    { key: 'time-zone', label: label('timeZone'), value: tutor.timeZone },
    {
      key: 'tenant',
      label: label('tenant'),
      value: tutor.subdomain?.title ?? t('admin.common.mainMarketplace'),
    },
    { key: 'joined', label: label('joined'), value: formatDateTime(tutor.createdAt) },
  ];
}

function addressFields(tutor: Tutor, t: (key: string) => string): Field[] {
  const label = (key: string) => t(`admin.review.fields.${key}`);
  return [
    { key: 'street', label: label('street'), value: tutor.addressStreet },
    { key: 'city', label: label('city'), value: tutor.addressCity },
    { key: 'post-code', label: label('postCode'), value: tutor.addressPostCode },
    { key: 'county', label: label('county'), value: tutor.county?.title },
    { key: 'country', label: label('country'), value: tutor.country?.title },
  ];
}

function SubjectPrices({ tutor }: { tutor: Tutor }) {
  const { t } = useTranslation();
  if (!tutor.subjectPrices.length) return <Text c="dimmed">{t('admin.review.noSubjects')}</Text>;
  return (
    <Stack gap="sm">
      {tutor.subjectPrices.map((price) => (
        <SubjectPriceItem
          key={price.subjectId}
          price={price}
          priceLabel={t('admin.review.perHour', { price: formatMoney(price.pricePerHour) })}
          testId="review-subject"
        />
      ))}
    </Stack>
  );
}

/** Where the review stands when no decision can be made now (only a pending profile can be decided). */
function StateNotice({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const { approvalStatus: status, rejectionComment } = detail.tutor;
  if (status === 'pending') return null;
  return (
    <Alert
      color={status === 'approved' ? 'teal' : status === 'rejected' ? 'red' : 'gray'}
      variant="light"
      icon={<IconInfoCircle size={18} />}
      data-testid="review-state-notice"
    >
      <Text size="sm">{t(`admin.review.notice.${status}`)}</Text>
      {status === 'rejected' && rejectionComment && (
        <Text size="sm" mt={4} fs="italic">
          {t('admin.review.lastComment', { comment: rejectionComment })}
        </Text>
      )}
    </Alert>
  );
}

function Decision({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const approve = useApproveTutor();
  const [rejecting, { open: openReject, close: closeReject }] = useDisclosure(false);
  const { tutor } = detail;
  const name = tutor.fullName || tutor.email;

  if (tutor.approvalStatus !== 'pending') return null;
  return (
    <>
      <DecisionButtons
        texts={{
          approve: t('admin.review.approve'),
          reject: t('admin.review.reject'),
          confirmTitle: t('admin.review.approveConfirm.title'),
          confirmText: t('admin.review.approveConfirm.text', { name }),
        }}
        testIds={{ approve: 'approve-button', reject: 'reject-button', confirm: 'approve-confirm' }}
        approving={approve.isPending}
        onApprove={() =>
          approve.mutate(
            { tutorId: tutor.id, comment: '' },
            { onSuccess: () => notify.success(t('admin.review.approved')) },
          )
        }
        onReject={openReject}
      />
      <RejectTutorModal tutorId={tutor.id} tutorName={name} opened={rejecting} onClose={closeReject} />
    </>
  );
}

/** `/admin/tutor-reviews/detail?tutorId=`: every field, the documents, the history, and the decision. */
export default function TutorReviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tutorId = idFrom(params.get('tutorId'));
  const review = useTutorReview(tutorId);
  const crumbs = [{ label: t('admin.reviews.title'), to: ADMIN_PATHS.reviews }];

  if (tutorId === null) {
    return (
      <Stack gap="lg" maw={1100}>
        <AdminPageHeader title={t('admin.review.title')} crumbs={crumbs} />
        <Alert color="yellow" variant="light">
          {t('admin.review.noTutor')}
        </Alert>
      </Stack>
    );
  }
  if (review.isPending) return <CenteredLoader />;
  if (review.isError) {
    return (
      <Stack gap="lg" maw={1100}>
        <AdminPageHeader title={t('admin.review.title')} crumbs={crumbs} />
        <LoadFailed onRetry={() => void review.refetch()} />
      </Stack>
    );
  }

  const detail = review.data;
  const { tutor } = detail;
  const name = tutor.fullName || tutor.email;
  return (
    <Stack gap="lg" maw={1100} data-testid="tutor-review">
      <AdminPageHeader
        title={name}
        crumbs={crumbs}
        description={
          <Group gap="xs" component="span">
            <ApprovalBadge status={tutor.approvalStatus} />
            <Text span size="sm" c="dimmed">
              {detail.submittedAt
                ? t('admin.review.submittedAt', { date: formatDateTime(detail.submittedAt) })
                : t('admin.reviews.notSubmitted')}
            </Text>
          </Group>
        }
        actions={<Decision detail={detail} />}
      />
      <StateNotice detail={detail} />
      <Section title={t('admin.review.sections.personal')}>
        <Group gap="md" wrap="nowrap">
          <Avatar src={tutor.avatar} size={64} radius="xl" alt={name}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg">
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {tutor.email}
            </Text>
          </div>
        </Group>
        <FieldGrid fields={personalFields(tutor, t)} />
      </Section>
      <Section title={t('admin.review.sections.address')}>
        <FieldGrid fields={addressFields(tutor, t)} />
      </Section>
      <Section title={t('admin.review.sections.bio')}>
        <Text style={{ whiteSpace: 'pre-line' }} c={tutor.description ? undefined : 'dimmed'}>
          {tutor.description || t('admin.review.noBio')}
        </Text>
      </Section>
      <Section title={t('admin.review.sections.subjects')}>
        <SubjectPrices tutor={tutor} />
      </Section>
      <Section title={t('admin.review.sections.documents')} testId="review-documents">
        {detail.documents.length === 0 ? (
          <Text c="dimmed">{t('admin.review.documents.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {detail.documents.map((document) => (
              <DocumentPreview key={document.id} document={document} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title={t('admin.review.sections.history')} testId="review-history">
        <AuditHistory entries={detail.history} />
      </Section>
    </Stack>
  );
}
