import { TAGLINE } from '@inroad/contracts/constants';
import { Badge, Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCompleteWelcomeScreen } from '../api/complete-welcome-screen.ts';

interface TourStep {
  key: 'welcome' | 'aggregate' | 'prioritize' | 'engage' | 'create' | 'distribute';
  title: string;
  text: string;
  comingSoon?: boolean;
}

const WELCOME: TourStep = { key: 'welcome', title: 'Welcome to Inroad', text: `${TAGLINE} Here is how it works.` };

/** The six steps of the welcome tour (create-and-account.md §2). */
export const TOUR_STEPS: readonly TourStep[] = [
  WELCOME,
  {
    key: 'aggregate',
    title: 'Aggregate',
    text: 'Inroad gathers the posts of the LinkedIn and Reddit feeds you follow (topics, competitors, influencers, target accounts) into one inbox.',
  },
  {
    key: 'prioritize',
    title: 'Prioritize',
    text: 'Rules and trackers tag what matters, and the Priority Inbox puts the posts most worth your time first.',
  },
  {
    key: 'engage',
    title: 'Engage',
    text: 'Like, comment with AI suggestions, follow and connect with the authors, find their e-mail address, and keep up with your daily goals.',
  },
  {
    key: 'create',
    title: 'Create',
    text: 'Plan your own content, turn ideas into posts with AI drafts, and schedule them.',
  },
  {
    key: 'distribute',
    title: 'Distribute',
    text: 'Share your posts across your networks from one place.',
    comingSoon: true,
  },
];

/** The welcome tour, shown until the user has been through it once. */
export function WelcomeTourModal({ opened }: { opened: boolean }) {
  const [index, setIndex] = useState(0);
  const complete = useCompleteWelcomeScreen();
  const step = TOUR_STEPS[index] ?? WELCOME;
  const last = index === TOUR_STEPS.length - 1;
  const finish = () => complete.mutate();

  return (
    <Modal
      opened={opened}
      onClose={finish}
      closeButtonProps={{ 'aria-label': 'Skip the tour' }}
      centered
      size="lg"
      title={`Step ${index + 1} of ${TOUR_STEPS.length}`}
    >
      <Stack gap="md">
        <Progress value={((index + 1) / TOUR_STEPS.length) * 100} size="sm" aria-hidden />
        <Group gap="xs">
          <Title order={3}>{step.title}</Title>
          {step.comingSoon && (
            <Badge variant="light" color="gray">
              Coming soon
            </Badge>
          )}
        </Group>
        <Text>{step.text}</Text>
        <Group justify="space-between">
          <div>
            {index > 0 && (
              <Button variant="default" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
          </div>
          {last ? (
            <Button onClick={finish} loading={complete.isPending}>
              Get Started
            </Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>Next</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
