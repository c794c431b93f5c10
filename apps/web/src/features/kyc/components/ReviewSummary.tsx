import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import type { SessionUser } from '../../../app/session/index.ts';
import { ReviewStateAlert } from './ReviewStateAlert.tsx';

/** Where the review stands (with the reviewer's comment), and the way to the documents on the profile. */
export function ReviewSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ReviewStateAlert user={user} />
      <Anchor component={Link} to={`${PATHS.profile}#documents`} size="sm" fw={600}>
        {t('kyc.goToDocuments')}
      </Anchor>
    </Stack>
  );
}
