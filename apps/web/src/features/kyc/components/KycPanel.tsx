import { Divider, Stack } from '@mantine/core';
import type { SessionUser } from '../../../app/session/index.ts';
import { useKycDocuments } from '../api.ts';
import { DocumentDropzone } from './DocumentDropzone.tsx';
import { DocumentList } from './DocumentList.tsx';
import { RequiredDocuments } from './RequiredDocuments.tsx';
import { ReviewStateAlert } from './ReviewStateAlert.tsx';
import { SubmitForReview } from './SubmitForReview.tsx';
import { VisaSwitch } from './VisaSwitch.tsx';

/**
 * The tutor's identity review in one place (onboarding's last step and the profile): where the review stands,
 * the visa question, the documents a review needs, the upload, the documents uploaded and "Submit for review".
 * Nothing can be changed while the profile is being reviewed. `bioHref`: where "Write your bio" leads;
 * `withState` false where the page shows the review state itself (the profile's review card).
 */
export function KycPanel({
  user,
  bioHref,
  withState = true,
}: {
  user: SessionUser;
  bioHref?: string;
  withState?: boolean;
}) {
  const documents = useKycDocuments();
  const locked = user.approvalStatus === 'pending';
  const list = documents.data ?? [];

  return (
    <Stack gap="lg" data-testid="kyc-panel">
      {withState && <ReviewStateAlert user={user} />}
      <VisaSwitch user={user} locked={locked} />
      <RequiredDocuments documents={list} visaRequired={user.visaRequired} />
      <DocumentDropzone locked={locked} />
      <DocumentList
        documents={list}
        loading={documents.isPending}
        error={documents.error?.message ?? null}
        locked={locked}
        approved={user.approvalStatus === 'approved'}
      />
      <Divider />
      <SubmitForReview user={user} bioHref={bioHref} />
    </Stack>
  );
}
