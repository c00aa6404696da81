import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { randomUUID } from "node:crypto";

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are `<agencyId>/<uuid>.<ext>`, already validated by the routes.
 * LocalDiskStorage is the default; an S3 (or other object store) adapter implements the same two calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
}

/** Files under `root` (`${DATA_DIR}/uploads`); the content type is kept in a `.type` file beside each. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error("upload key escapes the storage root");
    return path;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const tmp = join(dirname(path), `.${randomUUID()}.tmp`);
    await writeFile(tmp, data);
    await writeFile(`${path}.type`, contentType);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, "utf8")]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
}

/** In memory: for tests and when buildApp gets no dataDir. */
export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, StoredFile>();
  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    this.files.set(key, { data: Buffer.from(data), contentType });
  }
  async get(key: string): Promise<StoredFile | null> {
    return this.files.get(key) ?? null;
  }
}
