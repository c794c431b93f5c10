import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewerTimeZone } from '../../../app/session/use-session.ts';
import { formatDay } from '../../../ui/format.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useMyCertificates } from '../api.ts';
import { DownloadCertificateButton } from './DownloadCertificateButton.tsx';

/** The learner's certificates (profile page): course, tutor, date, the public page and the PDF. */
export function MyCertificates() {
  const { t } = useTranslation();
  const timeZone = useViewerTimeZone();
  const certificates = useMyCertificates();
  let body: React.ReactNode;
  if (certificates.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (certificates.isError) body = <LoadFailed onRetry={() => void certificates.refetch()} />;
  else if (certificates.data.length === 0) body = <Text c="dimmed">{t('certificates.none')}</Text>;
  else {
    body = certificates.data.map((certificate) => (
      <Card key={certificate.id} withBorder radius="md" padding="md" data-testid="my-certificate">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {certificate.courseTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {t('certificates.tutorAndDate', {
                tutor: certificate.tutorName,
                date: formatDay(certificate.issuedAt, timeZone),
              })}
            </Text>
            <Anchor href={certificate.verificationUrl} size="sm" target="_blank" rel="noreferrer">
              {t('certificates.openVerification')}
            </Anchor>
          </Stack>
          <DownloadCertificateButton certificate={certificate} />
        </Group>
      </Card>
    ));
  }
  return (
    <Stack gap="sm" data-testid="my-certificates">
      <Title order={2} size="h4">
        {t('certificates.listTitle')}
      </Title>
      {body}
    </Stack>
  );
}
