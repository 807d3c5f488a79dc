import { Platform } from '@inroad/contracts/integrations';
import { Alert, Anchor, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { oauthStartUrl } from '../api/integrations.ts';

/**
 * /integration/add?type={platform}: hands the browser to the server, which starts the network's sign-in (the
 * state lives in a cookie only the server can read, so this page holds nothing).
 */
export function IntegrationAddScreen() {
  const [params] = useSearchParams();
  const platform = Platform.safeParse(params.get('type'));
  const name = params.get('name') ?? undefined;
  const id = params.get('id') ? Number(params.get('id')) : undefined;
  const target = platform.success ? oauthStartUrl({ platform: platform.data, name, id }) : null;
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  if (!target) {
    return (
      <Alert color="red" title="Unknown platform" maw={560}>
        This address names no network Inroad connects to: LinkedIn or Reddit. Add the integration from{' '}
        <Anchor component={Link} to="/integrations" inherit c="inherit" underline="always">
          Integrations
        </Anchor>
        .
      </Alert>
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Opening the network's sign-in">
      <Loader size="sm" />
    </Center>
  );
}
