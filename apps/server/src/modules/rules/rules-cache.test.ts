import type { Rule } from '@inroad/contracts/rule';
import { describe, expect, it } from 'vitest';
import { compiledRulesOf } from './rules-cache.ts';

const rules = (value: string): Rule[] => [
  { ruleType: 'keyword', field: 'content', inputs: [{ type: 'include', value }] },
];

describe('compiledRulesOf', () => {
  it('compiles a version once and recompiles when it changes', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const first = compiledRulesOf({ id: 'x', updatedAt: at, rules: rules('crm') });
    expect(compiledRulesOf({ id: 'x', updatedAt: at, rules: rules('crm') })).toBe(first);
    const edited = compiledRulesOf({ id: 'x', updatedAt: new Date(at.getTime() + 1), rules: rules('pipeline') });
    expect(edited).not.toBe(first);
    expect(edited.evaluate({ content: 'pipeline' }).pass).toBe(true);
    // Same timestamp, different rules (two edits in one millisecond): never the stale matcher.
    const sameMs = compiledRulesOf({ id: 'x', updatedAt: at, rules: rules('forecast') });
    expect(sameMs.evaluate({ content: 'forecast' }).pass).toBe(true);
  });
});
