import { Cookie } from 'lucide-react';
import { RouteHero } from '@/components/layout/route-hero';
import { LegalDocument } from '@/components/sections/legal-document';
import { Button } from '@/components/ui/button';
import { openCookieSettings } from '@/features/cookie-consent/consent-storage';
import type { PageProps } from '@/lib/routing/page-copy';
import type { PrivacyCopy } from './copy.en';

/** Privacy policy (docs/product-rules.md, "Pages"): six sections plus contact, with the button that reopens the cookie choice. */
export default function PrivacyPage({ copy }: PageProps<PrivacyCopy>) {
  return (
    <>
      <RouteHero />
      <LegalDocument
        copy={copy.document}
        after={{
          cookies: (
            <div>
              <Button variant="outline" onClick={openCookieSettings} className="text-brand-800">
                <Cookie aria-hidden className="size-5" />
                {copy.cookieSettingsButton}
              </Button>
            </div>
          ),
        }}
      />
    </>
  );
}
