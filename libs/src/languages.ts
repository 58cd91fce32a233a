/** The 19 languages of the switcher: code, native-independent English name, and flag country code. */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: 'US' },
  { code: 'zh-CN', name: 'Chinese', flag: 'CN' },
  { code: 'cs', name: 'Czech', flag: 'CZ' },
  { code: 'fr', name: 'French', flag: 'FR' },
  { code: 'de', name: 'German', flag: 'DE' },
  { code: 'el', name: 'Greek', flag: 'GR' },
  { code: 'hi', name: 'Hindi', flag: 'IN' },
  { code: 'id', name: 'Indonesian', flag: 'ID' },
  { code: 'it', name: 'Italian', flag: 'IT' },
  { code: 'ja', name: 'Japanese', flag: 'JP' },
  { code: 'ko', name: 'Korean', flag: 'KR' },
  { code: 'pl', name: 'Polish', flag: 'PL' },
  { code: 'pt', name: 'Portuguese', flag: 'PT' },
  { code: 'ru', name: 'Russian', flag: 'RU' },
  { code: 'es', name: 'Spanish', flag: 'ES' },
  { code: 'sv', name: 'Swedish', flag: 'SE' },
  { code: 'th', name: 'Thai', flag: 'TH' },
  { code: 'uk', name: 'Ukrainian', flag: 'UA' },
  { code: 'vi', name: 'Vietnamese', flag: 'VN' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
