import { Alert, Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { PATHS } from '../../../app/router/paths.ts';
import { refreshUser, type SessionUser } from '../../../app/session/index.ts';
import { PROFILE_UPDATE_PATH } from '../../account/paths.ts';
import { useSubmitForReview } from '../api.ts';
import { type FixPlace, type MissingItem, missingItems } from '../documents.ts';

/** Where each missing item is fixed; `bio` may be on the same page (the onboarding step). */
function fixLink(place: FixPlace, bioHref: string): { to: string; inPage: boolean } {
  switch (place) {
    case 'details':
      return { to: `${PROFILE_UPDATE_PATH}?section=details`, inPage: false };
    case 'subjects':
      return { to: `${PROFILE_UPDATE_PATH}?section=subjects`, inPage: false };
    case 'bio':
      return { to: bioHref, inPage: bioHref.startsWith('#') };
    case 'documents':
      return { to: '#kyc-upload', inPage: true };
  }
}

function MissingChecklist({ items, bioHref }: { items: MissingItem[]; bioHref: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('kyc.submit.missingTitle')} data-testid="kyc-missing">
      <List spacing={6} size="sm" center>
        {items.map((item) => {
          const link = fixLink(item.place, bioHref);
          return (
            <List.Item
              key={item.key}
              icon={
                <ThemeIcon size={20} radius="xl" color="red" variant="light">
                  <IconX size={14} />
                </ThemeIcon>
              }
            >
              <Group gap={8}>
                <Text span size="sm">
                  {item.message}
                </Text>
                {link.inPage ? (
                  <Anchor href={link.to} size="sm" fw={600}>
                    {t(`kyc.submit.fix.${item.place}`)}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={link.to} size="sm" fw={600}>
                    {t(`kyc.submit.fix.${item.place}`)}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/**
 * "Submit for review" (`POST /kyc/review`) for a profile not yet submitted or sent back: on a 422 each missing
 * item as a checklist with where to fix it; on success the profile shows as being reviewed.
 */
export function SubmitForReview({
  user,
  bioHref = `${PATHS.settings}#bio`,
}: {
  user: SessionUser;
  bioHref?: string;
}) {
  const { t } = useTranslation();
  const submit = useSubmitForReview();
  const [missing, setMissing] = useState<MissingItem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const status = user.approvalStatus;
  if (status !== 'incomplete' && status !== 'rejected') return null;

  const send = () => {
    setFailure(null);
    submit.mutate(undefined, {
      onSuccess: () => {
        setMissing([]);
        notify.success(t('kyc.submit.done'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
          setMissing(missingItems(error.fieldErrors));
          return;
        }
        setMissing([]);
        setFailure(error.message);
        // A 409: the state moved on elsewhere (another tab, a reviewer); show where it stands now.
        if (isApiError(error) && error.status === 409) void refreshUser().catch(() => undefined);
      },
    });
  };

  return (
    <Stack gap="sm">
      {missing.length > 0 && <MissingChecklist items={missing} bioHref={bioHref} />}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t(status === 'rejected' ? 'kyc.submit.hintRejected' : 'kyc.submit.hint')}
        </Text>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={send}
          loading={submit.isPending}
          data-testid="kyc-submit"
        >
          {t(status === 'rejected' ? 'kyc.submit.again' : 'kyc.submit.button')}
        </Button>
      </Group>
    </Stack>
  );
}
