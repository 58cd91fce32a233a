import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { AVATAR_STORED_SIDE, IMAGE_MAX_SIDE, Messages } from '@app/libs';
import { FileStorage, Uploads } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { expectClientError, multipart, nextIp, rowCounts, tinyJpeg, tinyPng } from '../support/fixtures';
import { blankPng, EXIF_TAG, exifTags, noisyPng, phoneJpeg } from '../support/images';
import type { Client } from '../support/client';

jest.setTimeout(60_000);

const RATE_LIMIT = 6;
const QUOTA = 400_000;

/** The edges of issue 9 against the real server: what an avatar may be, and what it costs a member. */
describe('avatar uploads: dimensions, metadata, replacement, rate and quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_RATE_LIMIT: String(RATE_LIMIT), UPLOAD_QUOTA_BYTES: String(QUOTA) });
  });
  afterAll(() => t.close());

  const member = async () => {
    const client = t.client(nextIp());
    const registered = await registerMember(t, client);
    return { client, id: registered.user.id as string };
  };
  const upload = (client: Client, file: Buffer, filename = 'me.png', contentType = 'image/png') => {
    const form = multipart([{ name: 'profile', filename, contentType, data: file }]);
    return client.request('POST', '/api/user/update-profile', form.body, form.headers);
  };
  const serve = (url: string) => t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
  const avatarFiles = () => {
    const dir = join(t.env.VAR_DIR!, 'uploads', 'avatars');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const storedFiles = async (ownerId: string) =>
    (await t.dataSource.query(
      `SELECT area, name, bytes FROM stored_files WHERE owner_id = $1 ORDER BY name`,
      [ownerId],
    )) as Array<{ area: string; name: string; bytes: number }>;
  const currentAvatar = async (client: Client) =>
    (await client.post('/api/user/fetch', {})).body.data.profile as string | null;

  /** A refused upload leaves the photo, the database and the upload folder as they were. */
  const expectNothingChanged = async (client: Client, run: () => Promise<void>) => {
    const [photo, rows, files] = [await currentAvatar(client), await rowCounts(t), avatarFiles()];
    await run();
    expect(await currentAvatar(client)).toBe(photo);
    expect(await rowCounts(t)).toEqual(rows);
    expect(avatarFiles()).toEqual(files);
  };

  describe('dimensions, read from the header before decoding', () => {
    const tooLarge = Messages.imageDimensionsTooLarge.replaceAll('{{max}}', String(IMAGE_MAX_SIDE));

    it.each([
      ['20000 × 20000 (400 MB decoded, about 50 kB sent)', 20000, 20000],
      [`${IMAGE_MAX_SIDE + 1} wide`, IMAGE_MAX_SIDE + 1, 1],
      [`${IMAGE_MAX_SIDE + 1} high`, 1, IMAGE_MAX_SIDE + 1],
    ])('refuses a PNG of %s with 422 and stores nothing', async (_case, width, height) => {
      const { client } = await member();
      const file = blankPng(width, height);
      expect(file.length).toBeLessThan(2 * 1024 * 1024);
      await expectNothingChanged(client, async () => {
        const reply = await upload(client, file);
        expectClientError(reply, 422);
        expect(reply.body.message).toEqual({ profile: [tooLarge] });
      });
    });

    it(`accepts ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} and stores it scaled to ${AVATAR_STORED_SIDE} px`, async () => {
      const { client } = await member();
      const reply = await upload(client, blankPng(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE));
      expect(reply.status).toBe(200);
      const served = await serve(reply.body.data.profile);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect([width, height]).toEqual([AVATAR_STORED_SIDE, AVATAR_STORED_SIDE]);
    });
  });

  it('does not send a photo stored before these rules that is too large (404), and still sends a fitting one', async () => {
    const { client, id } = await member();
    const storage = t.app.get(FileStorage);
    const bomb = await storage.save('avatars', blankPng(20000, 20000), 'png');
    await t.dataSource.query(`UPDATE users SET avatar = $2 WHERE id = $1`, [id, bomb]);
    const url = (await currentAvatar(client))!;
    expect(url).toBe(`/api/files/avatars/${bomb}`);
    expectClientError(await t.client(nextIp()).get(url), 404, 'PROFILE.AVATAR_NOT_FOUND');

    const fitting = await storage.save('avatars', blankPng(IMAGE_MAX_SIDE, 10), 'png');
    expect((await serve(`/api/files/avatars/${fitting}`)).statusCode).toBe(200);
  });

  describe('content', () => {
    it.each([
      [
        'a text file named .png',
        Buffer.from('I am plain text, honestly.\n'),
        'me.png',
        'image/png',
        Messages.invalidFile,
      ],
      [
        'an HTML page named .jpg',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'me.jpg',
        'image/jpeg',
        Messages.invalidFile,
      ],
      [
        'a PNG signature followed by anything else',
        Buffer.concat([tinyPng().subarray(0, 8), Buffer.from('not a PNG after all')]),
        'me.png',
        'image/png',
        Messages.imageUnreadable,
      ],
      ['a JPEG cut short', tinyJpeg().subarray(0, 40), 'me.jpg', 'image/jpeg', Messages.imageUnreadable],
    ])('refuses %s with 422 and stores nothing', async (_case, file, name, type, message) => {
      const { client } = await member();
      await expectNothingChanged(client, async () => {
        const reply = await upload(client, file, name, type);
        expectClientError(reply, 422);
        expect(reply.body.message).toEqual({ profile: [message] });
      });
    });

    it("re-encodes a phone's JPEG: no EXIF (GPS, camera), XMP or colour profile comes back, and it is turned upright", async () => {
      const { client } = await member();
      const photo = await phoneJpeg();
      const sent = await sharp(photo).metadata();
      expect(await exifTags(photo)).toEqual(expect.arrayContaining([EXIF_TAG.make, EXIF_TAG.gpsDirectory]));
      expect([sent.width, sent.height, sent.orientation]).toEqual([64, 48, 6]);
      expect(photo.includes('ExamplePhone')).toBe(true);
      expect(photo.includes('Leaky Owner')).toBe(true);
      expect(sent.icc && sent.xmp).toBeTruthy();

      const reply = await upload(client, photo, 'IMG_0001.jpg', 'image/jpeg');
      expect(reply.status).toBe(200);
      const served = await serve(reply.body.data.profile);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const back = await sharp(served.rawPayload).metadata();
      expect(back.exif).toBeUndefined();
      expect(back.xmp).toBeUndefined();
      expect(back.icc).toBeUndefined();
      expect(served.rawPayload.includes('Leaky Owner')).toBe(false);
      expect(await exifTags(served.rawPayload)).toEqual([]);
      expect(served.rawPayload.includes('ExamplePhone')).toBe(false);
      expect([back.width, back.height, back.orientation]).toEqual([48, 64, undefined]);
    });

    it('drops what a PNG carries besides its pixels (text chunks)', async () => {
      const { client } = await member();
      const file = tinyPng(10_000);
      expect(file.includes('Comment')).toBe(true);
      const reply = await upload(client, file);
      expect(reply.status).toBe(200);
      const served = await serve(reply.body.data.profile);
      expect(served.rawPayload.includes('Comment')).toBe(false);
      expect(served.rawPayload.length).toBeLessThan(1000);
    });
  });

  describe('replacing', () => {
    it('deletes the replaced photo: its old URL answers 404 and its file is gone', async () => {
      const { client, id } = await member();
      const first = (await upload(client, tinyPng())).body.data.profile as string;
      const firstName = first.split('/').pop()!;
      expect((await serve(first)).statusCode).toBe(200);
      expect(avatarFiles()).toContain(firstName);

      const reply = await upload(client, tinyJpeg(), 'me.jpg', 'image/jpeg');
      expect(reply.status).toBe(200);
      const second = reply.body.data.profile as string;
      expect(second).not.toBe(first);
      expect((await serve(second)).statusCode).toBe(200);
      const gone = await t.client(nextIp()).get(first);
      expectClientError(gone, 404, 'PROFILE.AVATAR_NOT_FOUND');
      expect(avatarFiles()).not.toContain(firstName);
      expect((await storedFiles(id)).map((f) => f.name)).toEqual([second.split('/').pop()]);
    });

    it('keeps one file per member when several replacements race', async () => {
      const { client, id } = await member();
      const replies = await Promise.all([0, 1, 2, 3].map(() => upload(client, tinyPng())));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const current = (await currentAvatar(client))!.split('/').pop()!;
      expect((await storedFiles(id)).map((f) => f.name)).toEqual([current]);
      const names = replies.map((r) => (r.body.data.profile as string).split('/').pop()!);
      const left = avatarFiles().filter((name) => names.includes(name));
      expect(left).toEqual([current]);
    });
  });

  describe('rate', () => {
    it(`answers 429 past ${RATE_LIMIT} uploads of one member in the window, and not to another member`, async () => {
      const { client } = await member();
      const replies = await Promise.all(
        Array.from({ length: RATE_LIMIT + 4 }, () => upload(client, tinyPng())),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(RATE_LIMIT).fill(200), ...Array(4).fill(429)]);
      for (const refused of replies.filter((r) => r.status === 429)) {
        expectClientError(refused, 429, 'FILE.UPLOAD_RATE_LIMITED');
        expect(refused.body.message).toBe(Messages.uploadRateLimited);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      const other = await member();
      expect((await upload(other.client, tinyPng())).status).toBe(200);
    });
  });

  describe('quota', () => {
    it('refuses with 413 a photo that does not fit, and keeps the current one', async () => {
      const { client, id } = await member();
      expect((await upload(client, tinyPng())).status).toBe(200);
      const before = await storedFiles(id);
      const big = await noisyPng(400, 400);
      expect(big.length).toBeGreaterThan(QUOTA);
      await expectNothingChanged(client, async () => {
        const reply = await upload(client, big);
        expectClientError(reply, 413, 'FILE.QUOTA_EXCEEDED');
        expect(reply.body.message).toBe(Messages.storageQuotaExceeded);
      });
      expect(await storedFiles(id)).toEqual(before);
    });

    it('does not count the photo being replaced', async () => {
      const { client, id } = await member();
      for (let i = 0; i < 3; i++) {
        const reply = await upload(client, await noisyPng(300, 300));
        expect(reply.status).toBe(200);
      }
      const [only] = await storedFiles(id);
      expect(only!.bytes).toBeGreaterThan(QUOTA / 2);
    });

    it("counts every file of the member, whatever the area (the receipts' rules too)", async () => {
      const { client, id } = await member();
      const uploads = t.app.get(Uploads);
      const image = {
        bytes: await noisyPng(200, 200),
        type: { extension: 'png', mime: 'image/png' } as const,
      };
      expect(image.bytes.length * 2).toBeLessThan(QUOTA);
      for (let i = 0; i < 2; i++) {
        const file = await uploads.write('receipts', image);
        await t.dataSource.transaction((manager) => uploads.claim(manager, id, file, null));
      }
      const avatar = await noisyPng(250, 250);
      expect(image.bytes.length * 2 + avatar.length).toBeGreaterThan(QUOTA);
      expectClientError(await upload(client, avatar), 413, 'FILE.QUOTA_EXCEEDED');
      expect((await storedFiles(id)).map((f) => f.area)).toEqual(['receipts', 'receipts']);
      expect((await upload(client, tinyPng())).status).toBe(200);
    });
  });
});
