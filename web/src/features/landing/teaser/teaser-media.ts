import { LANGUAGES } from '@app/libs';

/** The product's own teaser (ADR 0039), served from web/public and, for the captions, the build. */
export const DEFAULT_TEASER = {
  video: '/media/teaser/teaser.mp4',
  poster: '/media/teaser/poster.jpg',
  captions: (code: string) => `/media/teaser/captions/${code}.vtt`,
};

export interface CaptionTrack {
  code: string;
  label: string;
  src: string;
  /** Shown from the start: the reader's language, unless English, which the picture already shows. */
  showing: boolean;
}

export interface TeaserMedia {
  video: string;
  /** Only the product's own video has a poster, captions and a transcript: they describe it. */
  own: boolean;
  poster?: string;
  tracks: CaptionTrack[];
}

/** "Deutsch", "日本語": each track is named in its own language, as caption menus do. */
function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // A browser without the language's data names it in English below.
  }
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/**
 * What the modal plays: the admin's link when one is set (ADR 0039), else the product's own video
 * with its poster and a captions track per language.
 */
export function teaserMedia(configuredUrl: string | undefined, language: string): TeaserMedia {
  const link = configuredUrl?.trim();
  if (link) return { video: link, own: false, tracks: [] };
  return {
    video: DEFAULT_TEASER.video,
    own: true,
    poster: DEFAULT_TEASER.poster,
    tracks: LANGUAGES.map(({ code }) => ({
      code,
      label: nativeName(code),
      src: DEFAULT_TEASER.captions(code),
      showing: code === language && code !== 'en',
    })),
  };
}
