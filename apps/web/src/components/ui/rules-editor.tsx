import { type DraftRule, defaultRuleField, RULE_VALUE_EMPTY_MESSAGE, type RuleType } from '@inroad/contracts/rule';
import { ActionIcon, Button, Divider, Group, Input, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { IconTrash } from '../icons.tsx';
import { EditableRows } from './editable-rows.tsx';

export const RULE_TYPE_LABELS: Record<RuleType, string> = { keyword: 'Keyword', ai: 'AI Summary' };

const INPUT_TYPE_OPTIONS = [
  { value: 'include', label: 'Include' },
  { value: 'exclude', label: 'Exclude' },
];

const PLACEHOLDERS: Record<RuleType, string> = {
  keyword: 'A keyword or phrase, e.g. sales automation',
  ai: 'A description, e.g. asks for a CRM recommendation',
};

export function newRule(ruleType: RuleType): DraftRule {
  return { ruleType, field: defaultRuleField(ruleType), inputs: [{ type: 'include', value: '' }] };
}

interface RulesEditorProps {
  rules: readonly DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  /** Show the blank-value error on empty fields (after the first save attempt). */
  showErrors?: boolean;
}

/** Keyword and AI Summary rules: each holds Include/Exclude values; rules combine with AND. */
export function RulesEditor({ rules, onChange, showErrors = false }: RulesEditorProps) {
  const updateRule = (index: number, rule: DraftRule) => onChange(rules.map((r, i) => (i === index ? rule : r)));

  return (
    <Input.Wrapper label="Rules" labelElement="div">
      <Stack gap="xs" mt={4}>
        {rules.length === 0 && (
          <Text size="sm" c="dimmed">
            No rules: every post passes.
          </Text>
        )}
        {rules.map((rule, ruleIndex) => {
          const n = ruleIndex + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules are identified by their position only
            <Fragment key={ruleIndex}>
              {ruleIndex > 0 && <Divider label="AND" labelPosition="center" />}
              <Paper withBorder p="sm" role="group" aria-label={`Rule ${n}: ${RULE_TYPE_LABELS[rule.ruleType]}`}>
                <Group justify="space-between" mb="xs">
                  <Text fw={600} size="sm">
                    {RULE_TYPE_LABELS[rule.ruleType]} rule
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove rule ${n}`}
                    onClick={() => onChange(rules.filter((_, i) => i !== ruleIndex))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
                <Stack gap="xs">
                  <EditableRows
                    values={rule.inputs}
                    onChange={(inputs) => updateRule(ruleIndex, { ...rule, inputs })}
                    renderFields={(input, inputIndex, set) => (
                      <>
                        <NativeSelect
                          aria-label={`Rule ${n} value ${inputIndex + 1} type`}
                          data={INPUT_TYPE_OPTIONS}
                          value={input.type}
                          onChange={(e) =>
                            set({ ...input, type: e.currentTarget.value === 'exclude' ? 'exclude' : 'include' })
                          }
                          w={110}
                        />
                        <TextInput
                          aria-label={`Rule ${n} value ${inputIndex + 1}`}
                          placeholder={PLACEHOLDERS[rule.ruleType]}
                          value={input.value}
                          onChange={(e) => set({ ...input, value: e.currentTarget.value })}
                          error={showErrors && input.value.trim() === '' ? RULE_VALUE_EMPTY_MESSAGE : undefined}
                          style={{ flex: 1 }}
                        />
                      </>
                    )}
                    removeLabel={(inputIndex) => `Remove rule ${n} value ${inputIndex + 1}`}
                    add={{
                      text: 'Add value',
                      ariaLabel: `Add value to rule ${n}`,
                      variant: 'subtle',
                      newValue: () => ({ type: 'include' as const, value: '' }),
                    }}
                  />
                </Stack>
              </Paper>
            </Fragment>
          );
        })}
        <Group gap="xs">
          <Button variant="light" size="compact-sm" onClick={() => onChange([...rules, newRule('keyword')])}>
            Add Keyword Rule
          </Button>
          <Button variant="light" size="compact-sm" onClick={() => onChange([...rules, newRule('ai')])}>
            Add AI Summary Rule
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
