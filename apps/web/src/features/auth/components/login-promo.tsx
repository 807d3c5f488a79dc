import { TAGLINE } from '@inroad/contracts/constants';
import { Stack, Text, Title } from '@mantine/core';

/** What Inroad is, beside the sign-in form: a landmark of its own, so no content of the page lies outside one. */
export function LoginPromo() {
  return (
    <Stack
      component="aside"
      aria-label="About Inroad"
      justify="center"
      gap="lg"
      p={{ base: 'xl', md: 48 }}
      h="100%"
      bg="var(--mantine-primary-color-filled)"
      c="var(--mantine-primary-color-contrast)"
    >
      <Text component="p" fw={800} fz={40} lh={1}>
        Inroad
      </Text>
      <Title order={2} fz={{ base: 24, md: 32 }} fw={700} maw={480}>
        {TAGLINE}
      </Title>
      <Text maw={480}>
        Your feeds from LinkedIn and Reddit in one prioritised inbox, with the people worth talking to on top.
      </Text>
    </Stack>
  );
}
