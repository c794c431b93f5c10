import {
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBooks,
  IconBuildingCommunity,
  IconChevronRight,
  IconCurrencyPound,
  IconMessageReport,
  IconScale,
  IconSchool,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseReviews } from '../../admin-courses/api.ts';
import { useTutorReviews } from '../api.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { ADMIN_PATHS } from '../paths.ts';

interface Section {
  key:
    | 'reviews'
    | 'courseReview'
    | 'users'
    | 'catalogue'
    | 'tenants'
    | 'payouts'
    | 'disputes'
    | 'messageReports';
  to: string;
  icon: ComponentType<{ size?: number }>;
}

const SECTIONS: Section[] = [
  { key: 'reviews', to: ADMIN_PATHS.reviews, icon: IconUserCheck },
  { key: 'courseReview', to: ADMIN_PATHS.courseReviews, icon: IconSchool },
  { key: 'users', to: ADMIN_PATHS.users, icon: IconUsers },
  { key: 'catalogue', to: ADMIN_PATHS.catalogue, icon: IconBooks },
  { key: 'tenants', to: ADMIN_PATHS.tenants, icon: IconBuildingCommunity },
  { key: 'payouts', to: ADMIN_PATHS.payouts, icon: IconCurrencyPound },
  { key: 'disputes', to: ADMIN_PATHS.disputes, icon: IconScale },
  { key: 'messageReports', to: ADMIN_PATHS.messageReports, icon: IconMessageReport },
];

/** How many wait in a review queue (`texts`: the i18n object with `counting` and `pending`). */
function PendingBadge({
  query: { data, isPending, isError },
  texts,
  testId,
}: {
  query: { data?: { pagination: { total: number } }; isPending: boolean; isError: boolean };
  texts: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (isPending) return <Loader size="xs" aria-label={t(`${texts}.counting`)} />;
  if (isError || !data) return null;
  const count = data.pagination.total;
  return (
    <Badge color={count ? 'yellow' : 'teal'} variant="light" size="lg" data-testid={testId}>
      {t(`${texts}.pending`, { count })}
    </Badge>
  );
}

function PendingCount() {
  return <PendingBadge query={useTutorReviews('pending', 1)} texts="admin.overview" testId="pending-count" />;
}

function PendingCoursesCount() {
  const query = useCourseReviews({ status: 'pending', courseType: null, page: 1 });
  return <PendingBadge query={query} texts="admin.courseReview" testId="course-pending-count" />;
}

/** `/admin`: the console's sections, with how many tutors, courses and skills wait for a review. */
export default function AdminOverviewPage() {
  const { t } = useTranslation();
  const extras: Partial<Record<Section['key'], ReactNode>> = {
    reviews: <PendingCount />,
    courseReview: <PendingCoursesCount />,
  };
  return (
    <Stack gap="lg" maw={1100}>
      <AdminPageHeader title={t('admin.overview.title')} description={t('admin.overview.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SECTIONS.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={Link} to={to} data-testid={`admin-section-${key}`}>
            <Paper withBorder p="lg" radius="md" h="100%">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} size="lg">
                    {t(`admin.${key}.title`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`admin.overview.sections.${key}`)}
                  </Text>
                  {extras[key] && <Group gap="xs">{extras[key]}</Group>}
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
