-- The newsletter keeps the law (docs/newsletter.md): a sign-up waits for the address's owner to
-- confirm it through a single-use link (double opt-in) before it joins the list, in the language of
-- the page it came from; leaving takes one click and is recorded. The consent proof holds both
-- moments and the consent text versions.
alter table public.newsletter_subscribers
  add column language text not null default 'en' check (language in ('en', 'he')),
  -- The confirmation token is stored only as its SHA-256 (hex); it is good for 7 days, once.
  add column confirmation_token_hash text unique check (confirmation_token_hash ~ '^[0-9a-f]{64}$'),
  add column confirmation_expires_at timestamptz,
  add column confirmation_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column confirmed_consent_version text check (char_length(confirmed_consent_version) between 1 and 50),
  add column unsubscribed_at timestamptz,
  add column unsubscribe_source text check (unsubscribe_source in ('one-click', 'link', 'staff'));

comment on column public.newsletter_subscribers.created_at is
  'The first sign-up; confirmation_sent_at is the latest request to confirm.';

-- Sign-ups made before confirmation existed had no proof of the owner's consent: they must confirm
-- like anyone else, so they start pending (and are asked again when they next sign up).
update public.newsletter_subscribers set confirmed_at = null;

-- Who receives an issue: confirmed and not left.
create index newsletter_subscribers_list_idx on public.newsletter_subscribers (language, id)
  where confirmed_at is not null and unsubscribed_at is null;

-- Pending sign-ups whose link expired are deleted (never confirmed: nothing to keep), with the
-- retention job; a confirmed or unsubscribed row is a lead kept 24 months like the others.
create or replace function public.delete_expired_newsletter_signups()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.newsletter_subscribers
  where confirmed_at is null and unsubscribed_at is null
    and coalesce(confirmation_expires_at, created_at + interval '7 days') < now();
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function public.delete_expired_newsletter_signups() from public, anon, authenticated;
grant execute on function public.delete_expired_newsletter_signups() to service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      execute $cmd$
        select cron.schedule('delete-expired-newsletter-signups', '27 3 * * *',
          'select public.delete_expired_newsletter_signups()')
      $cmd$;
    exception when others then
      raise warning 'pg_cron not usable (%); delete_expired_newsletter_signups() is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
