import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Field {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; an empty value reads "Not given". */
export function FieldGrid({ fields }: { fields: Field[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <Box key={field.key} data-testid={`field-${field.key}`}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {field.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value === null || field.value === undefined || field.value === '' ? (
              <Text span c="dimmed" fs="italic">
                {t('admin.common.notGiven')}
              </Text>
            ) : (
              field.value
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
