import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../app/session/index.ts';
import { formatMoney } from '../../../../ui/format.ts';
import { PROFILE_UPDATE_PATH } from '../../paths.ts';

/** The subjects a tutor teaches: grade, price per hour and specialties. */
export function TutorSubjectsCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.sections.subjects')}
        </Title>
        {user.subjectPrices.length === 0 && (
          <Text c="dimmed">
            {t('profile.noSubjects')}{' '}
            <Anchor component={Link} to={`${PROFILE_UPDATE_PATH}?section=subjects`}>
              {t('profile.addSubjects')}
            </Anchor>
          </Text>
        )}
        {user.subjectPrices.map((price) => (
          <Stack key={price.subjectId} gap={6} data-testid="profile-subject">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{price.subject.title}</Text>
                {price.subject.schoolYear && (
                  <Text size="sm" c="dimmed">
                    {price.subject.schoolYear.title}
                  </Text>
                )}
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {t('profile.perHour', { price: formatMoney(price.pricePerHour) })}
              </Text>
            </Group>
            {price.specialties.length > 0 && (
              <Group gap={6}>
                {price.specialties.map((specialty) => (
                  <Badge key={specialty.id} variant="outline" color="kruPurple" tt="none">
                    {specialty.title}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
