import { link, rich } from './rich-text';

describe('rich', () => {
  it('keeps figures written into the text as one string with it, links apart', () => {
    const price = '€106,346';
    expect(rich`Exempt up to ${price}; see ${link('contact', 'us')}.`.nodes).toEqual([
      'Exempt up to €106,346; see ',
      { kind: 'link', to: { route: 'contact' }, text: 'us' },
      '.',
    ]);
  });
});
