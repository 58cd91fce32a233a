import { isReceiptFile } from './receipt-files';

describe('isReceiptFile', () => {
  it('takes png, jpg and jpeg images and nothing else', () => {
    expect(isReceiptFile({ name: 'a.PNG', type: 'image/png' })).toBe(true);
    expect(isReceiptFile({ name: 'a.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isReceiptFile({ name: 'a.jpg', type: '' })).toBe(true);
    expect(isReceiptFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isReceiptFile({ name: 'a.png', type: 'application/pdf' })).toBe(false);
    expect(isReceiptFile({ name: 'png', type: 'image/png' })).toBe(false);
  });
});
