import { Button } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { type MyCertificate, useDownloadCertificate } from '../api.ts';

/** Downloads the certificate's PDF in the language the interface speaks (English or Thai). */
export function DownloadCertificateButton({
  certificate,
  fullWidth = false,
}: {
  certificate: MyCertificate;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const download = useDownloadCertificate();
  return (
    <Button
      variant="light"
      color="teal"
      fullWidth={fullWidth}
      leftSection={<IconCertificate size={16} />}
      loading={download.isPending}
      onClick={() => download.mutate({ certificate, language: currentLanguage() })}
      data-testid="download-certificate"
    >
      {t('certificates.download')}
    </Button>
  );
}
