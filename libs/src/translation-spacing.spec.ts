import { cjkSpacingProblems, writesWithoutSpaces } from './translation-spacing';

describe('cjkSpacingProblems', () => {
  it('finds a space inside a Japanese or Chinese text, nested or not', () => {
    expect(cjkSpacingProblems({ register: { submit: '登 録' } }, 'ja')).toEqual([
      'register.submit: space between CJK characters in "登 録"',
    ]);
    expect(cjkSpacingProblems({ hint: '已付款？ 请上传收据。' }, 'zh-CN')).toHaveLength(1);
    expect(cjkSpacingProblems({ hint: 'パートナー ネットワーク' }, 'ja')).toHaveLength(1);
    expect(cjkSpacingProblems({ hint: 'お支払い\u00a0済み' }, 'ja')).toHaveLength(1);
  });

  it('lets a space stand next to a placeholder, a Latin word or a digit', () => {
    expect(
      cjkSpacingProblems(
        {
          a: '{{name}} さん',
          b: 'PDF ファイル',
          c: '72 時間以内',
          d: '口数: {{count}}',
          e: '全角　スペース',
        },
        'ja',
      ),
    ).toEqual([]);
  });

  it('leaves Korean alone, which spaces its words', () => {
    expect(writesWithoutSpaces('ko')).toBe(false);
    expect(cjkSpacingProblems({ welcome: '다시 오신 것을 환영합니다' }, 'ko')).toEqual([]);
    expect(cjkSpacingProblems({ mixed: '漢字 漢字' }, 'ko')).toEqual([]);
  });

  it('applies to every Chinese script and region', () => {
    expect(['zh', 'zh-CN', 'zh-TW', 'zh-Hant'].every(writesWithoutSpaces)).toBe(true);
  });
});
