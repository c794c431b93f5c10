import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { useSharedDiagnostics } from '../api.ts';
import { ResultView } from '../components/ResultView.tsx';
import '../print.css';

/**
 * `/diagnostics/results/?sharingId=` (public): a learner's latest result at each diagnostic, read-only, written for
 * someone else ("Their answer"); the answers only when the learner included them. A link the learner turned
 * off or replaced is not found.
 */
export default function SharedResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sharingId = params.get('sharingId')?.trim() || null;
  const query = useSharedDiagnostics(sharingId);
  if (sharingId === null || query.isError)
    return <Alert color="red">{t('diagnostics.shared.missing')}</Alert>;
  if (query.isPending) return <CenteredLoader />;
  const { firstName, results, includeAnswers } = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('diagnostics.shared.heading', { name: firstName })}
        </Title>
        <Button
          className="kru-no-print"
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
        >
          {t('diagnostics.result.print')}
        </Button>
      </Group>
      {results.length === 0 && <Text>{t('diagnostics.shared.none')}</Text>}
      {results.length > 0 && !includeAnswers && (
        <Text c="dimmed" data-testid="shared-no-answers">
          {t('diagnostics.shared.noAnswers', { name: firstName })}
        </Text>
      )}
      {results.map((result) => (
        <Stack key={result.id} gap="sm" data-testid="shared-result">
          <Divider />
          <Title order={2} size="h3">
            {result.sectionTitle}
          </Title>
          <ResultView result={result} reader="viewer" />
        </Stack>
      ))}
    </Stack>
  );
}
