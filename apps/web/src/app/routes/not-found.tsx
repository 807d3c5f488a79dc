import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { HOME_PATH } from '../home-path.ts';

export function NotFoundRoute() {
  return (
    <>
      <PageHeader title="Page not found" />
      <Text>
        There is nothing at this address.{' '}
        <Anchor component={Link} to={HOME_PATH}>
          Go to the Priority Inbox
        </Anchor>
      </Text>
    </>
  );
}
