import { passwordResetEmail, verificationCodeEmail, welcomeEmail } from './identity-emails';

describe('identity emails', () => {
  it('keep their English wording', () => {
    const code = verificationCodeEmail('a@example.com', '123456', 'en');
    expect(code.subject).toBe('Your verification code');
    expect(code.text).toBe(
      [
        'Verify your email',
        '',
        'Use this code to verify your email address. It expires in 10 minutes.',
        '',
        '123456',
        '',
        'If you did not ask for this code, you can ignore this email.',
      ].join('\n'),
    );
    const reset = passwordResetEmail('a@example.com', 'Jane', 'http://x/create-new-password/1/t', 'en');
    expect(reset.subject).toBe('Reset your password');
    expect(reset.text).toContain('Hello Jane,\nWe received a request to reset your password.');
    expect(reset.text).toContain('Reset Password: http://x/create-new-password/1/t');
    expect(reset.html).toContain('<html lang="en">');
    const welcome = welcomeEmail('a@example.com', 'Jane', 'http://x/referral/1/t', 'en');
    expect(welcome.subject).toBe('Welcome to the lending partner network');
    expect(welcome.text.split('\n')[0]).toBe('Welcome, Jane');
    expect(welcome.text).toContain('You can cancel within 72 hours of joining for a full refund.');
  });

  it("are written in the recipient's language", () => {
    const welcome = welcomeEmail('a@example.com', 'Lucía', 'http://x/referral/1/t', 'es');
    expect(welcome.subject).toBe('Bienvenido a la red de socios prestamistas');
    expect(welcome.text.split('\n')[0]).toBe('Bienvenido, Lucía');
    expect(welcome.html).toContain('<html lang="es">');
    expect(verificationCodeEmail('a@example.com', '123456', 'fr').subject).toBe('Votre code de vérification');
  });

  it('escape the HTML part but not the plain text', () => {
    const welcome = welcomeEmail('a@example.com', '<b>Jo</b>', 'http://x', 'en');
    expect(welcome.html).toContain('Welcome, &lt;b&gt;Jo&lt;/b&gt;');
    expect(welcome.text).toContain('Welcome, <b>Jo</b>');
  });
});
