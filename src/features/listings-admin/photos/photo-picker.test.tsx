import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fill } from '@/lib/i18n/dictionary';
import { renderWithProviders } from '../../../../tests/render';
import en from '../copy.en';
import he from '../copy.he';
import type { PhotoItem } from './photo-list';
import { PhotoPicker } from './photo-picker';
import { PhotoError } from './photo-rules';
import type { ProcessedPhoto } from './process-photo';

// jsdom has no object URLs: each preview gets the file's name, so tests can tell photos apart.
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as File).name ?? 'photo'}`;
  URL.revokeObjectURL = () => {};
});

/** Stands in for the canvas work: keeps the name, refuses files named "broken*" as corrupt. */
async function fakeProcess(file: File): Promise<ProcessedPhoto> {
  if (file.name.startsWith('broken')) throw new PhotoError('corrupt', file.name);
  if (file.type === 'application/pdf') throw new PhotoError('notImage', file.name);
  const blob = new File(['x'], file.name, { type: 'image/webp' });
  return { sizes: [{ blob, width: 400, height: 300, extension: 'webp' }] };
}

let latest: PhotoItem[] = [];
function Harness({ copy = en.photos, dir = 'ltr' }: { copy?: typeof en.photos; dir?: 'ltr' | 'rtl' }) {
  const [items, setItems] = useState<PhotoItem[]>([]);
  latest = items;
  return (
    <div dir={dir}>
      <PhotoPicker copy={copy} idPrefix="t" value={items} onChange={setItems} process={fakeProcess} />
    </div>
  );
}

const photo = (name: string) => new File(['data'], name, { type: 'image/jpeg' });
const photoList = () => screen.getByRole('list', { name: /Chosen photos|התמונות שנבחרו/ });
const items = () => within(photoList()).getAllByRole('listitem');
// The thumbnails are decorative (alt=""): the item's name says which photo it is.
const order = () => [...photoList().querySelectorAll('img')].map((img) => img.getAttribute('src'));

async function withThree(dir: 'ltr' | 'rtl' = 'ltr', copy = en.photos) {
  const user = userEvent.setup();
  renderWithProviders(<Harness dir={dir} copy={copy} />, { lang: dir === 'rtl' ? 'he' : 'en' });
  await user.upload(screen.getByLabelText(copy.choose), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
  await vi.waitFor(() => expect(items()).toHaveLength(3));
  return user;
}

describe('PhotoPicker', () => {
  it('shows chosen photos as thumbnails in the order chosen, the first marked as the cover', async () => {
    await withThree();
    expect(order()).toEqual(['blob:a.jpg', 'blob:b.jpg', 'blob:c.jpg']);
    expect(items()[0]).toHaveAccessibleName('Photo 1 of 3 (Cover)');
    expect(latest.every((item) => item.processed)).toBe(true);
  });

  it('moves a photo with its buttons and announces the new place', async () => {
    const user = await withThree();
    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(order()).toEqual(['blob:b.jpg', 'blob:a.jpg', 'blob:c.jpg']);
    expect(screen.getByText('Photo moved to position 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(order()).toEqual(['blob:b.jpg', 'blob:c.jpg', 'blob:a.jpg']);
  });

  it('makes a photo the cover', async () => {
    const user = await withThree();
    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(order()).toEqual(['blob:c.jpg', 'blob:a.jpg', 'blob:b.jpg']);
    expect(screen.getByText('Photo 1 is now the cover')).toBeInTheDocument();
  });

  it('removes a photo', async () => {
    const user = await withThree();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(order()).toEqual(['blob:a.jpg', 'blob:c.jpg']);
    expect(latest).toHaveLength(2);
    expect(screen.getByText('Photo removed; 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByText('Photo removed; 1 left')).toBeInTheDocument();
  });

  it('says in Hebrew how many photos are left, one in words', async () => {
    const user = await withThree('rtl', he.photos);
    await user.click(screen.getByRole('button', { name: fill(he.photos.remove, { n: 3 }) }));
    await user.click(screen.getByRole('button', { name: fill(he.photos.remove, { n: 2 }) }));
    expect(screen.getByText('התמונה הוסרה; נשארה אחת')).toBeInTheDocument();
  });

  it('moves the focused photo with the arrow keys, Home and End, keeping the focus on it', async () => {
    const user = await withThree();
    items()[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(order()).toEqual(['blob:b.jpg', 'blob:a.jpg', 'blob:c.jpg']);
    await vi.waitFor(() => expect(document.activeElement).toBe(items()[1]));
    await user.keyboard('{End}');
    expect(order()).toEqual(['blob:b.jpg', 'blob:c.jpg', 'blob:a.jpg']);
    await vi.waitFor(() => expect(document.activeElement).toBe(items()[2]));
    await user.keyboard('{Home}');
    expect(order()).toEqual(['blob:a.jpg', 'blob:b.jpg', 'blob:c.jpg']);
  });

  it('in Hebrew, the left arrow moves a photo to the next place (right-to-left order)', async () => {
    const user = await withThree('rtl', he.photos);
    items()[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual(['blob:b.jpg', 'blob:a.jpg', 'blob:c.jpg']);
    expect(screen.getByText('התמונה עברה למקום 2 מתוך 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'הסרת תמונה 1' }));
    expect(order()).toEqual(['blob:a.jpg', 'blob:c.jpg']);
  });

  it('refuses files it cannot use with a message naming them, and keeps the good ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText(en.photos.choose), [
      photo('good.jpg'),
      photo('broken.jpg'),
      new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“broken.jpg” could not be opened');
    expect(alert).toHaveTextContent('“offer.pdf” is not a photo');
    expect(order()).toEqual(['blob:good.jpg']);
  });

  it('takes at most 20 photos', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const files = Array.from({ length: 22 }, (_, n) => photo(`p${n}.jpg`));
    await user.upload(screen.getByLabelText(en.photos.choose), files);
    expect(await screen.findByRole('alert')).toHaveTextContent('A listing can have at most 20 photos.');
    expect(items()).toHaveLength(20);
  });
});
