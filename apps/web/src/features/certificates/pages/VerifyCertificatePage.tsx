import { Alert, Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { formatDay } from '../../../ui/format.ts';
import { useVerifiedCertificate } from '../api.ts';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** `/certificates/{code}` (public): confirms a certificate of completion to anyone holding its address. */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const query = useVerifiedCertificate(code);
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={20} />}
        title={t('certificates.verify.notFound')}
        data-testid="certificate-not-found"
      >
        {t('certificates.verify.notFoundDetail')}
      </Alert>
    );
  }
  const certificate = query.data;
  return (
    <Stack gap="lg" data-testid="certificate-verified">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" size={44} radius="xl" variant="light">
          <IconRosetteDiscountCheck size={28} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t('certificates.verify.title')}
          </Title>
          <Badge color="teal" variant="light" w="fit-content">
            {t('certificates.verify.valid')}
          </Badge>
        </Stack>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Fact
            label={t('certificates.verify.learner')}
            value={certificate.learnerName}
            testId="verified-learner"
          />
          <Fact
            label={t('certificates.verify.course')}
            value={certificate.courseTitle}
            testId="verified-course"
          />
          <Fact
            label={t('certificates.verify.tutor')}
            value={certificate.tutorName}
            testId="verified-tutor"
          />
          <Fact
            label={t('certificates.verify.date')}
            value={formatDay(certificate.issuedAt)}
            testId="verified-date"
          />
          <Fact label={t('certificates.verify.code')} value={certificate.code} testId="verified-code" />
        </Stack>
      </Card>
    </Stack>
  );
}
