import type en from '../../../locales/en/translation.json';
import teaser from './teaser-scenes.json';

/** A title card of the teaser video: its key in `landing.teaser.scenes`, shown from `start` to `end` (s). */
export interface TeaserScene<Key extends string = string> {
  key: Key;
  start: number;
  end: number;
}
export type TeaserSceneKey = keyof typeof en.landing.teaser.scenes;
/** A language's words for each scene (`landing.teaser.scenes` of its translation.json). */
export type TeaserWords = Record<string, { title: string; text: string }>;

// The translation parity check makes every language have the words of every English scene.
export const TEASER_SCENES = teaser.scenes as ReadonlyArray<TeaserScene<TeaserSceneKey>>;
export const TEASER_DURATION: number = teaser.duration;

/** 3.7 -> "00:00:03.700", WebVTT's timestamp. */
function timestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

/** Cue text is markup: a literal &, < or > is written as an entity (and "-->" can never end a cue). */
const cueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/**
 * The teaser video's captions in one language, as a WebVTT file: one cue per scene with the words
 * the picture shows (title, then its line), timed as the scene. The build writes one per language
 * (web/build/teaser-captions.ts); the video itself is made from the same scenes.
 */
export function teaserCaptions(words: TeaserWords, scenes: readonly TeaserScene[] = TEASER_SCENES): string {
  const cues = scenes.map(({ key, start, end }) => {
    const scene = words[key];
    if (!scene?.title || !scene.text) throw new Error(`the teaser scene '${key}' has no words`);
    return `${key}\n${timestamp(start)} --> ${timestamp(end)}\n${cueText(scene.title)}\n${cueText(scene.text)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
