// A real S3-protocol server for the tests (s3rver, in process on a free port, its data in a temporary
// folder): `startS3()` starts it, `bucket()` makes a fresh bucket and the S3 file store on it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { fileStoreFromEnv, type FileStore } from '../lib/files/index.ts';
import { loadApiEnv } from '../env.ts';

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  endpoint: string;
  /** A fresh bucket: its name, the environment that configures the shop on it, its store, its keys. */
  bucket(): Promise<{
    name: string;
    env: Record<string, string>;
    files: FileStore;
    keys(): Promise<string[]>;
  }>;
  close(): Promise<void>;
};

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'bazaar-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    async bucket() {
      const name = `bazaar-${randomBytes(5).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      const env = {
        FILE_STORE: 's3',
        S3_BUCKET: name,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_PUBLIC_URL: `${endpoint}/${name}/`,
      };
      return {
        name,
        env,
        // Configured the way the server is: through the environment.
        files: fileStoreFromEnv(loadApiEnv(env)),
        async keys() {
          const keys: string[] = [];
          let token: string | undefined;
          do {
            const r = await client.send(
              new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
            );
            keys.push(...(r.Contents ?? []).map((o) => o.Key!));
            token = r.IsTruncated ? r.NextContinuationToken : undefined;
          } while (token);
          return keys.sort();
        },
      };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
