import { cjkSpacingProblems, LANGUAGES, translationProblems, type TranslationTree } from '@app/libs';
import en from '../../locales/en/policies.json';
import zhCN from '../../locales/zh-CN/policies.json';
import cs from '../../locales/cs/policies.json';
import fr from '../../locales/fr/policies.json';
import de from '../../locales/de/policies.json';
import el from '../../locales/el/policies.json';
import hi from '../../locales/hi/policies.json';
import id from '../../locales/id/policies.json';
import it_ from '../../locales/it/policies.json';
import ja from '../../locales/ja/policies.json';
import ko from '../../locales/ko/policies.json';
import pl from '../../locales/pl/policies.json';
import pt from '../../locales/pt/policies.json';
import ru from '../../locales/ru/policies.json';
import es from '../../locales/es/policies.json';
import sv from '../../locales/sv/policies.json';
import th from '../../locales/th/policies.json';
import uk from '../../locales/uk/policies.json';
import vi from '../../locales/vi/policies.json';
import { POLICY_DOCUMENTS, type PolicyName } from './policy-documents';

const files: Record<string, TranslationTree> = {
  en,
  'zh-CN': zhCN,
  cs,
  fr,
  de,
  el,
  hi,
  id,
  it: it_,
  ja,
  ko,
  pl,
  pt,
  ru,
  es,
  sv,
  th,
  uk,
  vi,
};

function leaves(tree: TranslationTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('the policy texts', () => {
  it('exist for every language of the switcher', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it('have in English every section the pages show, each with a heading', () => {
    for (const name of Object.keys(POLICY_DOCUMENTS) as PolicyName[]) {
      const sections = POLICY_DOCUMENTS[name];
      const texts = en[name] as { sections: Record<string, { heading?: string }> };
      expect(Object.keys(texts.sections)).toEqual([...sections]);
      for (const id of sections) expect(texts.sections[id]?.heading).toBeTruthy();
    }
  });

  const others = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
  it.each(others)('%s has every key and placeholder of English, translated', (code) => {
    const file = files[code]!;
    expect(translationProblems(en, file, code)).toEqual([]);
    expect(cjkSpacingProblems(file, code)).toEqual([]);
    // Paragraphs and list items are shown in the file's order: the same as English's.
    expect(leaves(file).map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
    const english = new Map(leaves(en));
    expect(
      leaves(file)
        .filter(([key, text]) => text === english.get(key))
        .map(([key]) => key),
    ).toEqual([]);
    // The contact link keeps its tag, whatever words it wraps.
    for (const [key, text] of leaves(en))
      if (text.includes('<home>')) expect(new Map(leaves(file)).get(key)).toMatch(/<home>[^<]+<\/home>/);
  });
});
