/**
 * Local-disk storage (the default). Files live under one folder (STORAGE_LOCAL_DIR, git-ignored)
 * as <place>/<folder>/<name>; public ones are served by app/media/[...path]/route.ts, private
 * ones (payment screenshots) only through signed links (app/private-files/[...path]/route.ts).
 * Private files are written 0600 in 0700 folders (owner only): no other local user of the host
 * can list or read them.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { classifyStorageError, StorageConflictError } from "@/lib/storage/errors";
import {
  appUrlForKey,
  contentTypeFor,
  keyFromPathOrUrl,
  PRIVATE_PLACES,
  storageKey,
  storedFileName,
  type StorageDriver,
  type StoragePlace,
} from "@/lib/storage/keys";
import { signPrivateFileUrl, type SignOptions } from "@/lib/storage/signing";

export { LOCAL_MEDIA_PREFIX, contentTypeFor } from "@/lib/storage/keys";

export interface LocalStorageOptions {
  /** Overrides AUTH_SECRET for signed links (tests). */
  signing?: SignOptions;
}

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** chmod 0700 on every folder from the place's own folder down to `dir` (the root itself is left as it is). */
async function tightenFolders(root: string, dir: string): Promise<void> {
  const relative = path.relative(root, dir).split(path.sep).filter(Boolean);
  let current = root;
  for (const part of relative) {
    current = path.join(current, part);
    await fs.chmod(current, PRIVATE_DIR_MODE);
  }
}

export function createLocalStorage(dir: string, options: LocalStorageOptions = {}): StorageDriver {
  const root = path.resolve(dir);

  const fullPath = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error("Invalid storage path");
    return full;
  };

  const requireKey = (pathOrUrl: string) => {
    const key = keyFromPathOrUrl(pathOrUrl);
    if (!key) throw new Error(`Not a path of this storage: ${pathOrUrl}`);
    return key;
  };

  return {
    name: "local",

    async put(place: StoragePlace, body: Buffer, opts) {
      const fileName = storedFileName(opts.ext, Date.now(), PRIVATE_PLACES.has(place) ? 16 : 8);
      const key = storageKey(place, fileName, opts.folder);
      const full = fullPath(key);
      const temp = `${full}.${crypto.randomBytes(6).toString("hex")}.part`;
      const isPrivate = PRIVATE_PLACES.has(place);
      try {
        await fs.mkdir(path.dirname(full), { recursive: true, ...(isPrivate ? { mode: PRIVATE_DIR_MODE } : {}) });
        // Folders made before (or under another umask) are tightened too.
        if (isPrivate) await tightenFolders(root, path.dirname(full));
        // Written under a temporary name, then hard-linked into place: readers never see a
        // half-written file, and link() fails with EEXIST instead of overwriting.
        await fs.writeFile(temp, body, { flag: "wx", ...(isPrivate ? { mode: PRIVATE_FILE_MODE } : {}) });
        if (isPrivate) await fs.chmod(temp, PRIVATE_FILE_MODE);
        await fs.link(temp, full);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new StorageConflictError(key);
        throw classifyStorageError(err);
      } finally {
        await fs.rm(temp, { force: true }).catch(() => undefined);
      }
      return { url: appUrlForKey(key), path: key, fileName };
    },

    async remove(pathOrUrl: string) {
      const key = keyFromPathOrUrl(pathOrUrl);
      if (!key) return;
      try {
        await fs.rm(fullPath(key), { force: true });
      } catch (err) {
        throw classifyStorageError(err);
      }
    },

    publicUrl(key: string) {
      return appUrlForKey(requireKey(key));
    },

    async read(pathOrUrl: string) {
      const key = keyFromPathOrUrl(pathOrUrl);
      if (!key) return null;
      try {
        const full = fullPath(key);
        return { body: await fs.readFile(full), contentType: contentTypeFor(full) };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw classifyStorageError(err);
      }
    },

    async signedUrl(pathOrUrl: string, ttlSeconds: number) {
      return signPrivateFileUrl(requireKey(pathOrUrl), ttlSeconds, options.signing);
    },
  };
}
