import { Badge, Group, Stack, Text } from '@mantine/core';

interface PricedSubject {
  subject: { title: string; schoolYear: { title: string } | null };
  specialties: Array<{ id: number; title: string }>;
}

/** One subject a tutor teaches: its grade, the price label the caller words, and up to 3 specialties. */
export function SubjectPriceItem({
  price,
  priceLabel,
  testId,
}: {
  price: PricedSubject;
  priceLabel: string;
  testId?: string;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{price.subject.title}</Text>
          {price.subject.schoolYear && (
            <Text size="sm" c="dimmed">
              {price.subject.schoolYear.title}
            </Text>
          )}
        </div>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {priceLabel}
        </Text>
      </Group>
      {price.specialties.length > 0 && (
        <Group gap={6}>
          {price.specialties.map((specialty) => (
            <Badge key={specialty.id} variant="outline" color="kruPurple" tt="none">
              {specialty.title}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
