import { NAV_ITEMS, navState } from './nav-items';

describe('navState', () => {
  it('marks home current only on an exact match', () => {
    expect(navState('en', 'home', '/en')).toBe('current');
    expect(navState('en', 'home', '/en/about')).toBeNull();
    expect(navState('en', 'home', '/en/property-management/calculate-cost')).toBeNull();
  });

  it('marks the current page', () => {
    expect(navState('en', 'about', '/en/about')).toBe('current');
    expect(navState('en', 'contact', '/en/about')).toBeNull();
  });

  it('marks the parent section of a sub-page', () => {
    const path = '/en/property-management/calculate-cost';
    expect(navState('en', 'propertyManagement', path)).toBe('section');
    expect(navState('en', 'calculateCost', path)).toBe('current');
    expect(navState('en', 'rentalAgreement', path)).toBeNull();
  });

  it('does not treat a path that merely starts with the same letters as a sub-page', () => {
    expect(navState('en', 'articles', '/en/articles-archive')).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(navState('en', 'about', '/en/about/')).toBe('current');
    expect(navState('en', 'home', '/en/')).toBe('current');
    expect(navState('en', 'propertyManagement', '/en/property-management/calculate-cost/')).toBe('section');
  });

  it('works under the Hebrew prefix', () => {
    expect(navState('he', 'home', '/he')).toBe('current');
    expect(navState('he', 'about', '/he/about')).toBe('current');
    expect(navState('he', 'propertyManagement', '/he/property-management/rental-agreement')).toBe('section');
    expect(navState('he', 'home', '/he/about')).toBeNull();
  });

  it('does not match a path in the other language', () => {
    expect(navState('en', 'about', '/he/about')).toBeNull();
    expect(navState('he', 'home', '/en')).toBeNull();
  });
});

describe('NAV_ITEMS', () => {
  it('lists the top-level items in order with their sub-menus', () => {
    expect(NAV_ITEMS.map((item) => item.id)).toEqual([
      'home',
      'about',
      'propertyManagement',
      'investment',
      'articles',
      'contact',
    ]);
    expect(NAV_ITEMS.find((item) => item.id === 'propertyManagement')?.children?.map((c) => c.id)).toEqual([
      'calculateCost',
      'rentalAgreement',
    ]);
  });
});
