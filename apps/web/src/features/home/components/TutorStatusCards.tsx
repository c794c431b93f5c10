import type { ApprovalStatus, ConnectAccountStatus } from '@kru/contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCircleCheck,
  IconHourglass,
  IconUserExclamation,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import type { SessionUser } from '../../../app/session/session-store.ts';
import { FEES_PATH } from '../../fees/paths.ts';

interface StatusView {
  color: string;
  icon: ComponentType<{ size?: number }>;
  action?: { to: string; labelKey: string };
}

/** The documents and "Submit for review" live on the profile page. */
const DOCUMENTS = `${PATHS.profile}#documents`;

const APPROVAL: Record<ApprovalStatus, StatusView> = {
  incomplete: {
    color: 'kruPurple',
    icon: IconUserExclamation,
    action: { to: DOCUMENTS, labelKey: 'home.approval.finish' },
  },
  pending: { color: 'yellow', icon: IconHourglass },
  rejected: {
    color: 'red',
    icon: IconAlertTriangle,
    action: { to: DOCUMENTS, labelKey: 'home.approval.update' },
  },
  approved: { color: 'teal', icon: IconCircleCheck },
};

const PAYOUT: Record<ConnectAccountStatus, StatusView | null> = {
  incomplete: {
    color: 'kruPurple',
    icon: IconBuildingBank,
    action: { to: FEES_PATH, labelKey: 'home.payout.add' },
  },
  pending: { color: 'yellow', icon: IconHourglass },
  problem: { color: 'red', icon: IconAlertTriangle, action: { to: FEES_PATH, labelKey: 'home.payout.fix' } },
  verified: null,
};

function StatusAlert({
  view,
  titleKey,
  textKey,
  extra,
  testId,
}: {
  view: StatusView;
  titleKey: string;
  textKey: string;
  extra?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color={view.color}
      variant="light"
      icon={<view.icon size={20} />}
      title={t(titleKey)}
      data-testid={testId}
    >
      <Stack gap={6}>
        <Text size="sm">{t(textKey)}</Text>
        {extra && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {t('home.approval.comment', { comment: extra })}
          </Text>
        )}
        {view.action && (
          <Anchor component={Link} to={view.action.to} size="sm" fw={600}>
            {t(view.action.labelKey)}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** Where the tutor's profile review and payout account stand, with what to do about them. */
export function TutorStatusCards({ user }: { user: SessionUser }) {
  const approval = user.approvalStatus;
  const payout = PAYOUT[user.stripeConnectAccountStatus];
  return (
    <Stack gap="sm" data-testid="tutor-status">
      <StatusAlert
        view={APPROVAL[approval]}
        titleKey={`home.approval.${approval}.title`}
        textKey={`home.approval.${approval}.text`}
        extra={approval === 'rejected' ? user.rejectionComment : null}
        testId="tutor-approval"
      />
      {payout && (
        <StatusAlert
          view={payout}
          titleKey={`home.payout.${user.stripeConnectAccountStatus}.title`}
          textKey={`home.payout.${user.stripeConnectAccountStatus}.text`}
        />
      )}
    </Stack>
  );
}
