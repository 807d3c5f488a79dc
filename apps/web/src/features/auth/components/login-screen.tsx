import { Center, SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoginForm } from './login-form.tsx';
import { LoginPromo } from './login-promo.tsx';

// The server's link landing names why a link was refused: expired, used or invalid.
const LINK_ERRORS = new Set(['expired', 'used', 'invalid']);

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const linkError = LINK_ERRORS.has(searchParams.get('error') ?? '');
  const mode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <LoginPromo />
      <Center p="xl" component="main">
        <LoginForm mode={mode} linkError={linkError} />
      </Center>
    </SimpleGrid>
  );
}
