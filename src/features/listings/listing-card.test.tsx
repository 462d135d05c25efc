import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/render';
import type { Listing } from '@/lib/listings/listing';
import copy from '@/pages/real-estate-ads/copy.en';
import { ListingCard } from './listing-card';

const listing: Listing = {
  id: 'id-1',
  type: 'rent',
  title: 'Bright T2 in Alfama',
  price: 1450,
  location: 'Lisbon',
  bedrooms: 2,
  size_m2: 75,
  furnished: null,
  pets: null,
  phone: null,
  thumbnail_url: 'https://lh3.example.com/old.jpg',
  images: [],
  source_url: null,
  group_url: null,
  description: null,
  published_at: null,
  uploaded_at: '2026-11-20T10:00:00Z',
  created_at: '2026-11-20T10:00:00Z',
};

const photoBase = 'http://127.0.0.1:54321/storage/v1/object/public/listing-photos/f';
const size = (longest: number) => ({ path: `f/p-${longest}.webp`, width: longest, height: (longest * 3) / 4 });

function cardImage(row: Listing): HTMLImageElement {
  const { container } = renderWithProviders(<ListingCard listing={row} copy={copy.ads.card} onOpen={() => {}} />);
  expect(screen.getByRole('button', { name: row.title })).toBeInTheDocument();
  return container.querySelector('img')!;
}

describe('ListingCard photo', () => {
  it('shows the stored cover at card sizes only, with its shape, never the 1600 px file', () => {
    const img = cardImage({
      ...listing,
      photos: [{ sizes: [size(400), size(800), size(1600)] }, { sizes: [size(400)] }],
    });
    expect(img.getAttribute('src')).toBe(`${photoBase}/p-400.webp`);
    expect(img.getAttribute('srcset')).toBe(`${photoBase}/p-400.webp 400w, ${photoBase}/p-800.webp 800w`);
    expect(img.getAttribute('sizes')).toContain('100vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('L8: shows no outside address for a row without stored photos, and a picture the site serves', () => {
    const { unmount } = renderWithProviders(
      <ListingCard listing={{ ...listing, photos: [] }} copy={copy.ads.card} onOpen={() => {}} />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(copy.ads.card.noPhoto)).toBeInTheDocument();
    unmount();
    const img = cardImage({ ...listing, photos: [], images: ['/seed/listings/bedroom.svg'] });
    expect(img.getAttribute('src')).toBe('/seed/listings/bedroom.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
