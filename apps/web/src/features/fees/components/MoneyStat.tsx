import { Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../ui/format.ts';

interface MoneyStatProps {
  label: string;
  pounds: number;
  /** The main figure of a card is larger. */
  main?: boolean;
  testId: string;
}

/** A labelled amount; the label names the figure for screen readers and journeys (`getByTestId`). */
export function MoneyStat({ label, pounds, main = false, testId }: MoneyStatProps) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" id={`${testId}-label`}>
        {label}
      </Text>
      <Text
        fz={main ? 32 : 'xl'}
        fw={main ? 800 : 700}
        lh={1.1}
        aria-labelledby={`${testId}-label`}
        data-testid={testId}
        data-amount={pounds.toFixed(2)}
      >
        {formatMoney(pounds)}
      </Text>
    </Stack>
  );
}
