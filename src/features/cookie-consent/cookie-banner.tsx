import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { wholeStylesheetLoaded } from '@/lib/async/whole-stylesheet';
import { localizedPath } from '@/lib/routing/routes';
import { useI18n } from '@/lib/i18n/i18n-context';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent, saveConsent, type ConsentValue } from './consent-storage';

export const COOKIE_BANNER_DELAY_MS = 1000;

export function CookieBanner() {
  const { ui, lang } = useI18n();
  const [visible, setVisible] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [stored, setStored] = useState(() => (typeof window === 'undefined' ? null : readConsent()));
  const detailsId = useId();
  const titleId = useId();

  useEffect(() => {
    if (readConsent()) return undefined;
    // Its rules are in the whole stylesheet, which a prerendered page loads once its code is in.
    let cancelled = false;
    let timer = 0;
    const delay = new Promise((resolve) => (timer = window.setTimeout(resolve, COOKIE_BANNER_DELAY_MS)));
    void Promise.all([delay, wholeStylesheetLoaded()]).then(() => {
      if (!cancelled) setVisible(true);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const reopen = () => {
      setStored(readConsent());
      setVisible(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  if (!visible) return null;

  const choose = (consent: ConsentValue) => {
    setStored(saveConsent(consent));
    setVisible(false);
  };

  const categories = [
    {
      title: ui.cookies.necessaryTitle,
      description: ui.cookies.necessaryDescription,
      state: ui.cookies.alwaysOn,
    },
    {
      title: ui.cookies.analyticsTitle,
      description: ui.cookies.analyticsDescription,
      state: stored?.preferences.analytics ? ui.cookies.on : ui.cookies.off,
    },
    {
      title: ui.cookies.marketingTitle,
      description: ui.cookies.marketingDescription,
      state: stored?.preferences.marketing ? ui.cookies.on : ui.cookies.off,
    },
  ];

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 animate-slide-up border-t border-slate-200 bg-white shadow-2xl print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {ui.cookies.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {ui.cookies.description}{' '}
              <Link to={localizedPath(lang, 'privacy')} className="font-medium text-brand-700 underline">
                {ui.cookies.privacyLink}
              </Link>
            </p>
          </div>
          <Button variant="ghost" size="icon" aria-label={ui.cookies.close} onClick={() => setVisible(false)}>
            <X aria-hidden className="size-5" />
          </Button>
        </div>

        {detailsOpen && (
          <ul id={detailsId} className="grid gap-3 sm:grid-cols-3">
            {categories.map((category) => (
              <li key={category.title} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{category.title}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{category.state}</span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{category.description}</p>
              </li>
            ))}
          </ul>
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={detailsOpen}
            aria-controls={detailsOpen ? detailsId : undefined}
            onClick={() => setDetailsOpen((open) => !open)}
            className="text-brand-800 underline sm:me-auto"
          >
            {detailsOpen ? ui.cookies.hideDetails : ui.cookies.showDetails}
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose('rejected')} className="text-slate-700">
            {ui.cookies.reject}
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose('necessary-only')} className="text-brand-800">
            {ui.cookies.necessaryOnly}
          </Button>
          <Button size="sm" onClick={() => choose('accepted')}>
            {ui.cookies.acceptAll}
          </Button>
        </div>
      </div>
    </section>
  );
}
