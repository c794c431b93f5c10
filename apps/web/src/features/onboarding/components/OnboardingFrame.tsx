import { Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STEPS, type ProfileStep } from '../steps.ts';

interface OnboardingFrameProps<Step extends ProfileStep> {
  steps: readonly Step[];
  index: number;
  /** Steps up to this index may be opened from the stepper. */
  reachable: number;
  onSelect: (step: Step) => void;
  children: ReactNode;
}

/** Labels under the icons, so six steps fit the card's width. */
function stepperStyles(iconSize: number) {
  return {
    steps: { alignItems: 'flex-start' },
    step: { flexDirection: 'column', alignItems: 'center', flexShrink: 1 },
    stepBody: { marginInlineStart: 0, marginTop: 6, textAlign: 'center', maxWidth: 96 },
    stepLabel: { fontSize: 'var(--mantine-font-size-xs)', lineHeight: 1.3 },
    separator: { marginInline: 4, marginTop: iconSize / 2 - 1, minWidth: 8 },
  } as const;
}

/** The sign-up steps of spec 2 (the account steps shown as done), the current step's heading and its form. */
export function OnboardingFrame<Step extends ProfileStep>({
  steps,
  index,
  reachable,
  onSelect,
  children,
}: OnboardingFrameProps<Step>) {
  const { t } = useTranslation();
  const withLabels = useMediaQuery('(min-width: 48em)', true);
  const iconSize = withLabels ? 32 : 26;
  const allSteps = [...ACCOUNT_STEPS, ...steps];
  const active = ACCOUNT_STEPS.length + index;
  const step = steps[index]!;

  return (
    <Stack gap="lg">
      <Stepper
        active={active}
        onStepClick={(position) => {
          const target = steps[position - ACCOUNT_STEPS.length];
          if (target) onSelect(target);
        }}
        size="sm"
        iconSize={iconSize}
        wrap={false}
        styles={stepperStyles(iconSize)}
        data-testid="onboarding-stepper"
      >
        {allSteps.map((name, position) => {
          const profileIndex = position - ACCOUNT_STEPS.length;
          const label = t(`onboarding.steps.${name}.label`);
          return (
            <Stepper.Step
              key={name}
              label={withLabels ? label : undefined}
              // Named by what it shows (its number and label); on a phone, where only the number shows, the
              // label joins it (WCAG 2.5.3).
              aria-label={withLabels ? undefined : `${position + 1} ${label}`}
              aria-current={position === active ? 'step' : undefined}
              allowStepSelect={profileIndex >= 0 && profileIndex <= reachable && position !== active}
            />
          );
        })}
      </Stepper>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} data-testid="onboarding-progress">
          {t('onboarding.progress', { current: active + 1, total: allSteps.length })}
        </Text>
        <Title order={1} size="h2">
          {t(`onboarding.steps.${step}.title`)}
        </Title>
        <Text c="dimmed">{t(`onboarding.steps.${step}.description`)}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
