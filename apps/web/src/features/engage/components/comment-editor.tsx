import { Button, Group, Textarea } from '@mantine/core';
import type { KeyboardEvent, ReactNode, Ref } from 'react';

export const COMMENT_PLACEHOLDER = 'Write a comment... (Ctrl+Enter to submit)';

interface CommentEditorProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (text: string) => void;
  submitLabel: string;
  pending: boolean;
  label: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  onCancel?: () => void;
  /** Extra actions beside the buttons (the 'AI suggestion' link). */
  aside?: ReactNode;
}

/** A comment's text with its submit button: blank text (after trimming) cannot be sent; Ctrl/Cmd+Enter sends. */
export function CommentEditor(props: CommentEditorProps) {
  const { value, onChange, onSubmit, submitLabel, pending, label, textareaRef, onCancel, aside } = props;
  const blank = value.trim() === '';
  const submit = () => {
    if (!blank && !pending) onSubmit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        ref={textareaRef}
        aria-label={label}
        placeholder={COMMENT_PLACEHOLDER}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <div>{aside}</div>
        <Group gap="xs" wrap="nowrap">
          {onCancel && (
            <Button variant="default" size="compact-sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="compact-sm" disabled={blank} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
