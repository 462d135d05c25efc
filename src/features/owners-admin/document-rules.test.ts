import { DOCUMENT_MAX_BYTES, documentPath, documentProblem } from './document-rules';

const file = (type: string, size: number, name = 'receipt') => ({ type, size, name });

describe('document rules', () => {
  it.each(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'])('takes %s', (type) => {
    expect(documentProblem(file(type, 1000))).toBeNull();
  });

  it.each(['text/plain', 'application/zip', 'image/gif', 'application/msword', ''])('refuses the type %j', (type) => {
    expect(documentProblem(file(type, 1000))).toBe('type');
  });

  it('takes a HEIC photo the browser gave no type', () => {
    expect(documentProblem(file('', 1000, 'IMG_0001.HEIC'))).toBeNull();
  });

  it('takes 10 MB and refuses a byte more, and an empty file', () => {
    expect(documentProblem(file('application/pdf', DOCUMENT_MAX_BYTES))).toBeNull();
    expect(documentProblem(file('application/pdf', DOCUMENT_MAX_BYTES + 1))).toBe('size');
    expect(documentProblem(file('image/jpeg', 11 * 1024 * 1024))).toBe('size');
    expect(documentProblem(file('application/pdf', 0))).toBe('empty');
  });

  it('puts a file under its property, with a fresh name and the type’s extension', () => {
    expect(documentPath('p-1', 'receipt', file('image/jpeg', 1, 'photo.JPEG'), 'abc')).toBe(
      'properties/p-1/receipt-abc.jpg',
    );
    expect(documentPath('p-1', 'lease', file('application/pdf', 1, 'x'), 'def')).toBe('properties/p-1/lease-def.pdf');
    const [a, b] = [documentPath('p', 'lease', file('image/png', 1)), documentPath('p', 'lease', file('image/png', 1))];
    expect(a).not.toBe(b);
  });
});
