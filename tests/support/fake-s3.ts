/**
 * A fake S3 server for the file store's tests (s3rver, from npm): on 127.0.0.1 with a random port, its objects in a
 * throw-away folder, one bucket made, behind a pass-through that records each request's method, path and headers
 * (s3rver keeps no encryption header); and an SDK client of the test's own to look at what the app stored.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's fixed credentials (it checks the signature). */
export const FAKE_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startFakeS3(bucket: string) {
  const directory = mkdtempSync(path.join(os.tmpdir(), "fake-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  // The Host header goes on unchanged, so the request's signature still holds.
  const recorder = http.createServer((request, response) => {
    requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
    const upstream = http.request({ host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: FAKE_S3_CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    /** What reached the server, oldest first. */
    requests,
    /** An object's bytes, or null when there is none. */
    async bytesOf(key: string): Promise<Buffer | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    /** The keys under `prefix`. */
    async keys(prefix = "") {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    async remove(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async stop() {
      client.destroy();
      await new Promise((resolve) => recorder.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
