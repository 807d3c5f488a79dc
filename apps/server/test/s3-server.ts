import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestS3 = {
  /** S3_* settings that point Inroad at this server. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
};

/**
 * The bucket's CORS rules for a browser on `origin`: uploads (PUT with its content type) and reads, as the README
 * asks of a real bucket.
 */
function corsRules(origin: string): string {
  return `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;
}

/**
 * An S3-compatible server (s3rver) on loopback with one empty bucket, checking signatures like S3 does. With
 * `browserOrigin`, the bucket lets a browser on that origin upload and read (CORS), as a browser journey needs.
 */
export async function startTestS3(bucket = 'inroad-media', options: { browserOrigin?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'inroad-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: options.browserOrigin ? [corsRules(options.browserOrigin)] : [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
