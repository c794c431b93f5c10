import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface InfoItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** A titled card of label/value pairs (a description list); an empty value reads "Not added yet". */
export function InfoCard({
  title,
  items,
  children,
}: {
  title: string;
  items?: InfoItem[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {items && (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
            {items.map((item) => (
              <Box key={item.key} data-testid={`profile-${item.key}`}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {item.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {item.value || (
                    <Text span c="dimmed" fs="italic">
                      {t('profile.notAdded')}
                    </Text>
                  )}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
