import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../session/session-store.ts';

type UserMenuButtonProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'> & { user: SessionUser };

/** The signed-in user's avatar and name: the user menu's button (UserMenu.tsx), also before the menu has loaded. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { user, ...props },
  ref,
) {
  const { t } = useTranslation();
  const name = user.fullName || user.email;
  return (
    <UnstyledButton ref={ref} data-testid="user-menu" {...props}>
      <Group gap={8} wrap="nowrap">
        <Avatar src={user.avatar} name={name} color="initials" radius="xl" size={36} aria-hidden />
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate aria-hidden>
          {name}
        </Text>
        <IconChevronDown size={16} aria-hidden />
        {/* Named by the hidden text, which starts with the name the button shows (WCAG 2.5.3). */}
        <VisuallyHidden>{t('nav.userMenuOf', { name })}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
});
