import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

interface BuildingStepProps {
  seconds: number;
  /** Called once, when the countdown reaches 0. */
  onDone: () => void;
}

/** Step 9: a short countdown while the extension starts fetching the new feeds. */
export function BuildingStep({ seconds, onDone }: BuildingStepProps) {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) done.current();
  }, [left]);

  return (
    <Stack align="center" py="lg">
      <Loader />
      <Title order={3}>Building your feed...</Title>
      <Text aria-live="polite">
        Your inbox opens in {left} {left === 1 ? 'second' : 'seconds'}.
      </Text>
    </Stack>
  );
}
