import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../app/session/session-store.ts';

const ROLE_KEYS = { student: 'roles.student', teacher: 'roles.tutor', admin: 'roles.admin' } as const;

export function WelcomeHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.firstName || user.fullName || user.email;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2" data-testid="welcome-title">
          {t('home.welcome', { name })}
        </Title>
        <Badge variant="light" color="kruPink">
          {t(ROLE_KEYS[user.role])}
        </Badge>
      </Group>
      <Text c="dimmed">{t(`home.intro.${user.role}`)}</Text>
    </Stack>
  );
}
