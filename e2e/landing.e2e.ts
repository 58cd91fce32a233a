/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { toast } from './support/antd';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { serveApp, ServedApp } from './support/served-app';

jest.setTimeout(240_000);

const MAX_VIDEO_BYTES = 1_000_000;
const CDN_VIDEO = 'https://cdn.example.com/show/season-2.mp4';

/** Issue 21: the banner about sponsoring the show and its teaser video, in a modal, on a desktop and a phone. */
describe('the landing page and its teaser video', () => {
  let t: ServedApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await serveApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const dialog = (page: Page, title = "The show's teaser") => page.getByRole('dialog', { name: title });

  /** Opens the modal from the banner's button and waits until the browser has read the video's header. */
  async function openTeaser(
    page: Page,
    button = 'Watch the teaser',
  ): Promise<ElementHandle<HTMLVideoElement>> {
    await page.getByRole('button', { name: button }).click();
    const video = (await page.waitForSelector('.teaser-modal video')) as ElementHandle<HTMLVideoElement>;
    // The video takes the focus once the modal has finished opening: then its size is final.
    await page.waitForFunction((element) => document.activeElement === element, video);
    await video.evaluate(
      (element) =>
        new Promise<void>((resolve, reject) => {
          if (element.readyState >= 1) return resolve();
          element.addEventListener('loadedmetadata', () => resolve(), { once: true });
          element.addEventListener(
            'error',
            () => reject(new Error(`the video failed: ${element.currentSrc}`)),
            {
              once: true,
            },
          );
        }),
    );
    return video;
  }

  /** Plays the video until it passed 1.2 s (it really plays) and gives where it stands. */
  async function playABit(video: ElementHandle<HTMLVideoElement>): Promise<number> {
    await video.evaluate(async (element) => {
      await element.play();
      await new Promise<void>((resolve) => {
        const check = () => (element.currentTime > 1.2 ? resolve() : requestAnimationFrame(check));
        check();
      });
    });
    return video.evaluate((element) => element.currentTime);
  }

  it('serves the default video under 1 MB as video/mp4, its poster and its captions per language', async () => {
    const video = await fetch(`${t.url}/media/teaser/teaser.mp4`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = (await video.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(MAX_VIDEO_BYTES);
    expect(Number(video.headers.get('content-length'))).toBe(bytes);
    // A player seeks by ranges.
    const range = await fetch(`${t.url}/media/teaser/teaser.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    const poster = await fetch(`${t.url}/media/teaser/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    for (const [code, words] of [
      ['en', 'Sponsor the show\nLend to the production company in whole units'],
      ['de', 'Unterstützen Sie die Show\nLeihen Sie der Produktionsfirma Geld in ganzen Einheiten'],
      ['ja', '番組のスポンサーに\n制作会社に口単位で貸し付けます'],
    ]) {
      const captions = await fetch(`${t.url}/media/teaser/captions/${code}.vtt`);
      expect(captions.status).toBe(200);
      expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
      const text = await captions.text();
      expect(text.startsWith('WEBVTT\n')).toBe(true);
      expect(text).toContain(`00:00:03.700 --> 00:00:07.100\n${words}\n`);
    }
    // The same file the repository keeps: the build copies it as it is.
    const kept = readFileSync(join(__dirname, '../web/public/media/teaser/teaser.mp4'));
    expect(kept.byteLength).toBe(bytes);
  });

  it('opens the teaser at 1280 px with its poster and captions, plays it, and Escape stops it and gives the focus back', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`${t.url}/`);
    const banner = page.getByRole('region', { name: 'Sponsor the show' });
    await banner.getByRole('heading', { level: 2, name: 'Sponsor the show' }).waitFor();
    expect(await banner.getByRole('listitem').count()).toBe(5);
    await shot(page, 'landing-1-banner-desktop');

    const video = await openTeaser(page);
    await dialog(page).waitFor();
    expect(await video.getAttribute('poster')).toBe('/media/teaser/poster.jpg');
    // The whole file comes at once (it is small): the player stops showing that it loads.
    await video.evaluate(
      (element) =>
        new Promise<void>((resolve) =>
          element.readyState >= 4
            ? resolve()
            : element.addEventListener('canplaythrough', () => resolve(), { once: true }),
        ),
    );
    const media = await video.evaluate((element) => ({
      src: element.currentSrc,
      duration: element.duration,
      width: element.videoWidth,
      paused: element.paused,
      focused: document.activeElement === element,
      tracks: [...element.querySelectorAll('track')].map((track) => ({
        kind: track.kind,
        code: track.srclang,
        label: track.label,
        src: track.getAttribute('src'),
      })),
    }));
    expect(media).toMatchObject({
      src: `${t.url}/media/teaser/teaser.mp4`,
      width: 960,
      paused: true,
      focused: true,
    });
    expect(media.duration).toBeCloseTo(18, 0);
    expect(media.tracks).toHaveLength(19);
    expect(media.tracks.every((track) => track.kind === 'captions')).toBe(true);
    expect(media.tracks.find((track) => track.code === 'en')).toEqual({
      kind: 'captions',
      code: 'en',
      label: 'English',
      src: '/media/teaser/captions/en.vtt',
    });
    // The poster first: nothing plays before the visitor asks. (The player's own loading sign fades
    // out a moment after the data is there; the picture waits for it.)
    await page.waitForTimeout(1_000);
    await shot(page, 'landing-2-teaser-poster-desktop', { window: true });

    expect(await playABit(video)).toBeGreaterThan(1.2);
    await video.evaluate((element) => element.pause());
    await shot(page, 'landing-3-teaser-playing-desktop', { window: true });
    await video.evaluate((element) => element.play());

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // The element is gone from the page; the object still tells whether it was stopped.
    expect(await video.evaluate((element) => element.paused)).toBe(true);
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Watch the teaser');
    await context.close();
  });

  it('opens at 375 px in German with the German captions showing, inside the screen, and closes by its button', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`${t.url}/`);
    await page.getByRole('button', { name: 'LANGUAGES: choose a language' }).click();
    await page
      .getByRole('dialog', { name: 'Select Language' })
      .getByRole('button', { name: 'German' })
      .click();
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 2, name: 'Unterstützen Sie die Show' }).waitFor();
    // The switcher's "changing language" overlay goes away on its own.
    await page.locator('.loading-overlay').waitFor({ state: 'detached' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Teaser ansehen' }).scrollIntoViewIfNeeded();
    await shot(page, 'landing-4-banner-phone-de', { window: true });

    const video = await openTeaser(page, 'Teaser ansehen');
    await dialog(page, 'Der Teaser zur Show').waitFor();
    // The German track shows from the start, and the browser has read its cues.
    const german = await video.evaluate(
      (element) =>
        new Promise<{ mode: string; cues: number; label: string }>((resolve) => {
          const track = [...element.textTracks].find((candidate) => candidate.language === 'de')!;
          const read = () =>
            track.cues && track.cues.length > 0
              ? resolve({ mode: track.mode, cues: track.cues.length, label: track.label })
              : setTimeout(read, 50);
          read();
        }),
    );
    expect(german).toEqual({ mode: 'showing', cues: 5, label: 'Deutsch' });
    const box = (await video.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.width).toBeGreaterThan(280);
    await page.getByText('Text des Videos lesen').click();
    await page.getByText('Bauen Sie Ihr Netzwerk aus').waitFor();
    expect(await playABit(video)).toBeGreaterThan(1.2);
    await video.evaluate((element) => element.pause());
    await shot(page, 'landing-5-teaser-phone-de', { window: true });
    await video.evaluate((element) => element.play());

    await dialog(page, 'Der Teaser zur Show').getByRole('button', { name: 'Video schließen' }).click();
    await dialog(page, 'Der Teaser zur Show').waitFor({ state: 'detached' });
    expect(await video.evaluate((element) => element.paused)).toBe(true);
    await context.close();
  });

  it('plays the link an administrator saves in the settings, from another https host', async () => {
    const { context: adminContext, page: admin } = await newPage(browser, DESKTOP);
    await admin.goto(`${t.url}/login`);
    await admin.getByLabel('Email').fill(t.env.ADMIN_EMAIL);
    await admin.getByLabel('Password', { exact: true }).fill(t.env.ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'LOGIN' }).click();
    await admin.waitForURL('**/dashboard');
    await admin.goto(`${t.url}/admin/settings`);
    const link = admin.getByLabel('Teaser video link', { exact: true });
    await link.fill('https://www.youtube.com/watch?v=abc');
    await admin.getByRole('button', { name: 'Save Teaser video link' }).click();
    await toast(admin, 'The value must be an https link to an .mp4, .m4v or .webm video file, or empty.');
    await link.fill(CDN_VIDEO);
    await admin.getByRole('button', { name: 'Save Teaser video link' }).click();
    await toast(admin, 'Setting updated successfully');
    await admin.getByText(/Left empty, the landing page plays/).scrollIntoViewIfNeeded();
    await shot(admin, 'landing-6-admin-teaser-link', { window: true });
    await adminContext.close();

    const { context, page } = await newPage(browser, DESKTOP);
    // The outside host answers with the product's own file: what matters is that the page's policy
    // lets an https video in and the modal plays what the admin chose.
    const served: string[] = [];
    await context.route(`${CDN_VIDEO}*`, async (route) => {
      served.push(route.request().url());
      const upstream = await fetch(`${t.url}/media/teaser/teaser.mp4`, {
        headers: route.request().headers().range ? { range: route.request().headers().range } : {},
      });
      await route.fulfill({
        status: upstream.status,
        headers: Object.fromEntries(upstream.headers.entries()),
        body: Buffer.from(await upstream.arrayBuffer()),
      });
    });
    await page.goto(`${t.url}/`);
    const video = await openTeaser(page);
    const media = await video.evaluate((element) => ({
      src: element.currentSrc,
      poster: element.getAttribute('poster'),
      tracks: element.querySelectorAll('track').length,
    }));
    expect(media).toEqual({ src: CDN_VIDEO, poster: null, tracks: 0 });
    expect(served.length).toBeGreaterThan(0);
    expect(await playABit(video)).toBeGreaterThan(1.2);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();

    await t.dataSource.query(`UPDATE configuration_settings SET value = '' WHERE key = 'teaser-video-url'`);
  });
});
