import type { Language } from '@kru/contract';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from '../i18n/index.ts';

const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'th', label: 'ไทย' },
];

/** EN / ไทย; the choice is kept in browser storage by the i18n setup. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      value={value}
      onChange={(next) => isLanguage(next) && void setLanguage(next)}
      data={LANGUAGE_OPTIONS}
      aria-label={t('language.label')}
      data-testid="language-switcher"
    />
  );
}
