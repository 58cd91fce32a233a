import { configure, fireEvent, screen } from '@testing-library/react';
import en from '../../../locales/en/translation.json';
import { installFetchStub } from '../../../shared/test/fetch-stub';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { makeUser } from '../../../shared/test/user-fixture';
import { AvatarUpload } from './avatar-upload';

// antd renders slowly on a busy 2-core machine: give each wait room, the file as a whole too.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('AvatarUpload', () => {
  let stub: ReturnType<typeof installFetchStub>;
  beforeEach(() => {
    stub = installFetchStub();
  });

  it.each([
    [413, 'FILE.QUOTA_EXCEEDED', en.errors.FILE.QUOTA_EXCEEDED],
    [429, 'FILE.UPLOAD_RATE_LIMITED', en.errors.FILE.UPLOAD_RATE_LIMITED],
  ])('tells why the server refused the photo (%s %s)', async (status, code, text) => {
    renderWithProviders(<AvatarUpload user={makeUser()} />);
    stub.answer({ status, body: { message: 'server text', code } });
    choose(photo());
    expect(await screen.findByText(text)).toBeTruthy();
    expect(stub.seen.map((r) => r.url)).toEqual([expect.stringMatching(/user\/update-profile$/)]);
  });

  it("shows a refused photo's field message, which the server words in the reader's language", async () => {
    renderWithProviders(<AvatarUpload user={makeUser()} />);
    const message = 'The image may be at most 4096 × 4096 pixels.';
    stub.answer({ status: 422, body: { message: { profile: [message] }, code: 'VALIDATION_FAILED' } });
    choose(photo());
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
