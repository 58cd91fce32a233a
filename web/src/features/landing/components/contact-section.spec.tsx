import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { ContactSection } from './contact-section';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The form loads apart from the section (ContactSection): wait for it. */
const formShown = () => screen.findByLabelText('Name');

function fillForm() {
  fill('Name', 'Jane Visitor');
  fill('Email', 'jane@example.com');
  fill('Subject', 'Sponsoring');
  fill('Message', 'How do I lend units?');
}

describe('ContactSection', () => {
  it('sends the four fields, reads Processing... meanwhile, toasts and clears the form', async () => {
    const stub = installFetchStub();
    renderWithProviders(<ContactSection />, { path: '/' });
    expect(document.getElementById('contact')).toBeTruthy();
    await formShown();
    fillForm();
    stub.hold();
    stub.answer({ status: 200, body: { message: 'Email sent successfully', data: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    stub.release();
    expect(await screen.findByText('Email sent successfully')).toBeTruthy();
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Jane Visitor',
        email: 'jane@example.com',
        subject: 'Sponsoring',
        message: 'How do I lend units?',
      },
    });
    expect(stub.seen[0].url).toMatch(/\/api\/contact-us$/);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('lists the server errors above the form and keeps what was typed', async () => {
    const stub = installFetchStub();
    renderWithProviders(<ContactSection />, { path: '/' });
    await formShown();
    fillForm();
    stub.answer({
      status: 422,
      body: {
        message: {
          email: ['The email must be a valid email address.'],
          subject: ['The subject may not be greater than 200 characters.'],
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email must be a valid email address.');
    expect(alert.textContent).toContain('The subject may not be greater than 200 characters.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jane Visitor');
  });

  it('shows a 429 as its text and sends nothing while a field is empty', async () => {
    const stub = installFetchStub();
    renderWithProviders(<ContactSection />, { path: '/' });
    await formShown();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(stub.seen).toHaveLength(0);
    fillForm();
    stub.answer({
      status: 429,
      body: {
        code: 'CONTACT.TOO_MANY',
        message: 'You have sent several messages already. Please try again later.',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have sent several messages already.',
    );
  });
});
