import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { takeRememberedPage } from '../../../app/router/remembered-page.ts';
import { type SessionUser, useSession } from '../../../app/session/index.ts';
import { OnboardingFrame } from '../components/OnboardingFrame.tsx';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm.tsx';
import { SubjectPricesForm } from '../components/SubjectPricesForm.tsx';
import { TutorDocumentsStep } from '../components/TutorDocumentsStep.tsx';
import { useWizardStep } from '../hooks/use-wizard-step.ts';
import { TUTOR_STEPS } from '../steps.ts';

function TutorWizard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { step, index, reachable, goTo, next, previous } = useWizardStep(TUTOR_STEPS, user);
  const goNext = () => next && goTo(next);
  const goBack = () => previous && goTo(previous);
  const finish = () => navigate(takeRememberedPage(), { replace: true });
  const continueLabel = t('onboarding.continue');

  return (
    <OnboardingFrame steps={TUTOR_STEPS} index={index} reachable={reachable} onSelect={goTo}>
      {step === 'personal_details' && (
        <PersonalDetailsForm user={user} submitLabel={continueLabel} onSaved={goNext} />
      )}
      {step === 'grade_prices' && (
        <SubjectPricesForm user={user} submitLabel={continueLabel} onSaved={goNext} onBack={goBack} />
      )}
      {step === 'success' && <TutorDocumentsStep user={user} onBack={goBack} onFinish={finish} />}
    </OnboardingFrame>
  );
}

/** `/auth/sign-up/tutor`: the tutor's profile steps after the e-mail is verified (spec 2). */
export default function TutorOnboardingPage() {
  const { user } = useSession();
  return user ? <TutorWizard user={user} /> : null;
}
