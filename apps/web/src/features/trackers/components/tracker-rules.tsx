import type { Rule } from '@inroad/contracts/rule';
import { Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { RULE_TYPE_LABELS } from '../../../components/ui/rules-editor.tsx';

/** Each rule as its type and its values, comma-separated: includes in green, excludes in red. */
export function TrackerRules({ rules }: { rules: readonly Rule[] }) {
  if (rules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No rules
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {rules.map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
        <Text key={index} size="sm">
          <Text span fw={600} size="sm">
            {RULE_TYPE_LABELS[rule.ruleType]}:{' '}
          </Text>
          {rule.inputs.map((input, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat across include and exclude
            <Fragment key={i}>
              {i > 0 && ', '}
              <Text
                span
                size="sm"
                c={input.type === 'include' ? 'green' : 'red'}
                title={input.type === 'include' ? 'Include' : 'Exclude'}
                data-rule-input={input.type}
              >
                {input.value}
              </Text>
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
