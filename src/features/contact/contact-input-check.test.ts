import { checkFieldInput } from './contact-input-check';

describe('checkFieldInput', () => {
  it('accepts ordinary values, including Hebrew text and an empty field', () => {
    expect(checkFieldInput('name', 'Dana Cohen')).toBeNull();
    expect(checkFieldInput('name', 'דנה כהן')).toBeNull();
    expect(checkFieldInput('email', 'dana@example.com')).toBeNull();
    expect(checkFieldInput('phone', '+351 (912) 345-678')).toBeNull();
    expect(checkFieldInput('message', 'Budget about 300k & 2 rooms, one = two')).toBeNull();
    expect(checkFieldInput('message', '')).toBeNull();
  });

  it.each([
    ['name', '<script>alert(1)</script>'],
    ['email', 'javascript:alert(1)'],
    ['message', 'hi <img src=x onerror=alert(1)>'],
    ['phone', '<iframe src=x>'],
  ] as const)('refuses script content in %s', (field, value) => {
    expect(checkFieldInput(field, value)).toEqual({ kind: 'script' });
  });

  it('refuses a value one character over the limit', () => {
    expect(checkFieldInput('name', 'a'.repeat(100))).toBeNull();
    expect(checkFieldInput('name', 'a'.repeat(101))).toEqual({ kind: 'tooLong', max: 100 });
    expect(checkFieldInput('message', 'a'.repeat(5001))).toEqual({ kind: 'tooLong', max: 5000 });
  });

  it('refuses letters in a phone number but not elsewhere', () => {
    expect(checkFieldInput('phone', '0521234567x')).toEqual({ kind: 'phoneCharacters' });
    expect(checkFieldInput('name', '0521234567x')).toBeNull();
  });
});

describe('checkFieldInput: characters the server refuses', () => {
  it('refuses control and bidirectional-override characters, allowing line breaks in the message only', () => {
    expect(checkFieldInput('name', 'Dana\u0000')).toEqual({ kind: 'controlCharacters' });
    expect(checkFieldInput('name', 'Dana\nBcc: x')).toEqual({ kind: 'controlCharacters' });
    expect(checkFieldInput('phone', '+351\t912')).toEqual({ kind: 'controlCharacters' });
    expect(checkFieldInput('message', 'abc\u202Edef')).toEqual({ kind: 'controlCharacters' });
    expect(checkFieldInput('message', 'First line\nSecond line')).toBeNull();
  });

  it('refuses characters a name does not hold', () => {
    expect(checkFieldInput('name', 'Dana {Cohen}')).toEqual({ kind: 'invalidCharacters' });
    expect(checkFieldInput('name', "Jean-Luc O'Brien & Co.")).toBeNull();
    // A lone angle bracket starts markup: reported as HTML or script content.
    expect(checkFieldInput('name', '<')).toEqual({ kind: 'script' });
  });
});
