// The file store on any S3-protocol object store (AWS S3, MinIO, R2, …) through @aws-sdk/client-s3. Objects are
// read by browsers at S3_PUBLIC_URL + key (a public bucket or a CDN in front of it); the API only writes them.
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { FileStore } from './index.ts';
import { checkKey, withSlash } from './key.ts';

export type S3Settings = {
  bucket: string;
  /** The store's API; AWS's own when unset. */
  endpoint?: string;
  region: string;
  /** Else the AWS SDK's own chain (AWS_* variables, an instance's role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicUrl: string;
  forcePathStyle: boolean;
};

/** Our keys never change content (a new picture gets a new random name), like /uploads/ (server/http.ts). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Sdk = typeof S3Sdk;

export function s3FileStore(s: S3Settings): FileStore {
  // The SDK is loaded on first use: a shop on its local folder never loads it.
  let made: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const ready = () =>
    (made ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials: s.credentials,
        // Checksums only where the protocol asks for them: stores other than AWS (s3rver, older MinIO…)
        // refuse or ignore the SDK's default CRC32 trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const base = withSlash(s.publicUrl);
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const Key = checkKey(key);
      const { sdk, client } = await ready();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: s.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      const Key = checkKey(key);
      const { sdk, client } = await ready();
      try {
        const r = await client.send(new sdk.GetObjectCommand({ Bucket: s.bucket, Key }));
        return r.Body ? await r.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (
          err instanceof sdk.S3ServiceException &&
          (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
        )
          return null;
        throw err;
      }
    },
    async delete(key) {
      const Key = checkKey(key);
      const { sdk, client } = await ready();
      // S3 answers 204 for a key that is not there.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s.bucket, Key }));
    },
    url: (key) => `${base}${key}`,
  };
}
