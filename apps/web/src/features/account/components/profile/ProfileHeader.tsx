import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../app/session/index.ts';

const ROLE_KEYS = { student: 'roles.student', teacher: 'roles.tutor', admin: 'roles.admin' } as const;

/** The photo, name (with the tutor's title), role and e-mail at the top of the profile. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = user.fullName || user.email;
  const titledName =
    user.role === 'teacher' && user.title ? `${t(`profile.titles.${user.title}`)} ${name}` : name;
  return (
    <Paper withBorder p="lg" radius="md">
      <Group gap="lg" wrap="wrap">
        <Avatar
          src={user.avatar}
          alt={t('files.avatar.alt', { name })}
          name={name}
          color="initials"
          size={96}
          radius={96}
        />
        <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap="sm">
            <Title order={2} size="h3" data-testid="profile-name">
              {titledName}
            </Title>
            <Badge variant="light" color="kruPink">
              {t(ROLE_KEYS[user.role])}
            </Badge>
          </Group>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="profile-email">
            {user.email}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
