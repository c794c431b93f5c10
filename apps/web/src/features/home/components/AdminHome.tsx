import { IconShieldCheck } from '@tabler/icons-react';
import { NextStepList } from './NextStepList.tsx';

export function AdminHome() {
  return (
    <NextStepList
      steps={[
        {
          key: 'review',
          to: '/admin',
          icon: IconShieldCheck,
          titleKey: 'home.steps.review.title',
          descriptionKey: 'home.steps.review.text',
        },
      ]}
    />
  );
}
