import type { Rule } from '@inroad/contracts/rule';
import { type CompiledRules, compileRules } from './rules-engine.ts';

/**
 * Compiled rules per tracker or source version. Compiling builds regular expressions, so it happens once per
 * version rather than once per post; an edit bumps updatedAt, which is part of the key, so a stale entry is
 * never used (it just ages out). Callers look a version up once per batch of posts, so the entry also keeps the
 * rules it was compiled from and is checked against them: two edits within one millisecond cannot collide.
 */
const CACHE_MAX = 5000;
const cache = new Map<string, { rulesJson: string; compiled: CompiledRules }>();

export interface RuleOwner {
  id: string;
  updatedAt: Date;
  rules: readonly Rule[];
}

export function compiledRulesOf(owner: RuleOwner): CompiledRules {
  const key = `${owner.id}@${owner.updatedAt.getTime()}`;
  const rulesJson = JSON.stringify(owner.rules);
  const hit = cache.get(key);
  if (hit && hit.rulesJson === rulesJson) {
    // Re-insert to keep the most recently used at the end (Map keeps insertion order).
    cache.delete(key);
    cache.set(key, hit);
    return hit.compiled;
  }
  const compiled = compileRules(owner.rules);
  cache.delete(key);
  cache.set(key, { rulesJson, compiled });
  if (cache.size > CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return compiled;
}
