import { useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.ts';

/** /posts?onboarding=1 opens the wizard (the Feeds screen's Source Wizard and the inbox's Quick Start link here). */
export const ONBOARDING_PARAM = 'onboarding';

export interface OnboardingDialogs {
  welcomeOpen: boolean;
  onboardingOpen: boolean;
}

/**
 * Which onboarding dialog is up: the welcome tour until it has been completed, then the wizard when the URL
 * asks for it. One at a time, the tour first.
 */
export function useOnboardingDialogs(): OnboardingDialogs {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  if (!user) return { welcomeOpen: false, onboardingOpen: false };
  const welcomeOpen = !user.metadata.welcomeModalComplete;
  const requested = location.pathname === '/posts' && params.get(ONBOARDING_PARAM) === '1';
  return { welcomeOpen, onboardingOpen: !welcomeOpen && requested };
}
