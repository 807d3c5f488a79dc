import { EMAIL_MAX_LENGTH } from '@inroad/contracts/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useRequestLoginLink } from '../api/get-login-link.ts';

export const LINK_ERROR_MESSAGE = 'This login link has expired or was already used. Enter your email to get a new one.';
export const LINK_SENT_MESSAGE = 'Check your email for the login link!';

interface LoginFormProps {
  /** The server's link landing sends people back here with ?error=expired|invalid. */
  linkError: boolean;
}

export function LoginForm({ linkError }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const requestLink = useRequestLoginLink();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    requestLink.mutate(address, { onSuccess: () => setSent(true) });
  };

  const showForm = () => {
    setSent(false);
    // Wait for the form to be back in the document before focusing it.
    requestAnimationFrame(() => emailRef.current?.focus());
  };

  return (
    <Stack gap="lg" w="100%" maw={400}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Log in
        </Title>
        <Text c="dimmed">We e-mail you a link that signs you in. No password needed.</Text>
      </Stack>

      {linkError && !sent && (
        <Alert color="red" variant="light">
          {LINK_ERROR_MESSAGE}
        </Alert>
      )}

      {sent ? (
        <Alert color="green" variant="light" role="status">
          {LINK_SENT_MESSAGE}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} aria-label="Log in with email">
          <Stack gap="md">
            <TextInput
              ref={emailRef}
              type="email"
              label="Email"
              placeholder="you@company.com"
              autoComplete="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={requestLink.isPending} fullWidth>
              Send login link
            </Button>
          </Stack>
        </form>
      )}

      <Text size="sm">
        New to Inroad?{' '}
        <Anchor
          href="/login"
          onClick={(event) => {
            event.preventDefault();
            showForm();
          }}
        >
          Sign Up for free
        </Anchor>
      </Text>
    </Stack>
  );
}
