import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3MediaStorage } from './media-storage.ts';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

function secondsUntil(expiresAt: Date): number {
  return Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in an S3-compatible bucket. The browser PUTs straight to a presigned URL bound to the key and the
 * content type (and the exact length when the client declared one); reads go through presigned GET links.
 */
export function createS3MediaStorage(config: S3StorageConfig): S3MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Otherwise the SDK adds checksum parameters to presigned URLs that a browser upload cannot satisfy.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',

    async uploadTarget(object, expiresAt) {
      const command = new PutObjectCommand({
        Bucket: config.bucket,
        Key: object.key,
        ContentType: object.contentType,
        ...(object.declaredBytes !== null ? { ContentLength: object.declaredBytes } : {}),
      });
      const signed = new Set(['content-type', ...(object.declaredBytes !== null ? ['content-length'] : [])]);
      const url = await getSignedUrl(client, command, {
        expiresIn: secondsUntil(expiresAt),
        signableHeaders: signed,
      });
      return { url, headers: { 'Content-Type': object.contentType } };
    },

    readLink(object, expiresAt) {
      const command = new GetObjectCommand({
        Bucket: config.bucket,
        Key: object.key,
        ResponseContentType: object.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: secondsUntil(expiresAt) });
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
