import { screen } from '@testing-library/react';
import i18next from 'i18next';
import en from '../../locales/en/translation.json';
import { toAppError, type AppError } from '../api/app-error';
import { renderWithProviders } from '../test/render-with-providers';
import { errorText } from './error-text';
import { useErrorText } from './use-error-text';

function Shown({ error }: { error: AppError }) {
  const text = useErrorText();
  return <p role="alert">{text(error)}</p>;
}

const shown = (error: AppError) => {
  const { unmount } = renderWithProviders(<Shown error={error} />);
  const text = screen.getByRole('alert').textContent;
  unmount();
  return text;
};

describe('useErrorText', () => {
  it('translates a failure by its code, whatever words the server used', () => {
    const error = toAppError(409, {
      message: 'Esta transacción ya fue eliminada.',
      code: 'LEDGER.ALREADY_REVERSED',
    });
    expect(shown(error)).toBe('This transaction was already deleted.');
  });

  it("shows a 422's first field message, which the server wrote in the reader's language", () => {
    const error = toAppError(422, {
      message: { units: ['Deducted units must be less than or equal to loyalty units.'] },
      code: 'VALIDATION_FAILED',
    });
    expect(shown(error)).toBe('Deducted units must be less than or equal to loyalty units.');
  });

  it("shows the server's text for a code this page has no text for", () => {
    expect(shown(toAppError(409, { message: 'Something new went wrong.', code: 'RECEIPTS.NEW_RULE' }))).toBe(
      'Something new went wrong.',
    );
  });

  it("never translates by the text: an English sentence without a code stays the server's", () => {
    expect(shown(toAppError(400, { message: 'Wrong OTP' }))).toBe('Wrong OTP');
  });

  it("says 'Something went wrong' for network failures and server faults", () => {
    expect(shown(toAppError('NETWORK', null))).toBe('Something went wrong');
    expect(shown(toAppError(500, { message: 'stack trace', code: 'INTERNAL' }))).toBe('Something went wrong');
  });
});

describe('errorText in another language', () => {
  const spanish = i18next.createInstance();
  beforeAll(async () => {
    await spanish.init({
      lng: 'es',
      fallbackLng: 'en',
      resources: {
        en: { translation: en },
        es: { translation: { errors: { OTP: { WRONG: 'Código OTP incorrecto' } } } },
      },
      interpolation: { escapeValue: false },
    });
  });

  it('uses our own text when the language has one', () => {
    expect(errorText(spanish, toAppError(400, { message: 'Wrong OTP', code: 'OTP.WRONG' }))).toBe(
      'Código OTP incorrecto',
    );
  });

  it("prefers the server's text (already in the reader's language) to our English", () => {
    const error = toAppError(401, {
      message: 'Estas credenciales no coinciden con nuestros registros.',
      code: 'AUTH.BAD_CREDENTIALS',
    });
    expect(errorText(spanish, error)).toBe('Estas credenciales no coinciden con nuestros registros.');
  });
});
