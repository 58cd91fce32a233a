/** Where uploaded files live. Local disk now; an object store can replace it behind this port. */
export abstract class FileStorage {
  /** Stores the bytes under a new random name in `area` and returns the name. */
  abstract save(area: string, bytes: Buffer, extension: string): Promise<string>;
  /** The bytes, or null when there is no such file. */
  abstract read(area: string, name: string): Promise<Buffer | null>;
  /** Removes the file; removing one that is not there is no error. */
  abstract delete(area: string, name: string): Promise<void>;
}
