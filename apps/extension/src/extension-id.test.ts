import { createHash } from 'node:crypto';
import { EXTENSION_ID } from '@inroad/contracts/extension';
import { describe, expect, it } from 'vitest';
import { EXTENSION_PUBLIC_KEY } from '../manifest.config.ts';

describe('extension id', () => {
  it('is the id Chrome derives from the manifest key', () => {
    const digest = createHash('sha256').update(Buffer.from(EXTENSION_PUBLIC_KEY, 'base64')).digest('hex');
    const derived = [...digest.slice(0, 32)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
    expect(derived).toBe(EXTENSION_ID);
  });
});
