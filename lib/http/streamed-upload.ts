/**
 * One file from a multipart/form-data request, streamed to a temporary file instead of being held
 * in memory (busboy parses the multipart envelope as the bytes arrive).
 *
 * - The file goes to `<tmpdir>/shop-upload-XXXXXX/upload`: the folder is made 0700 by mkdtemp, the
 *   file is created 0600 (exclusive). The folder is removed when `handle` has finished, whatever
 *   happened: a refusal, a failure of `handle`, a client that went away.
 * - Sizes are bounded while streaming: more than `maxBodyBytes` in all, or more than
 *   `maxFileBytes(fields read so far)` in the file, stops the reading at once and rejects with
 *   UploadRefusedError("too_large"); nothing more of the body is taken in.
 * - Only the named text fields are kept (each at most 1 KB); parts past the first file and the
 *   named fields are skipped; an unknown file field, an over-long field or an envelope that does
 *   not parse reject with "unreadable". A request
 *   without the file (or with an empty one) gets `file: null`, for the caller's own message.
 *
 * No Next import: plain web Request in, Node streams inside.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";

export type UploadRefusal = "too_large" | "unreadable";

export class UploadRefusedError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
    this.name = "UploadRefusedError";
  }
}

export interface StreamedFile {
  /** The temporary file (removed once `handle` has finished). */
  path: string;
  size: number;
  filename: string;
  mimeType: string;
}

export interface StreamedUploadOptions {
  /** The multipart field that carries the file. */
  fileField: string;
  /** Text fields kept (others are ignored). */
  fields: readonly string[];
  /** Largest body taken in, envelope included. */
  maxBodyBytes: number;
  /** Largest file, given the text fields that came before it. */
  maxFileBytes: (fields: ReadonlyMap<string, string>) => number;
  /** Where the temporary folder is made; os.tmpdir() when not given. */
  tempRoot?: string;
}

const MAX_FIELD_BYTES = 1024;
const FILE_NAME = "upload";

/** Counts bytes going through and fails once more than `limit` have passed. */
function byteLimit(limit: number, onCount?: (bytes: number) => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      onCount?.(seen);
      if (seen > limit) callback(new UploadRefusedError("too_large"));
      else callback(null, chunk);
    },
  });
}

/** Streams the request's file to a temporary file, runs `handle` with it, then removes it. */
export async function withStreamedUpload<T>(
  request: Request,
  options: StreamedUploadOptions,
  handle: (upload: { fields: ReadonlyMap<string, string>; file: StreamedFile | null }) => Promise<T>,
): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw new UploadRefusedError("unreadable");

  const dir = await fsp.mkdtemp(path.join(options.tempRoot ?? os.tmpdir(), "shop-upload-"));
  const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
  try {
    const { fields, file } = await receive(source, contentType, dir, options);
    return await handle({ fields, file });
  } finally {
    // Stop taking in anything the client is still sending, then drop the file.
    if (!source.destroyed) source.destroy();
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

function receive(
  source: Readable,
  contentType: string,
  dir: string,
  options: StreamedUploadOptions,
): Promise<{ fields: Map<string, string>; file: StreamedFile | null }> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: StreamedFile | null = null;
    let writing: Promise<void> | null = null;
    let settled = false;

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fields: options.fields.length, parts: options.fields.length + 1, fieldSize: MAX_FIELD_BYTES, fieldNameSize: 100 },
      });
    } catch {
      reject(new UploadRefusedError("unreadable"));
      return;
    }

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      source.destroy();
      parser.destroy();
      reject(error instanceof UploadRefusedError ? error : new UploadRefusedError("unreadable"));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return fail(new UploadRefusedError("unreadable"));
      if (options.fields.includes(name) && !fields.has(name)) fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      if (name !== options.fileField || writing) {
        stream.resume();
        return fail(new UploadRefusedError("unreadable"));
      }
      const target = path.join(dir, FILE_NAME);
      const taken: StreamedFile = { path: target, size: 0, filename: info.filename ?? "", mimeType: info.mimeType ?? "" };
      const limit = options.maxFileBytes(fields);
      writing = pipeline(
        stream,
        byteLimit(limit, (bytes) => (taken.size = bytes)),
        fs.createWriteStream(target, { flags: "wx", mode: 0o600 }),
      ).then(() => {
        file = taken;
      });
      writing.catch(fail);
    });
    // Parts past the limits (a second file, extra fields) are skipped by busboy, their bytes
    // still counted against maxBodyBytes.
    parser.on("error", fail);
    parser.on("close", () => {
      void (async () => {
        try {
          await writing;
        } catch (error) {
          return fail(error);
        }
        if (settled) return;
        settled = true;
        resolve({ fields, file: file && file.size > 0 ? file : null });
      })();
    });

    const counted = byteLimit(options.maxBodyBytes);
    counted.on("error", fail);
    source.on("error", fail);
    source.pipe(counted).pipe(parser);
  });
}
