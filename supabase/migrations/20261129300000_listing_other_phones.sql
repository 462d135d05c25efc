-- A listing keeps every phone number its post gives: `phone` is the ad's contact (shown on the
-- public ad), `other_phones` the post's other numbers, which the listings manager shows to staff and
-- the ad does not (the column is readable like the rest of the row: the numbers come from the public
-- post). docs/listing-intake.md. At most 5, each as the form checks a phone: up to 40 characters of
-- digits, spaces and + ( ) . -, with at least one digit.

create or replace function public.listing_phones_valid(p_phones text[])
returns boolean
language sql
immutable
set search_path = ''
as $f$
  select coalesce(cardinality(p_phones), 0) <= 5
     and coalesce(bool_and(p ~ '^[-+0-9 ().]{1,40}$' and p ~ '[0-9]'), true)
  from unnest(p_phones) p
$f$;

alter table public.fb_listings
  add column other_phones text[] not null default '{}'
  constraint fb_listings_other_phones_valid check (public.listing_phones_valid(other_phones));

comment on column public.fb_listings.other_phones is
  'The post''s phone numbers after the first (phone); shown to staff in the listings manager, not on the ad.';
