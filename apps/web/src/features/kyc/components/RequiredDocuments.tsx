import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KycDocument } from '../api.ts';
import { requiredDocumentTypes } from '../documents.ts';

/** The documents a review needs, each ticked once uploaded (certificates and others are optional). */
export function RequiredDocuments({
  documents,
  visaRequired,
}: {
  documents: readonly KycDocument[];
  visaRequired: boolean;
}) {
  const { t } = useTranslation();
  const present = new Set(documents.map((document) => document.type));
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('kyc.required.title')}</Text>
      <List spacing={4} size="sm" center data-testid="kyc-required">
        {requiredDocumentTypes(visaRequired).map((type) => {
          const done = present.has(type);
          return (
            <List.Item
              key={type}
              data-done={done}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  color={done ? 'teal' : 'gray'}
                  variant={done ? 'filled' : 'light'}
                >
                  {done ? <IconCheck size={14} /> : <IconMinus size={14} />}
                </ThemeIcon>
              }
            >
              <Group gap={6}>
                <Text span size="sm">
                  {t(`kyc.types.${type}`)}
                </Text>
                <Text span size="xs" c={done ? 'teal' : 'dimmed'}>
                  {t(done ? 'kyc.required.uploaded' : 'kyc.required.missing')}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
      <Text size="xs" c="dimmed">
        {t('kyc.required.optional')}
      </Text>
    </Stack>
  );
}
