import { detectImageType } from './image-type';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('detectImageType', () => {
  it('recognises PNG by its eight-byte signature', () => {
    expect(detectImageType(png)).toEqual({ extension: 'png', mime: 'image/png' });
  });

  it('recognises JPEG by FF D8 FF', () => {
    expect(detectImageType(jpeg)).toEqual({ extension: 'jpg', mime: 'image/jpeg' });
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff]))).toEqual({
      extension: 'jpg',
      mime: 'image/jpeg',
    });
  });

  it('refuses a truncated signature', () => {
    expect(detectImageType(png.subarray(0, 7))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses other content whatever it claims to be', () => {
    expect(detectImageType(Buffer.from('PNG pretending to be an image'))).toBeNull();
    expect(detectImageType(Buffer.from('\x89PNG\r\n\x1b\n'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.concat([Buffer.from(' '), png]))).toBeNull();
  });
});
