import { pluralCategoriesOf, translationProblems } from './translation-parity';

const english = {
  title: 'Hello {{name}}',
  units_one: '{{count}} unit',
  units_other: '{{count}} units',
  nested: { ok: 'OK' },
};

describe('translationProblems', () => {
  it('accepts a faithful translation, plural forms as the language needs them', () => {
    expect(
      translationProblems(
        english,
        {
          title: 'Здравствуйте, {{name}}',
          units_one: '{{count}} единица',
          units_few: '{{count}} единицы',
          units_many: '{{count}} единиц',
          units_other: '{{count}} единицы',
          nested: { ok: 'ОК' },
        },
        'ru',
      ),
    ).toEqual([]);
    expect(
      translationProblems(
        english,
        { title: '{{name}}さん、こんにちは', units_other: '{{count}} ユニット', nested: { ok: 'OK' } },
        'ja',
      ),
    ).toEqual([]);
  });

  it('names missing keys, extra keys, broken placeholders and missing plural forms', () => {
    expect(
      translationProblems(
        english,
        { title: 'Bonjour {{nom}}', units_one: '{{count}} unité', nested: {}, extra: 'x', units_lots: 'y' },
        'fr',
      ),
    ).toEqual([
      'title: placeholders nom instead of name',
      'nested.ok: missing',
      'units_other: missing',
      'extra: not in English',
      'units_lots: not in English',
    ]);
  });

  it('knows the plural categories whole counts select', () => {
    expect([...pluralCategoriesOf('en')].sort()).toEqual(['one', 'other']);
    expect([...pluralCategoriesOf('pl')].sort()).toEqual(['few', 'many', 'one']);
    expect([...pluralCategoriesOf('zh-CN')]).toEqual(['other']);
  });
});
