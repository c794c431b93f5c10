import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useDiagnostics } from '../api.ts';
import { DiagnosticCard } from '../components/DiagnosticCard.tsx';

/** `/diagnostics`: every diagnostic test with the student's figures and state. */
export default function DiagnosticsPage() {
  const { t } = useTranslation();
  const query = useDiagnostics();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('diagnostics.title')}
      </Title>
      <Text c="dimmed">{t('diagnostics.intro')}</Text>
      {query.data.length === 0 && <Text>{t('diagnostics.none')}</Text>}
      {query.data.map((diagnostic) => (
        <DiagnosticCard key={diagnostic.id} diagnostic={diagnostic} />
      ))}
    </Stack>
  );
}
