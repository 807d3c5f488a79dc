import type { EmailTemplate } from '@inroad/contracts/email-template';
import type { ExperienceEntry } from '@inroad/contracts/network';
import type { Post } from '@inroad/contracts/post';
import { Anchor, Badge, Button, CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { IconCheck } from '../../../components/icons.tsx';
import { EmailLookupNotMade, useFindEmail, useLogEmail } from '../api/find-email.ts';
import { composeEmail, LONG_BODY_MESSAGES, type MailClient, openComposeWindow } from '../compose.ts';
import { TemplatePicker } from './template-picker.tsx';

interface EmailLookupProps {
  post: Post;
  entry: ExperienceEntry;
}

/**
 * 'Find email address' for one company: unknown, looking, then found (compose in Gmail or Outlook, then 'Log
 * Sent Email') or not found. A lookup that could not be made (the website unread, the services down) is neither:
 * it says why and offers 'Try again'. The logged state belongs to this company only.
 */
export function EmailLookup({ post, entry }: EmailLookupProps) {
  const find = useFindEmail();
  const log = useLogEmail();
  const [composed, setComposed] = useState(false);
  const result = find.data;

  if (find.isPending) {
    return (
      <Group gap={6}>
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Finding email address…
        </Text>
      </Group>
    );
  }
  if (!result) {
    const notMade = find.error instanceof EmailLookupNotMade ? find.error.message : null;
    const findButton = (
      <Anchor
        component="button"
        type="button"
        size="sm"
        disabled={!post.posterName}
        onClick={() => find.mutate({ post, entry })}
      >
        {notMade ? 'Try again' : 'Find email address'}
      </Anchor>
    );
    if (!notMade) return findButton;
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          {notMade}
        </Text>
        {findButton}
      </Group>
    );
  }
  if (result.status !== 'found' || !result.email) {
    return (
      <Text size="sm" c="dimmed">
        {result.status === 'no_website' ? 'No company website found' : 'No email found'}
      </Text>
    );
  }

  const email = result.email;
  const compose = (client: MailClient, template: EmailTemplate | null) => {
    void openComposeWindow(client, composeEmail(template, { email, fullName: post.posterName })).then((body) => {
      if (body === 'in-link') return;
      // The compose window covers the app: the notice stays until the user has read it.
      notifications.show({
        color: body === 'cut' ? 'yellow' : 'blue',
        message: LONG_BODY_MESSAGES[body],
        autoClose: false,
      });
    });
    setComposed(true);
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <CopyButton value={email}>
          {({ copied, copy }) => (
            <Anchor component="button" type="button" size="sm" fw={600} onClick={copy} title="Copy the address">
              {email}
              {copied && <IconCheck size={12} aria-label="Copied" />}
            </Anchor>
          )}
        </CopyButton>
        {!result.verified && (
          <Badge size="xs" variant="light" color="gray" title="A likely address, not confirmed by the mail server">
            unverified
          </Badge>
        )}
        <TemplatePicker client="gmail" onPick={(template) => compose('gmail', template)} />
        <TemplatePicker client="outlook" onPick={(template) => compose('outlook', template)} />
      </Group>
      {composed &&
        (log.isSuccess ? (
          <Button
            size="compact-xs"
            variant="light"
            color="green"
            leftSection={<IconCheck size={12} aria-hidden />}
            disabled
            w="fit-content"
          >
            Email Logged
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="light"
            w="fit-content"
            loading={log.isPending}
            onClick={() => log.mutate({ post, companyId: entry.companyLinkedinId, email })}
          >
            Log Sent Email
          </Button>
        ))}
    </Stack>
  );
}
