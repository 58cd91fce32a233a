import en from '../../../locales/en/translation.json';
import { TEASER_DURATION, TEASER_SCENES, teaserCaptions } from './teaser-captions';

describe('the teaser captions', () => {
  it('write one cue per scene, timed as the scene, with its title and line', () => {
    const vtt = teaserCaptions(
      { intro: { title: 'A show', text: 'with sponsors' }, outro: { title: 'Join', text: 'now' } },
      [
        { key: 'intro', start: 0.3, end: 3.5 },
        { key: 'outro', start: 62.25, end: 3725 },
      ],
    );
    expect(vtt).toBe(
      'WEBVTT\n\nintro\n00:00:00.300 --> 00:00:03.500\nA show\nwith sponsors\n\n' +
        'outro\n00:01:02.250 --> 01:02:05.000\nJoin\nnow\n',
    );
  });

  it('escape the markup characters of a cue and keep each part on one line', () => {
    const vtt = teaserCaptions({ s: { title: 'Tom & <Jerry>', text: 'one -->\n two' } }, [
      { key: 's', start: 0, end: 1 },
    ]);
    expect(vtt).toContain('\nTom &amp; &lt;Jerry&gt;\none --&gt; two\n');
  });

  it('refuse a scene without words rather than write an empty cue', () => {
    expect(() => teaserCaptions({}, [{ key: 'missing', start: 0, end: 1 }])).toThrow("'missing'");
  });

  it('cover the video in order: scenes inside its duration, one after another', () => {
    let previousEnd = 0;
    for (const { start, end } of TEASER_SCENES) {
      expect(start).toBeGreaterThanOrEqual(previousEnd);
      expect(end).toBeGreaterThan(start);
      previousEnd = end;
    }
    expect(previousEnd).toBeLessThanOrEqual(TEASER_DURATION);
  });

  it('say in English what the picture shows, scene by scene', () => {
    const vtt = teaserCaptions(en.landing.teaser.scenes);
    expect(vtt.match(/ --> /g)).toHaveLength(TEASER_SCENES.length);
    expect(vtt).toContain(
      '\n00:00:03.700 --> 00:00:07.100\nSponsor the show\nLend to the production company in whole units\n',
    );
  });
});
