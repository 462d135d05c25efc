import { containsScriptContent } from '@shared/validation/input-safety';

describe('containsScriptContent', () => {
  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src="x">',
    '</script>',
    '<iframe src="https://evil.example">',
    '<object data="x">',
    '<embed src="x">',
    'javascript:alert(1)',
    'JavaScript : void(0)',
    '<img src=x onerror=alert(1)>',
    '<a href="#" onclick = "steal()">',
    '<div\nonmouseover=x>',
  ])('refuses %j', (value) => {
    expect(containsScriptContent(value)).toBe(true);
  });

  it.each([
    'Dana Cohen',
    'דנה כהן',
    'Price < 300k, one = two',
    'I love Lisbon <3',
    'one=two and online = yes',
    'My budget is 5 > 3',
    'scripted tour of the objects at the embassy',
  ])('accepts %j', (value) => {
    expect(containsScriptContent(value)).toBe(false);
  });
});
