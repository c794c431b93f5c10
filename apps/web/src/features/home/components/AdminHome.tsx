import { IconShieldCheck } from '@tabler/icons-react';
import { ADMIN_PATHS } from '../../admin/paths.ts';
import { NextStepList } from './NextStepList.tsx';

export function AdminHome() {
  return (
    <NextStepList
      steps={[
        {
          key: 'review',
          to: ADMIN_PATHS.overview,
          icon: IconShieldCheck,
          titleKey: 'home.steps.review.title',
          descriptionKey: 'home.steps.review.text',
        },
      ]}
    />
  );
}
