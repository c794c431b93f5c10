import { Anchor, Box, Container, Group, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MARKETING_LINKS } from '../config.ts';
import { LanguageSwitcher } from '../LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';

const WIDTHS = { narrow: 480, wide: 760 } as const;

/** Signed-out and onboarding pages: the wordmark, the language switcher and the page in a centred card. */
export function AuthLayout({ width }: { width: keyof typeof WIDTHS }) {
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
        <Group justify="space-between" mb="lg" component="header">
          <Logo />
          <LanguageSwitcher />
        </Group>
        <Paper component="main" withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
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
