import { serverLocales } from '../../locales';
import { coded } from './translatable';
import { hasOwnTranslation, render, translate } from './translator';
import { rule } from './validation-rule';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('server translations', () => {
  it('words English exactly as the spec does, placeholders filled', () => {
    expect(translate('en', 'errors:AUTH.BAD_CREDENTIALS')).toBe(
      'These credentials do not match our records.',
    );
    expect(translate('en', 'validation:required', { field: 'password confirmation' })).toBe(
      'The password confirmation field is required.',
    );
    expect(translate('en', 'errors:PASSWORD.TOO_SHORT', { min: 8 })).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('writes Spanish where a translation exists, field labels included', () => {
    expect(translate('es', 'validation:required', { field: 'password confirmation' })).toBe(
      'El campo confirmación de contraseña es obligatorio.',
    );
    expect(translate('es', 'emails:verificationCode.subject')).toBe('Su código de verificación');
  });

  it('falls back to English for a key a translation lacks (a key added to English before its translations)', () => {
    jest.isolateModules(() => {
      jest.doMock('../../locales', () => {
        const actual = jest.requireActual<typeof import('../../locales')>('../../locales');
        const { OTP: _untranslated, ...frenchErrors } = actual.serverLocales.fr.errors as Record<
          string,
          unknown
        >;
        const { required: _missing, ...frenchValidation } = actual.serverLocales.fr.validation as Record<
          string,
          unknown
        >;
        return {
          ...actual,
          serverLocales: {
            ...actual.serverLocales,
            fr: { ...actual.serverLocales.fr, errors: frenchErrors, validation: frenchValidation },
          },
        };
      });
      const isolated = jest.requireActual<typeof import('./translator')>('./translator');
      expect(isolated.translate('fr', 'errors:OTP.WRONG')).toBe('Wrong OTP');
      expect(isolated.translate('fr', 'validation:required', { field: 'email' })).toMatch(
        /^The .+ field is required\.$/,
      );
      expect(isolated.hasOwnTranslation('fr', 'errors:OTP.WRONG')).toBe(false);
    });
    expect(translate('fr', 'errors:OTP.WRONG')).not.toBe('Wrong OTP');
  });

  it("falls back to the thrower's English for a code no file knows", () => {
    expect(render('es', coded('NOPE.UNKNOWN', 'As thrown'))).toBe('As thrown');
    expect(render('es', 'A plain text stays')).toBe('A plain text stays');
  });

  it('gives class-validator the English text and keeps the key for the request', () => {
    const options = rule('validation:maxLength', { field: 'first name', max: 100 });
    expect(options.message).toBe('The first name may not be greater than 100 characters.');
    expect(render('es', options.context.i18n as never)).toBe(
      'El campo nombre no puede tener más de 100 caracteres.',
    );
  });

  it('has no key in another language that English lacks (English is the complete source)', () => {
    const english = new Set(
      Object.entries(serverLocales.en).flatMap(([ns, tree]) => keysOf(tree as Tree).map((k) => `${ns}:${k}`)),
    );
    for (const [ns, tree] of Object.entries(serverLocales.es)) {
      for (const key of keysOf(tree as Tree)) expect(english.has(`${ns}:${key}`)).toBe(true);
    }
    expect(hasOwnTranslation('es', 'emails:welcome.subject')).toBe(true);
    expect(hasOwnTranslation('fr', 'emails:welcome.subject')).toBe(true);
  });
});
