import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NextStep {
  key: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
  titleKey: string;
  descriptionKey: string;
}

/** "What to do next": cards linking to the pages that move the user on. */
export function NextStepList({ steps }: { steps: NextStep[] }) {
  const { t } = useTranslation();
  if (!steps.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('home.nextSteps')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {steps.map(({ key, to, icon: Icon, titleKey, descriptionKey }) => (
          <UnstyledButton key={key} component={Link} to={to} data-testid={`next-step-${key}`}>
            <Paper withBorder p="md" radius="md" h="100%">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text fw={600}>{t(titleKey)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(descriptionKey)}
                  </Text>
                </Stack>
                <IconChevronRight size={18} />
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
