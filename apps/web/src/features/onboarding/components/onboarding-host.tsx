import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ONBOARDING_PARAM, useOnboardingDialogs } from '../hooks/use-onboarding-dialogs.ts';

// The dialogs load on demand so that they add nothing to the inbox's first load.
const OnboardingModal = lazy(() => import('./onboarding-modal.tsx').then((m) => ({ default: m.OnboardingModal })));
const WelcomeTourModal = lazy(() => import('./welcome-tour-modal.tsx').then((m) => ({ default: m.WelcomeTourModal })));

/** Mounted once in the main layout: shows the welcome tour or the onboarding wizard when due. */
export function OnboardingHost() {
  const { welcomeOpen, onboardingOpen } = useOnboardingDialogs();
  const [, setParams] = useSearchParams();

  const closeOnboarding = () =>
    setParams(
      (params) => {
        params.delete(ONBOARDING_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <Suspense fallback={null}>
      {welcomeOpen && <WelcomeTourModal opened />}
      {onboardingOpen && <OnboardingModal opened onClose={closeOnboarding} />}
    </Suspense>
  );
}
