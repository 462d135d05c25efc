// Cookie consent as docs/product-rules.md ("Header, footer and consent") stores it: a consent value and the preferences it implies.
export type ConsentValue = 'accepted' | 'necessary-only' | 'rejected';

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent {
  consent: ConsentValue;
  preferences: CookiePreferences;
  savedAt: string;
}

export const CONSENT_STORAGE_KEY = 'cookie-consent';

export function preferencesFor(consent: ConsentValue): CookiePreferences {
  const optional = consent === 'accepted';
  return { necessary: true, analytics: optional, marketing: optional };
}

function isConsentValue(value: unknown): value is ConsentValue {
  return value === 'accepted' || value === 'necessary-only' || value === 'rejected';
}

/** The stored choice, or null when none is stored (or storage holds something unreadable). */
export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage): StoredConsent | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if (!isConsentValue(parsed.consent)) return null;
    return {
      consent: parsed.consent,
      preferences: preferencesFor(parsed.consent),
      savedAt: String(parsed.savedAt ?? ''),
    };
  } catch {
    return null;
  }
}

export function saveConsent(
  consent: ConsentValue,
  storage: Pick<Storage, 'setItem'> = localStorage,
  now: Date = new Date(),
): StoredConsent {
  const stored: StoredConsent = { consent, preferences: preferencesFor(consent), savedAt: now.toISOString() };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** Event by which any part of the page (the footer link) reopens the banner. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-consent:open';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
