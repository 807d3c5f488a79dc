import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of Inroad's own media URLs (local storage): an upload URL binds one object, its content type,
 * its size limit and an expiry; a read link binds one object and an expiry. The key is derived for this use
 * only (see deriveKey), so no other signed value of Inroad passes here.
 */

export interface UploadGrant {
  mediaId: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
}

export interface ReadGrant {
  mediaId: string;
  expires: number;
}

function sign(key: Buffer, parts: (string | number)[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signUpload(key: Buffer, grant: UploadGrant): string {
  return sign(key, ['put', grant.mediaId, grant.contentType, grant.maxBytes, grant.expires]);
}

export function verifyUpload(key: Buffer, grant: UploadGrant, signature: string): boolean {
  return same(signUpload(key, grant), signature);
}

export function signRead(key: Buffer, grant: ReadGrant): string {
  return sign(key, ['get', grant.mediaId, grant.expires]);
}

export function verifyRead(key: Buffer, grant: ReadGrant, signature: string): boolean {
  return same(signRead(key, grant), signature);
}
