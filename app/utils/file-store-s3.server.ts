/**
 * The S3 file store (FILE_STORE_URL=s3://bucket/prefix): objects put, read, checked and deleted with
 * @aws-sdk/client-s3, which is loaded only once an S3 file is touched. AWS by default; an S3-compatible service
 * (MinIO, …) at FILE_STORE_ENDPOINT, addressed path-style. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role).
 */
import { createReadStream } from "node:fs";
import type { S3Client } from "@aws-sdk/client-s3";

interface S3Settings {
  /** s3://bucket or s3://bucket/prefix */
  url: string;
  endpoint?: string;
  region?: string;
  serverSideEncryption?: "AES256" | "aws:kms";
}

/** The bucket and the key prefix ("" or ending in "/") of an s3:// URL. */
export function s3Location(url: string) {
  const rest = url.replace(/^s3:\/\//, "");
  const slash = rest.indexOf("/");
  const bucket = slash < 0 ? rest : rest.slice(0, slash);
  const prefix = slash < 0 ? "" : rest.slice(slash + 1).replace(/^\/+|\/+$/g, "");
  return { bucket, prefix: prefix ? `${prefix}/` : "" };
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

export type S3Store = ReturnType<typeof createS3Store>;

export function createS3Store(settings: S3Settings) {
  const { bucket, prefix } = s3Location(settings.url);
  let connected: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region ?? "us-east-1",
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
        ...(settings.endpoint
          ? {
              endpoint: settings.endpoint,
              forcePathStyle: true,
              // The SDK's default checksums stream the body aws-chunked with a trailer, which not every
              // S3-compatible service decodes (s3rver stored the chunk framing as the file's bytes).
              requestChecksumCalculation: "WHEN_REQUIRED" as const,
              responseChecksumValidation: "WHEN_REQUIRED" as const,
            }
          : {}),
      }),
    })));

  return {
    bucket,
    /** The object key for a store key (`<area>/<name>`): under the URL's prefix. */
    objectKey: (key: string) => `${prefix}${key}`,

    /** Uploads a local file as `objectKey`. */
    async put(objectKey: string, file: { path: string; size: number; type: string }) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: file.type,
          ...(settings.serverSideEncryption ? { ServerSideEncryption: settings.serverSideEncryption } : {}),
        }),
      );
    },

    /** The object as a stream with its size, or null when there is none. */
    async get(objectKey: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | null> {
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey }));
        if (!object.Body) return null;
        return { size: object.ContentLength ?? 0, body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(objectKey: string) {
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    /** Deletes the object (S3 answers a missing one as deleted). */
    async remove(objectKey: string) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey }));
    },
  };
}
