import type { SpokenLanguage } from '@kru/contract';
import { Group, Text } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Speaks English, Thai": the languages a tutor speaks, on the card and the profile (nothing when none are set). */
export function SpokenLanguages({ languages }: { languages: readonly SpokenLanguage[] }) {
  const { t } = useTranslation();
  if (languages.length === 0) return null;
  const names = languages.map((code) => t(`tuition.spokenLanguages.${code}`)).join(', ');
  return (
    <Group gap={6} wrap="nowrap" data-testid="tutor-languages">
      <IconLanguage size={16} aria-hidden />
      <Text size="sm">{t('tuition.card.languages', { languages: names })}</Text>
    </Group>
  );
}
