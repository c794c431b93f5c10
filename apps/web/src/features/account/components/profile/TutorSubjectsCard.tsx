import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../../app/session/index.ts';
import { formatMoney } from '../../../../ui/format.ts';
import { SubjectPriceItem } from '../../../../ui/SubjectPriceItem.tsx';
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
          <SubjectPriceItem
            key={price.subjectId}
            price={price}
            priceLabel={t('profile.perHour', { price: formatMoney(price.pricePerHour) })}
            testId="profile-subject"
          />
        ))}
      </Stack>
    </Paper>
  );
}
