// Company facts shown across the site and in structured data. One place to change them.
export const COMPANY = {
  brandName: 'Lusa Property',
  legalName: 'Lusa Property, Lda.',
  email: 'info@lusaproperty.com',
  phone: '+351 912 345 678',
  phoneHref: 'tel:+351912345678',
  city: 'Lisbon',
  countryCode: 'PT',
  instagramUrl: 'https://www.instagram.com/lusaproperty/',
  // YouTube stays a placeholder link until the channel exists (docs/product-rules.md, "Header, footer and consent").
  youtubeUrl: 'https://www.youtube.com/',
  openingHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  languages: ['English', 'Hebrew', 'Portuguese'],
  copyrightYear: 2024,
} as const;

/** Public origin of the site, used for canonical URLs, hreflang, Open Graph and the sitemap. */
export const SITE_URL: string =
  (import.meta.env?.VITE_SITE_URL as string | undefined) ?? 'https://www.lusaproperty.com';
