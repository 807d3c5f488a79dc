import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, readDotEnv } from './config.ts';

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

  it("sizes the embedded database's buffer cache in whole megabytes, PGlite's default when unset", () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '16MB' }).pgliteSharedBuffers).toBe('16MB');
    for (const wrong of ['16', '0MB', '1.5MB', '16 MB', "16MB' -c fsync=off"]) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: wrong })).toThrow(
        /PGLITE_SHARED_BUFFERS: must be a whole number/,
      );
    }
  });
});

describe('proxies and mail', () => {
  it('keeps gathered posts longer than the inbox looks back (30 days)', () => {
    expect(loadConfig({}).retention.postDays).toBe(90);
    expect(() => loadConfig({ POST_RETENTION_DAYS: '30' })).toThrow(/POST_RETENTION_DAYS/);
    expect(() => loadConfig({ MEDIA_URL_TTL_SECONDS: '7200', MEDIA_UNATTACHED_HOURS: '1' })).toThrow(
      /MEDIA_URL_TTL_SECONDS must be shorter than MEDIA_UNATTACHED_HOURS/,
    );
    expect(loadConfig({ MEDIA_URL_TTL_SECONDS: '3599', MEDIA_UNATTACHED_HOURS: '1' }).media.urlTtlSeconds).toBe(3599);
    expect(loadConfig({ POST_RETENTION_DAYS: '31' }).retention.postDays).toBe(31);
  });

  it('trusts no proxy unless TRUST_PROXY says how many hops or which addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to send mail through SMTP_URL without PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/SMTP_URL is set but PUBLIC_URL/);
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://inroad.example.com/' });
    expect(config.publicUrl).toBe('https://inroad.example.com');
  });
});

describe('readDotEnv', () => {
  it('takes the settings of a .env file in the folder, and leaves those already set', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'inroad-dotenv-'));
    try {
      writeFileSync(path.join(folder, '.env'), 'INROAD_DOTENV_NEW=from-file\nINROAD_DOTENV_SET=from-file\n');
      process.env.INROAD_DOTENV_SET = 'from-environment';
      readDotEnv(folder);
      expect(process.env.INROAD_DOTENV_NEW).toBe('from-file');
      expect(process.env.INROAD_DOTENV_SET).toBe('from-environment');
      // No file: nothing happens.
      readDotEnv(path.join(folder, 'missing'));
    } finally {
      delete process.env.INROAD_DOTENV_NEW;
      delete process.env.INROAD_DOTENV_SET;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
