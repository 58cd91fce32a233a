import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { installRoutedFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { EmailVerificationField } from './email-verification-field';
import { useEmailVerification } from './use-email-verification';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/** The field inside a form of its own, as on the register page, whose submission is registering. */
function RegisterFormAround({ onRegister }: { onRegister: () => void }) {
  const verification = useEmailVerification();
  return (
    <Form onFinish={onRegister}>
      <EmailVerificationField verification={verification} />
    </Form>
  );
}

const pressEnter = (element: HTMLElement) => {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('EmailVerificationField', () => {
  it('submits the code when Enter is pressed in the code field, not the registration', async () => {
    const stub = installRoutedFetchStub({
      'send-otp': { status: 200, body: { message: 'OTP sent successfully', data: null } },
      'email-verified': { status: 200, body: { message: 'Email verified', data: { proof: 'proof' } } },
    });
    const onRegister = jest.fn();
    renderWithProviders(<RegisterFormAround onRegister={onRegister} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nina@example.com' } });
    const send = screen.getByRole('button', { name: 'VERIFY' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    const code = await screen.findByLabelText('Verification code');

    // An incomplete code is not sent: Enter waits for all six digits, as the button does.
    fireEvent.change(code, { target: { value: '12345' } });
    pressEnter(code);
    fireEvent.change(code, { target: { value: '123456' } });
    pressEnter(code);

    expect(await screen.findByText('VERIFIED')).toBeTruthy();
    expect(stub.calls('email-verified').map((call) => call.body)).toEqual([
      { email: 'nina@example.com', otp: '123456' },
    ]);
    await waitFor(() => expect(onRegister).not.toHaveBeenCalled());
  });
});
