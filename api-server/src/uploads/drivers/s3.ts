/**
 * Pictures in an S3-compatible bucket, so every instance serves every picture. Credentials come
 * from the AWS SDK's standard sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an
 * instance role). Checksums only when the service requires them: with the SDK's default, a
 * streamed upload is sent with aws-chunked framing, which some S3-compatible servers store inside
 * the object.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** Tests pass fixed credentials; otherwise the SDK's standard sources. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404));

export function createS3BlobStore(settings: S3Settings): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  return {
    client,
    async put(key, body, size) {
      const length = Buffer.isBuffer(body) ? body.length : size;
      if (length === undefined) throw new Error('a streamed upload needs its size');
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body as Buffer | Readable, ContentLength: length, ContentType: 'image/webp' }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    describe: () => `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
  };
}
