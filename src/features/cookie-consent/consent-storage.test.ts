// @vitest-environment jsdom
import {
  CONSENT_STORAGE_KEY,
  OPEN_COOKIE_SETTINGS_EVENT,
  openCookieSettings,
  preferencesFor,
  readConsent,
  saveConsent,
} from './consent-storage';

describe('preferencesFor', () => {
  it('turns everything on for accepted', () => {
    expect(preferencesFor('accepted')).toEqual({ necessary: true, analytics: true, marketing: true });
  });

  it('keeps only necessary cookies for necessary-only', () => {
    expect(preferencesFor('necessary-only')).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('keeps only necessary cookies for rejected', () => {
    expect(preferencesFor('rejected')).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});

describe('saveConsent / readConsent', () => {
  it('returns null when nothing is stored', () => {
    expect(readConsent()).toBeNull();
  });

  it.each(['accepted', 'necessary-only', 'rejected'] as const)('round-trips %s through localStorage', (consent) => {
    const now = new Date('2025-05-01T10:00:00Z');
    const saved = saveConsent(consent, localStorage, now);
    expect(saved).toEqual({ consent, preferences: preferencesFor(consent), savedAt: '2025-05-01T10:00:00.000Z' });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(saved);
    expect(readConsent()).toEqual(saved);
  });

  it('uses the storage it is given', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
    saveConsent('accepted', storage);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsent(storage)?.consent).toBe('accepted');
  });

  it('returns null for unreadable JSON', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'null');
    expect(readConsent()).toBeNull();
  });

  it('returns null for an unknown consent value', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ consent: 'maybe', preferences: {}, savedAt: '' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ savedAt: '2025-01-01' }));
    expect(readConsent()).toBeNull();
  });

  it('derives the preferences from the consent value, not from what is stored', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ consent: 'rejected', preferences: { necessary: true, analytics: true, marketing: true } }),
    );
    expect(readConsent()).toEqual({ consent: 'rejected', preferences: preferencesFor('rejected'), savedAt: '' });
  });

  it('returns null when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(storage)).toBeNull();
  });
});

describe('openCookieSettings', () => {
  it('dispatches the reopen event on window', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    openCookieSettings();
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
