import { isRefundReceipt } from '@kru/contract/enums';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../app/api/errors.ts';
import { notify } from '../../../app/notify.ts';
import { usePageTitle } from '../../../app/router/page-title.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { CenteredLoader } from '../../../ui/CenteredLoader.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { useDownloadReceipt, useReceipt } from '../api.ts';
import { ReceiptView } from '../components/ReceiptView.tsx';
import { FEES_PATH } from '../paths.ts';
import '../receipt-print.css';

/** `/fees/receipts/:id`: a receipt to read, print (print CSS: the receipt alone) or download as a PDF. */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = currentLanguage();
  const receipt = useReceipt(id, language);
  const download = useDownloadReceipt();
  // The tab says what the page is headed: money given back is a refund's receipt.
  usePageTitle(receipt.data && isRefundReceipt(receipt.data.kind) ? 'receipt.refundTitle' : undefined);

  if (receipt.isPending) return <CenteredLoader />;
  if (receipt.isError) {
    if (isApiError(receipt.error) && [404, 422].includes(receipt.error.status)) {
      return <Text data-testid="receipt-not-found">{t('receipt.notFound')}</Text>;
    }
    return <LoadFailed onRetry={() => void receipt.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="kru-no-print">
        <Anchor component={Link} to={FEES_PATH} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('receipt.back')}
          </Group>
        </Anchor>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(
                { receipt: receipt.data, language },
                { onError: (error) => notify.error(error.message) },
              )
            }
            data-testid="receipt-download"
          >
            {t('receipt.download')}
          </Button>
        </Group>
      </Group>
      <ReceiptView receipt={receipt.data} />
    </Stack>
  );
}
