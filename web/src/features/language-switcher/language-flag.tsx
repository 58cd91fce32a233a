import {
  CN,
  CZ,
  DE,
  ES,
  FR,
  GR,
  ID,
  IN,
  IT,
  JP,
  KR,
  PL,
  PT,
  RU,
  SE,
  TH,
  UA,
  US,
  VN,
} from 'country-flag-icons/react/3x2';
import type { LANGUAGES } from '@app/libs';

type FlagCode = (typeof LANGUAGES)[number]['flag'];

// Named imports keep only these 19 flags in the bundle, not the whole set.
const FLAGS: Record<FlagCode, typeof US> = {
  US,
  CN,
  CZ,
  FR,
  DE,
  GR,
  IN,
  ID,
  IT,
  JP,
  KR,
  PL,
  PT,
  RU,
  ES,
  SE,
  TH,
  UA,
  VN,
};

export function LanguageFlag({ flag, title }: { flag: FlagCode; title: string }) {
  const Flag = FLAGS[flag];
  return <Flag title={title} className="language-flag" />;
}
