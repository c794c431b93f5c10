import type { Language } from '@kru/contract';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notify.ts';
import { isLanguage, setLanguage } from '../../../../i18n/index.ts';
import { FormErrorAlert } from '../../../../ui/form/index.ts';
import { useSaveProfile } from '../../../onboarding/api.ts';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'th', label: 'ไทย' },
];

/** The interface language: applied at once and saved to the account (`language`), so e-mails follow it too. */
export function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const save = useSaveProfile();
  const [error, setError] = useState<string | null>(null);
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const change = async (next: string) => {
    if (!isLanguage(next) || next === value) return;
    setError(null);
    await setLanguage(next);
    save.mutate(
      { language: next },
      {
        // Said in the language just chosen (this render's `t` still speaks the previous one).
        onSuccess: () => notify.success(i18n.t('settings.saved')),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Stack gap="sm">
      <FormErrorAlert message={error} />
      <Input.Wrapper label={t('settings.language.label')} id={labelId}>
        {/* Never disabled while saving: the focus stays on the language chosen instead of moving on (and opening
            the time zone's list below). */}
        <SegmentedControl
          display="flex"
          maw={280}
          mt={6}
          value={value}
          onChange={(next) => void change(next)}
          data={OPTIONS}
          aria-labelledby={labelId}
          data-testid="settings-language"
        />
      </Input.Wrapper>
    </Stack>
  );
}
