import type { EmailTemplate } from '@inroad/contracts/email-template';
import { Anchor, Box, Button, Divider, Loader, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconBrandGmail, IconMail } from '../../../components/icons.tsx';
import { Dropdown, moveMenuFocus } from '../../../components/ui/dropdown.tsx';
import { useEmailTemplates } from '../../../lib/email-templates.ts';
import { MAIL_CLIENT_LABELS, type MailClient } from '../compose.ts';

interface TemplatePickerProps {
  client: MailClient;
  /** null: 'Blank Email'. */
  onPick: (template: EmailTemplate | null) => void;
}

function Option({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <UnstyledButton
      role="menuitem"
      display="block"
      w="100%"
      px="sm"
      py={6}
      fz="sm"
      style={{ borderRadius: 4, overflowWrap: 'anywhere' }}
      onClick={onClick}
    >
      {label}
    </UnstyledButton>
  );
}

/** A Gmail or Outlook button opening 'Select Email Template': 'Blank Email' and the user's templates by name. */
export function TemplatePicker({ client, onPick }: TemplatePickerProps) {
  const templates = useEmailTemplates();
  const label = MAIL_CLIENT_LABELS[client];
  return (
    <Dropdown
      label="Select Email Template"
      width={260}
      target={(props) => (
        <Button
          {...props}
          onClick={() => {
            // Read afresh at each opening: 'Manage email templates' edits them in another tab, whose changes never
            // reach this tab's cache.
            if (!props['aria-expanded']) void templates.refetch();
            props.onClick();
          }}
          size="compact-xs"
          variant="default"
          leftSection={
            client === 'gmail' ? <IconBrandGmail size={14} aria-hidden /> : <IconMail size={14} aria-hidden />
          }
        >
          {label}
        </Button>
      )}
    >
      {(close) => {
        const pick = (template: EmailTemplate | null) => {
          close();
          onPick(template);
        };
        return (
          <Box>
            <Text size="xs" fw={700} c="dimmed" px="sm" py={4}>
              Select Email Template
            </Text>
            <ScrollArea.Autosize mah="12rem" type="auto">
              {/* The choices are a menu (menu items belong in one), moved through with the arrows. */}
              <Box role="menu" aria-label="Email templates" onKeyDown={moveMenuFocus}>
                <Option label="Blank Email" onClick={() => pick(null)} />
                {templates.data?.map((template) => (
                  <Option key={template.id} label={template.name} onClick={() => pick(template)} />
                ))}
              </Box>
              {templates.isPending ? (
                <Loader role="status" size="xs" m="sm" aria-label="Loading templates" />
              ) : (
                (templates.data ?? []).length === 0 && (
                  <Text size="sm" c="dimmed" px="sm" py={6}>
                    No templates available
                  </Text>
                )
              )}
            </ScrollArea.Autosize>
            <Divider my={4} />
            <Anchor
              href="/settings?tab=email-templates"
              target="_blank"
              rel="noopener"
              size="xs"
              px="sm"
              py={4}
              display="block"
            >
              Manage email templates
            </Anchor>
          </Box>
        );
      }}
    </Dropdown>
  );
}
