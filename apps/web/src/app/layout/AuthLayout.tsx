import { Anchor, Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MARKETING_LINKS } from '../config.ts';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';
import { TenantName } from './TenantName.tsx';

const WIDTHS = { narrow: 480, wide: 760 } as const;

/**
 * Signed-out and onboarding pages: the wordmark, the language switcher and the page in a centred card
 * (`children` instead of the route's page when given).
 */
export function AuthLayout({ width, children }: { width: keyof typeof WIDTHS; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-kruPurple-0) 0%, var(--mantine-color-white) 55%, var(--mantine-color-kruPink-0) 100%)',
      }}
    >
      <Container size={WIDTHS[width]} px="md" py={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" mb="lg" component="header" wrap="nowrap">
          <Group gap={8} wrap="nowrap" miw={0}>
            <Logo />
            <TenantName />
          </Group>
          <Box style={{ flexShrink: 0 }}>
            <LanguageSwitcher />
          </Box>
        </Group>
        <Paper
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          withBorder
          shadow="sm"
          p={{ base: 'lg', sm: 'xl' }}
        >
          {children ?? <Outlet />}
        </Paper>
        <Group justify="center" gap="lg" mt="lg" component="footer">
          <Anchor href={MARKETING_LINKS.home} size="sm" c="dimmed" target="_blank" rel="noopener">
            {t('footer.about')}
          </Anchor>
          <Anchor href={MARKETING_LINKS.terms} size="sm" c="dimmed" target="_blank" rel="noopener">
            {t('footer.terms')}
          </Anchor>
          <Anchor href={MARKETING_LINKS.faq} size="sm" c="dimmed" target="_blank" rel="noopener">
            {t('footer.faq')}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
