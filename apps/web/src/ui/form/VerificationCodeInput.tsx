import { LIMITS } from '@kru/contract/limits';
import { Input, PinInput, type PinInputProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface VerificationCodeInputProps extends Omit<PinInputProps, 'error' | 'length'> {
  error?: ReactNode;
}

/** The 5-digit code of sign-up and e-mail change: numbers only, one-time-code autofill, a label per digit. */
export function VerificationCodeInput({ error, ...pinInput }: VerificationCodeInputProps) {
  const { t } = useTranslation();
  const codeId = useId();
  return (
    <Input.Wrapper label={t('auth.verify.codeLabel')} labelProps={{ htmlFor: `${codeId}-1` }} error={error}>
      <PinInput
        id={codeId}
        length={LIMITS.verificationCodeLength}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus
        mt={6}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': t('auth.verify.digitLabel', { position: index + 1 }) })}
        {...pinInput}
      />
    </Input.Wrapper>
  );
}
