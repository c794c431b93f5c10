import { Group, Stack, Text, UnstyledButton } from '@mantine/core';

export interface TestValue {
  value: string;
  /** How the value reads (`4242 4242 4242 4242`). */
  display: string;
  /** What happens with it. */
  outcome: string;
}

interface TestValueListProps {
  label: string;
  values: TestValue[];
  /** Puts the value in the form's field. */
  onPick: (value: string) => void;
}

/**
 * The test values of the sandbox and what each does; a click fills the field. Each button is named by what it
 * shows (the value and its outcome), so that speech input can say what the eye reads (WCAG 2.5.3).
 */
export function TestValueList({ label, values, onPick }: TestValueListProps) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {values.map((item) => (
        <UnstyledButton
          key={item.value}
          onClick={() => onPick(item.value)}
          p="xs"
          style={{
            border: '1px dashed var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
          data-testid={`test-value-${item.value}`}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text ff="monospace" size="sm" fw={600}>
              {item.display}
            </Text>
            <Text size="sm" c="dimmed">
              {item.outcome}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
