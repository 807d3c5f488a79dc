import { EMAIL_MAX_LENGTH } from '@inroad/contracts/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRequestLoginLink } from '../api/get-login-link.ts';

export const LINK_ERROR_MESSAGE = 'This login link has expired or was already used. Enter your email to get a new one.';
export const LINK_SENT_MESSAGE = 'Check your email for the login link!';

/** /login?mode=signup: the same link flow (the first sign-in of an address creates its account), in sign-up words. */
export type LoginMode = 'login' | 'signup';

export const SIGNUP_PATH = '/login?mode=signup';

const WORDING: Record<LoginMode, { title: string; intro: string; submit: string }> = {
  login: {
    title: 'Log in',
    intro: 'We e-mail you a link that signs you in. No password needed.',
    submit: 'Send login link',
  },
  signup: {
    title: 'Create your free account',
    intro: 'Enter your work e-mail and we send you a link: opening it creates your account and signs you in.',
    submit: 'Send sign-up link',
  },
};

interface LoginFormProps {
  mode: LoginMode;
  /** The server's link landing sends people back here with ?error=expired|invalid. */
  linkError: boolean;
}

export function LoginForm({ mode, linkError }: LoginFormProps) {
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

  // Switching between logging in and signing up brings the form back (also after a link was sent) and puts the
  // cursor in it; the address typed so far stays.
  const [shownMode, setShownMode] = useState(mode);
  const [focusEmail, setFocusEmail] = useState(false);
  if (shownMode !== mode) {
    setShownMode(mode);
    setSent(false);
    setFocusEmail(true);
  }
  useEffect(() => {
    if (!focusEmail) return;
    emailRef.current?.focus();
    setFocusEmail(false);
  }, [focusEmail]);

  const wording = WORDING[mode];

  return (
    <Stack gap="lg" w="100%" maw={400}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {wording.title}
        </Title>
        <Text c="dimmed">{wording.intro}</Text>
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
              {wording.submit}
            </Button>
          </Stack>
        </form>
      )}

      {mode === 'login' ? (
        <Text size="sm">
          New to Inroad?{' '}
          {/* Underlined: in a line of text a link's colour alone does not set it apart in the dark scheme. */}
          <Anchor component={Link} to={SIGNUP_PATH} underline="always">
            Sign Up for free
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" underline="always">
            Log in
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
