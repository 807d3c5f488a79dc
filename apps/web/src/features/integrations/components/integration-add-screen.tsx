import { INTEGRATION_NAME_MAX, OAuthStartQuery } from '@inroad/contracts/integrations';
import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { oauthStartUrl } from '../api/integrations.ts';

/**
 * /integration/add?type={platform}: hands the browser to the server, which starts the network's sign-in (the
 * state lives in a cookie only the server can read, so this page holds nothing). An address the server would refuse
 * (one made by hand) is explained here, where the user can go on from.
 */
export function IntegrationAddScreen() {
  const [params] = useSearchParams();
  const query = OAuthStartQuery.safeParse(Object.fromEntries(params));
  const target = query.success
    ? oauthStartUrl({ platform: query.data.type, name: query.data.name, id: query.data.id })
    : null;
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  if (!query.success) {
    const unknownPlatform = query.error.issues.some((issue) => issue.path[0] === 'type');
    return unknownPlatform ? (
      <Refusal title="Unknown platform">This address names no network Inroad connects to: LinkedIn or Reddit.</Refusal>
    ) : (
      <Refusal title="Connection not started">
        This address is not one Inroad makes for a connection: {whatIsWrong(query.error.issues[0])}.
      </Refusal>
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Opening the network's sign-in">
      <Loader size="sm" />
    </Center>
  );
}

/** The first thing wrong with the address, in words: the schema's own messages are written for API clients. */
function whatIsWrong(issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === 'unrecognized_keys') return `it carries ${issue.keys.join(', ')}, which Inroad does not use`;
  if (issue?.path[0] === 'id') return 'the integration to reconnect is not a whole number';
  if (issue?.path[0] === 'name') return `the name is empty or longer than ${INTEGRATION_NAME_MAX} characters`;
  return issue?.message ?? 'it is malformed';
}

function Refusal({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" title={title} maw={560}>
      {children} Add the integration from{' '}
      <Anchor component={Link} to="/integrations" inherit c="inherit" underline="always">
        Integrations
      </Anchor>
      .
    </Alert>
  );
}
