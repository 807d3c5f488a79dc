import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts from .env.example as it stands: its empty values mean unset', () => {
    const example = parseEnv(readFileSync(path.join(import.meta.dirname, '../../../.env.example'), 'utf8'));
    const config = loadConfig(example);
    expect(config.publicUrl).toBeUndefined();
    expect(config.ai.baseUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('treats an empty value as unset and still refuses a wrong one, naming it', () => {
    expect(loadConfig({ AI_BASE_URL: '', PORT: '' }).port).toBe(3000);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url' })).toThrow('AI_BASE_URL: Invalid URL');
    expect(() => loadConfig({ WORKERS: 'sometimes' })).toThrow(/WORKERS/);
  });
});
