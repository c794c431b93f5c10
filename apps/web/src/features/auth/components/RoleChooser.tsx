import type { SignUpRole } from '@kru/contract';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChalkboard, IconChevronRight, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/router/paths.ts';
import { AuthPageHeader } from './AuthPageHeader.tsx';

const ROLE_CHOICES: { role: SignUpRole; icon: typeof IconSchool; key: 'student' | 'tutor' }[] = [
  { role: 'student', icon: IconSchool, key: 'student' },
  { role: 'teacher', icon: IconChalkboard, key: 'tutor' },
];

/** Sign-up without a role: "I am a student" or "I am a tutor". */
export function RoleChooser() {
  const { t } = useTranslation();
  return (
    <>
      <AuthPageHeader title={t('auth.signUp.chooseTitle')} subtitle={t('auth.signUp.chooseSubtitle')} />
      <Stack gap="md">
        {ROLE_CHOICES.map(({ role, icon: Icon, key }) => (
          <UnstyledButton
            key={role}
            component={Link}
            to={`${PATHS.signUp}?role=${role}`}
            data-testid={`choose-${key}`}
          >
            <Paper withBorder p="md" radius="md">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon
                  size={44}
                  radius="md"
                  variant="light"
                  color={role === 'student' ? 'kruPurple' : 'kruPink'}
                >
                  <Icon size={24} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text fw={600}>{t(`auth.signUp.${key}Choice`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`auth.signUp.${key}ChoiceHint`)}
                  </Text>
                </Stack>
                <IconChevronRight size={18} />
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
      <Text size="sm" ta="center" mt="lg">
        {t('auth.signUp.haveAccount')}{' '}
        <Anchor component={Link} to={PATHS.signIn}>
          {t('auth.signUp.signInLink')}
        </Anchor>
      </Text>
    </>
  );
}
