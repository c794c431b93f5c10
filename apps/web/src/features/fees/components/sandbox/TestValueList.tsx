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
  /** Names each button: "Use 4242 4242 4242 4242 (the payment succeeds)". */
  pickLabel: (item: TestValue) => string;
}

/** The test values of the sandbox and what each does; a click fills the field. */
export function TestValueList({ label, values, onPick, pickLabel }: TestValueListProps) {
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {values.map((item) => (
        <UnstyledButton
          key={item.value}
          onClick={() => onPick(item.value)}
          aria-label={pickLabel(item)}
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
