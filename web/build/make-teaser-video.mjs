// Makes the landing page's default teaser video and its poster (ADR 0039) with ffmpeg:
// web/public/media/teaser/teaser.mp4 (H.264, silent, under 1 MB) and poster.jpg. One title card per
// scene of src/features/landing/teaser/teaser-scenes.json, its words in English from
// src/locales/en/translation.json (landing.teaser.scenes); the captions (every language) are written
// from the same scenes at build time (build/teaser-captions.ts). Drawn with ffmpeg's own filters and
// Debian's Liberation fonts (package fonts-liberation). Run it again after changing a scene:
//
//   node web/build/make-teaser-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const out = join(web, 'public', 'media', 'teaser');
const { duration, scenes } = JSON.parse(
  readFileSync(join(web, 'src/features/landing/teaser/teaser-scenes.json'), 'utf8'),
);
const english = JSON.parse(readFileSync(join(web, 'src/locales/en/translation.json'), 'utf8'));
const words = english.landing.teaser.scenes;

const FONTS = '/usr/share/fonts/truetype/liberation';
const BOLD = `${FONTS}/LiberationSans-Bold.ttf`;
const REGULAR = `${FONTS}/LiberationSans-Regular.ttf`;
const [WIDTH, HEIGHT, FPS] = [960, 540, 24];
/** The hero's colours (web/src/shared/ui/global.css): navy panel, gold accents, pale blue text. */
const NAVY = '0x0a1f44';
const BLUE = '0x0b3d91';
const GOLD = '0xf2b53a';
const PALE = '0xdbe4f5';
const FADE = 0.45;
// The words sit in the upper half: the lower half is left to the captions, which a browser lifts
// above its controls (on a phone, up to the middle of the picture).
const [TITLE_Y, RULE_Y, LINE_Y] = [120, 198, 220];

const work = mkdtempSync(join(tmpdir(), 'teaser-'));
/** drawtext reads its words from a file: no escaping of quotes, colons or commas in a filter graph. */
function textFile(name, text) {
  const path = join(work, `${name}.txt`);
  writeFileSync(path, text);
  return path;
}

/** Opacity that rises over FADE seconds from `start` and falls over the last FADE before `end`. */
const alpha = (start, end) =>
  `'if(lt(t,${start + FADE}),(t-${start})/${FADE},if(gt(t,${end - FADE}),(${end}-t)/${FADE},1))'`;
/** Rises into place: `rise` pixels below its line at `start`, on it after FADE seconds. */
const rising = (y, start, rise) => `'${y}+${rise}*max(0,1-(t-${start})/${FADE})'`;

const sceneFilters = scenes.flatMap(({ key, start, end }) => {
  const enable = `enable='between(t,${start},${end})'`;
  return [
    `drawtext=fontfile=${BOLD}:textfile=${textFile(`${key}-title`, words[key].title)}:fontsize=58:` +
      `fontcolor=white:x=(w-text_w)/2:y=${rising(TITLE_Y, start, 18)}:alpha=${alpha(start, end)}:${enable}`,
    `drawbox=x=(iw-96)/2:y=${RULE_Y}:w=96:h=5:color=${GOLD}:t=fill:${enable}`,
    `drawtext=fontfile=${REGULAR}:textfile=${textFile(`${key}-text`, words[key].text)}:fontsize=30:` +
      `fontcolor=${PALE}:x=(w-text_w)/2:y=${rising(LINE_Y, start + 0.15, 14)}:alpha=${alpha(start + 0.15, end)}:${enable}`,
  ];
});

// One pip per scene near the bottom, the current one in gold: where the video stands, at a glance.
const PIP = { size: 12, gap: 20, y: 470 };
const pipX = (index) =>
  Math.round(
    (WIDTH - scenes.length * PIP.size - (scenes.length - 1) * PIP.gap) / 2 + index * (PIP.size + PIP.gap),
  );
const pipFilters = scenes.flatMap(({ start, end }, index) => [
  `drawbox=x=${pipX(index)}:y=${PIP.y}:w=${PIP.size}:h=${PIP.size}:color=white@0.3:t=fill`,
  `drawbox=x=${pipX(index)}:y=${PIP.y}:w=${PIP.size}:h=${PIP.size}:color=${GOLD}:t=fill:enable='between(t,${start},${end})'`,
]);

const graph = [
  // A navy panel turning slowly, with a gold glow in the corner, as the landing page's hero.
  `gradients=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}:c0=${NAVY}:c1=${BLUE}:x0=0:y0=0:x1=${WIDTH}:y1=${HEIGHT}:speed=0.002[panel]`,
  `gradients=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}:type=radial:c0=0xffd27a55:c1=${BLUE}00:x0=820:y0=70:x1=1220:y1=420:speed=0.00001[glow]`,
  `color=c=${GOLD}:s=${WIDTH}x6:r=${FPS}:d=${duration}[progress]`,
  '[panel][glow]overlay=format=auto[lit]',
  // The gold line at the bottom fills from left to right over the whole video.
  `[lit][progress]overlay=x='-W+W*t/${duration}':y=H-6:eval=frame[timed]`,
  [
    '[timed]' + `drawbox=x=40:y=34:w=52:h=52:color=${GOLD}:t=fill`,
    `drawtext=fontfile=${BOLD}:text=LP:fontsize=24:fontcolor=${NAVY}:x=40+(52-text_w)/2:y=34+(52-text_h)/2`,
    `drawtext=fontfile=${BOLD}:textfile=${textFile('brand', english.app.name)}:fontsize=22:fontcolor=white:x=108:y=50`,
    ...sceneFilters,
    ...pipFilters,
    'format=yuv420p[video]',
  ].join(','),
].join(';');

const video = join(out, 'teaser.mp4');
const poster = join(out, 'poster.jpg');
try {
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-filter_complex', graph, '-map', '[video]', '-an'],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24'],
      ...['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      video,
    ],
    { stdio: 'inherit' },
  );
  // The poster is the first scene at rest, taken from the video itself.
  const { start, end } = scenes[0];
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', String((start + end) / 2), '-i', video],
      ...['-frames:v', '1', '-q:v', '4', poster],
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const file of [video, poster]) console.log(`${file}: ${statSync(file).size} bytes`);
