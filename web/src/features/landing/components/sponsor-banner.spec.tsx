import { LANGUAGES } from '@app/libs';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '../../../locales/de/translation.json';
import en from '../../../locales/en/translation.json';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { SponsorBanner } from './sponsor-banner';

// The modal is a lazy import: on a clean clone jest first compiles antd for it, under load for long.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(60_000);

const publicSettings = (link: string) => ({
  'configuration/public': { status: 200, body: { data: { 'teaser-video-url': link } } },
});

function germanI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** jsdom plays no media: record what the modal asks of the video instead. */
const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);

async function openTeaser(name = 'Watch the teaser') {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
  return { dialog, video: dialog.querySelector('video')! };
}

describe('SponsorBanner', () => {
  beforeEach(() => pause.mockClear());

  it('says what sponsoring the show means, with the figures the referral page gives', () => {
    installRoutedFetchStub(publicSettings(''));
    renderWithProviders(<SponsorBanner />);
    const banner = screen.getByRole('region', { name: 'Sponsor the show' });
    expect(within(banner).getByText(/lending to its production company in whole units/)).toBeTruthy();
    const facts = within(banner).getByRole('list', { name: 'The show in figures' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '10 sponsors per season',
      '3 seasons a year',
      '16 influencers on the show',
      'Over 50 million followers',
      'A $500,000 prize',
    ]);
    // Nothing of the modal is in the page before a visitor asks for it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the product's own video with its poster, a captions track per language and its words as text", async () => {
    const stub = installRoutedFetchStub(publicSettings(''));
    renderWithProviders(<SponsorBanner />);
    const { dialog, video } = await openTeaser();

    expect(within(dialog).getByText("The show's teaser")).toBeTruthy();
    expect(video.getAttribute('poster')).toBe('/media/teaser/poster.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    const source = video.querySelector('source')!;
    expect(source.getAttribute('src')).toBe('/media/teaser/teaser.mp4');
    expect(source.getAttribute('type')).toBe('video/mp4');

    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => track.getAttribute('srclang'))).toEqual(LANGUAGES.map((l) => l.code));
    for (const track of tracks) {
      expect(track.getAttribute('kind')).toBe('captions');
      expect(track.getAttribute('src')).toBe(`/media/teaser/captions/${track.getAttribute('srclang')}.vtt`);
    }
    const english = tracks.find((track) => track.srclang === 'en')!;
    expect(english.label).toBe('English');
    // The picture shows the English words already: no English captions over them unless chosen.
    expect(tracks.filter((track) => track.default)).toEqual([]);

    expect(video.getAttribute('aria-describedby')).toBe('teaser-no-sound');
    expect(within(dialog).getByText(/This video has no sound/)).toBeTruthy();
    const transcript = within(dialog).getByRole('list');
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A reality TV show made with the support of its sponsors',
      'Sponsor the show Lend to the production company in whole units',
      'Grow your network Invite others with your own referral link',
      'Follow every unit Your units, dollars and referrals on one dashboard',
      'Join the network 10 sponsors per season, 3 seasons a year',
    ]);
    expect(stub.calls('configuration/public')).toHaveLength(1);
  });

  it('shows German captions from the start to a German reader, each track named in its language', async () => {
    installRoutedFetchStub(publicSettings(''));
    renderWithProviders(<SponsorBanner />, { i18n: germanI18n() });
    const { dialog, video } = await openTeaser('Teaser ansehen');
    expect(within(dialog).getByText('Der Teaser zur Show')).toBeTruthy();
    const shown = [...video.querySelectorAll('track')].filter((track) => track.default);
    expect(shown.map((track) => [track.srclang, track.label])).toEqual([['de', 'Deutsch']]);
    expect(video.querySelector('track[srclang="ja"]')!.getAttribute('label')).toBe('日本語');
    expect(within(dialog).getByText('Bauen Sie Ihr Netzwerk aus')).toBeTruthy();
  });

  it("plays the admin's link instead, without the product's poster, captions or transcript", async () => {
    installRoutedFetchStub(publicSettings('https://cdn.example.com/season-2.webm'));
    renderWithProviders(<SponsorBanner />);
    const { dialog, video } = await openTeaser();
    expect(video.querySelector('source')!.getAttribute('src')).toBe('https://cdn.example.com/season-2.webm');
    expect(video.querySelector('source')!.hasAttribute('type')).toBe(false);
    expect(video.hasAttribute('poster')).toBe(false);
    expect(video.querySelectorAll('track')).toHaveLength(0);
    expect(within(dialog).queryByText(/This video has no sound/)).toBeNull();
  });

  it("falls back to the product's own video when the setting cannot be read", async () => {
    installRoutedFetchStub({ 'configuration/public': { status: 500, body: { message: 'Server Error' } } });
    renderWithProviders(<SponsorBanner />);
    const { video } = await openTeaser();
    expect(video.querySelector('source')!.getAttribute('src')).toBe('/media/teaser/teaser.mp4');
  });

  it('pauses the video as soon as the modal closes, by its button or by Escape, and reopens it', async () => {
    installRoutedFetchStub(publicSettings(''));
    renderWithProviders(<SponsorBanner />);
    const first = await openTeaser();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Close the video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const second = await openTeaser();
    fireEvent.keyDown(second.dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(pause).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
  });
});
