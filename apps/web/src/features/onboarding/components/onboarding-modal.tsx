import { COMPLETION_COUNTDOWN_S, RELOAD_DELAY_MS } from '@inroad/contracts/constants';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { requestFeedRefresh } from '../../../lib/extension-client.ts';
import { useSubmitOnboarding } from '../api/submit-onboarding.ts';
import { emptyDraft, type OnboardingDraft, toSubmission } from '../onboarding-draft.ts';
import { canGoBack, FIRST_STEP, nextStep, previousStep, STEPS, type Step, stepProblem } from '../onboarding-steps.ts';
import { AccountsStep } from './steps/accounts-step.tsx';
import { BuildingStep } from './steps/building-step.tsx';
import { CompetitorsStep } from './steps/competitors-step.tsx';
import { FeedContentStep } from './steps/feed-content-step.tsx';
import { InfluencersStep } from './steps/influencers-step.tsx';
import { ModeStep } from './steps/mode-step.tsx';
import { ReadyStep } from './steps/ready-step.tsx';
import type { StepProps } from './steps/step-props.ts';
import { TopicsStep } from './steps/topics-step.tsx';
import { WelcomeStep } from './steps/welcome-step.tsx';

export interface OnboardingModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the feed is built, just before the page reloads. */
  onComplete?: () => void;
  /** Reloads the page after completion; replaced in tests. */
  reloadPage?: () => void;
  initialStep?: Step;
}

function reloadWindow() {
  window.location.reload();
}

/** The onboarding wizard, steps 1-9 (spec engage.md §2, §4, §5). */
export function OnboardingModal({
  opened,
  onClose,
  onComplete,
  reloadPage = reloadWindow,
  initialStep = FIRST_STEP,
}: OnboardingModalProps) {
  const queryClient = useQueryClient();
  const submit = useSubmitOnboarding();
  const [step, setStep] = useState<Step>(initialStep);
  const [draft, setDraft] = useState<OnboardingDraft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (patch: Partial<OnboardingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const goTo = (target: Step) => {
    setProblem(null);
    setStep(target);
  };

  const next = () => {
    const found = stepProblem(step, draft);
    if (found) {
      setProblem(found);
      return;
    }
    goTo(nextStep(step, draft.feedPreferences));
  };

  const back = () => {
    const target = previousStep(step, draft.feedPreferences);
    if (target !== null) goTo(target);
  };

  const complete = async () => {
    const found = stepProblem(step, draft);
    if (found) {
      setProblem(found);
      return;
    }
    try {
      await submit.mutateAsync(toSubmission(draft));
    } catch {
      // Logged by the mutation; the user stays on this step and can try again.
      return;
    }
    void requestFeedRefresh();
    goTo(STEPS.building);
  };

  const finish = () => {
    void queryClient.invalidateQueries();
    onClose();
    onComplete?.();
    setTimeout(reloadPage, RELOAD_DELAY_MS);
  };

  const props: StepProps = { draft, update };
  const building = step === STEPS.building;

  return (
    <Modal
      opened={opened}
      onClose={building ? () => undefined : onClose}
      withCloseButton={!building}
      closeButtonProps={{ 'aria-label': 'Close onboarding' }}
      closeOnClickOutside={false}
      closeOnEscape={!building}
      size="xl"
      title={<Text fw={600}>Set up your feed</Text>}
      aria-label="Onboarding"
    >
      <Stack gap="md">
        {step === STEPS.mode && <ModeStep {...props} />}
        {step === STEPS.welcome && <WelcomeStep {...props} onChangeMode={() => goTo(STEPS.mode)} />}
        {step === STEPS.feedContent && <FeedContentStep {...props} />}
        {step === STEPS.topics && <TopicsStep {...props} />}
        {step === STEPS.competitors && <CompetitorsStep {...props} />}
        {step === STEPS.influencers && <InfluencersStep {...props} />}
        {step === STEPS.accounts && <AccountsStep {...props} />}
        {step === STEPS.ready && <ReadyStep {...props} />}
        {building && <BuildingStep seconds={COMPLETION_COUNTDOWN_S} onDone={finish} />}
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        {!building && (
          <Group justify="space-between">
            <div>
              {canGoBack(step) && (
                <Button variant="default" onClick={back}>
                  Back
                </Button>
              )}
            </div>
            {step === STEPS.ready ? (
              <Button onClick={() => void complete()} loading={submit.isPending}>
                Complete
              </Button>
            ) : (
              <Button onClick={next}>Next</Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
