import { Messages } from '@app/libs';
import en from '../../locales/en/translation.json';
import { serverMessageKey } from './server-message';

describe('serverMessageKey', () => {
  it('finds the key of a known server text', () => {
    expect(serverMessageKey('Wrong OTP')).toBe('wrongOtp');
    expect(serverMessageKey(' Registered successfully ')).toBe('registered');
  });

  it('answers undefined for a text it does not know', () => {
    expect(serverMessageKey('The email has already been taken.')).toBeUndefined();
  });

  it('has an English translation for every server message', () => {
    for (const [key, text] of Object.entries(Messages)) {
      expect(en.serverMessages[key as keyof typeof en.serverMessages]).toBe(text);
    }
  });
});
