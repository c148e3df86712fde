/**
 * s3rver (an S3-compatible server in Node) started in-process on 127.0.0.1 with a public and a
 * private bucket, for the storage contract tests. Credentials S3RVER/S3RVER. It checks access
 * keys and presigned-URL expiry, but not V4 signatures, and ignores If-None-Match.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

export interface TestS3 {
  endpoint: string;
  publicBucket: string;
  privateBucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

export async function startS3rver(buckets = { publicBucket: "art-public", privateBucket: "art-private" }): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: buckets.publicBucket }, { name: buckets.privateBucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...buckets,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
