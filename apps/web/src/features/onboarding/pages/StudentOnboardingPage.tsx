import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { takeRememberedPage } from '../../../app/router/remembered-page.ts';
import { type SessionUser, useSession } from '../../../app/session/index.ts';
import { AvatarStep } from '../components/AvatarStep.tsx';
import { GradeAddressForm } from '../components/GradeAddressForm.tsx';
import { OnboardingFrame } from '../components/OnboardingFrame.tsx';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm.tsx';
import { SubscriptionStep } from '../components/SubscriptionStep.tsx';
import { useWizardStep } from '../hooks/use-wizard-step.ts';
import { STUDENT_STEPS } from '../steps.ts';

function StudentWizard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { step, index, reachable, goTo, next, previous } = useWizardStep(STUDENT_STEPS, user);
  const goNext = () => next && goTo(next);
  const goBack = () => previous && goTo(previous);
  const finish = () => navigate(takeRememberedPage(), { replace: true });
  const continueLabel = t('onboarding.continue');

  return (
    <OnboardingFrame steps={STUDENT_STEPS} index={index} reachable={reachable} onSelect={goTo}>
      {step === 'personal_details' && (
        <PersonalDetailsForm user={user} submitLabel={continueLabel} onSaved={goNext} />
      )}
      {step === 'grade' && (
        <GradeAddressForm
          user={user}
          withGrade
          submitLabel={continueLabel}
          onSaved={goNext}
          onBack={goBack}
        />
      )}
      {step === 'subscription' && <SubscriptionStep onBack={goBack} onContinue={goNext} />}
      {step === 'avatar' && <AvatarStep user={user} onBack={goBack} onFinish={finish} />}
    </OnboardingFrame>
  );
}

/** `/auth/sign-up/student`: the student's profile steps after the e-mail is verified (spec 2). */
export default function StudentOnboardingPage() {
  const { user } = useSession();
  return user ? <StudentWizard user={user} /> : null;
}
