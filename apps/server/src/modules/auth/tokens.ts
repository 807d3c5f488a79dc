import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit secret, URL-safe (43 characters). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret. SHA-256 suffices: the secret has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
