-- Listing photos in Supabase Storage (docs/listing-photos.md).
--
-- Staff upload each photo, resized in the browser, as WebP files in three sizes to the public
-- bucket `listing-photos`; fb_listings.photos keeps them in display order (the first is the cover)
-- with each size's path, width and height, so pages can offer srcset and reserve the space.
-- Anyone may read the bucket (it is public); only admins (app_metadata.role = admin) may write.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('listing-photos', 'listing-photos', true, 5242880, array['image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Listing photos are readable by everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'listing-photos');

create policy "Admins add listing photos"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'listing-photos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins replace listing photos"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'listing-photos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (bucket_id = 'listing-photos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins delete listing photos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'listing-photos' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

-- One photo: {"sizes": [{"path": "<folder>/<photo>-400.webp" (.jpg where the browser cannot write WebP), "width": 400, "height": 300}, ...]},
-- sizes from smallest to largest, paths inside the bucket. At most 20 photos per listing.
create or replace function public.listing_photos_valid(photos jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(photos) = 'array'
    and jsonb_array_length(photos) <= 20
    and not exists (
      select 1
      from jsonb_array_elements(photos) as photo
      where jsonb_typeof(photo) <> 'object'
        or jsonb_typeof(photo -> 'sizes') is distinct from 'array'
        or jsonb_array_length(photo -> 'sizes') not between 1 and 3
        or exists (
          select 1
          from jsonb_array_elements(photo -> 'sizes') as size
          where jsonb_typeof(size -> 'path') is distinct from 'string'
            or (size ->> 'path') !~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\.(webp|jpg)$'
            or char_length(size ->> 'path') > 300
            or jsonb_typeof(size -> 'width') is distinct from 'number'
            or jsonb_typeof(size -> 'height') is distinct from 'number'
            or (size ->> 'width')::numeric not between 1 and 1600
            or (size ->> 'height')::numeric not between 1 and 1600
        )
    )
$$;

alter table public.fb_listings
  add column photos jsonb not null default '[]'::jsonb
  constraint fb_listings_photos_valid check (public.listing_photos_valid(photos));

comment on column public.fb_listings.photos is
  'Photos in the listing-photos bucket, in display order (first = cover); each lists its sizes (path, width, height).';
