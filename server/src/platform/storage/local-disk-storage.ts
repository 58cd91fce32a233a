import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AppConfig } from '../config/app-config';
import { FileStorage } from './file-storage';

const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
const SAFE_AREA = /^[a-z-]+$/;

/** Files under UPLOAD_DIR (outside the web root), named by 128 random bits. */
@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.uploadDir);
  }

  async save(area: string, bytes: Buffer, extension: string): Promise<string> {
    if (!SAFE_AREA.test(area)) throw new Error(`Invalid storage area ${area}`);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(join(this.root, area), { recursive: true });
    await writeFile(join(this.root, area, name), bytes, { flag: 'wx', mode: 0o640 });
    return name;
  }

  async read(area: string, name: string): Promise<Buffer | null> {
    if (!SAFE_AREA.test(area) || !SAFE_NAME.test(name)) return null;
    try {
      return await readFile(join(this.root, area, name));
    } catch {
      return null;
    }
  }

  async delete(area: string, name: string): Promise<void> {
    if (!SAFE_AREA.test(area) || !SAFE_NAME.test(name)) return;
    await rm(join(this.root, area, name), { force: true });
  }
}
