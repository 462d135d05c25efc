-- The second security review's findings on ad alerts, in the database (docs/security-review.md,
-- docs/ad-alerts.md):
-- N2, N4: one address rule. The functions apply one rule to every address they take
--   (supabase/functions/_shared/domain/validation/email-address.ts); the database refuses the same
--   characters again, and the cap and the duplicate check count the one normalised form of an
--   address (before, the limit fired before the normalising trigger and counted the raw text, so
--   an NFD spelling of an address had 10 more places).
-- N5: the cap tells nothing. Only confirmed and paused alerts count towards the 10; pending ones are
--   limited apart (3), so a stranger can no longer fill an address's places with alerts it never
--   confirms, and alert-save answers a save over either limit as a success.
-- I1: a place holds one line of printable text: no control, bidirectional or zero-width
--   characters, no tag.
-- (I2, paused alerts in the housekeeping, is in 20261202101000_alert_manage_links.sql.)
-- N9: the data-subject export lists each alert's e-mails (when, which kind, which ads).

-- ---------------------------------------------------------------------------------------------
-- The address rule's characters (N2)
-- ---------------------------------------------------------------------------------------------
-- The rule of email-address.ts as far as SQL can say it: something@something.something, 3 to 255
-- characters, none of the ASCII an address does not hold (space, " ( ) , : ; < > [ \ ] and the
-- controls; so no display-name form "Name <address>" and no list), and none of Unicode's control,
-- format (bidirectional, zero-width, invisible), separator or private-use characters, listed by
-- range (the general categories Cc, Cf, Z and Co; PostgreSQL's regular expressions know no Unicode
-- categories). The functions' rule also refuses non-ASCII symbols and punctuation, which carry no
-- such risk. tests/db/ad-alerts-security.test.ts checks every code point against both rules.
create or replace function public.email_address_ok(p_email text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_email is not null
    and char_length(p_email) between 3 and 255
    and p_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    and p_email !~ '[\u0001-\u0020"(),:;<>\[\\\]\u007f-\u00a0\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u3000\ue000-\uf8ff\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\U000f0000-\U000ffffd\U00100000-\U0010fffd]'
$$;
comment on function public.email_address_ok(text) is
  'The characters of the one address rule (docs/leads.md): what every function refuses, refused again by the tables.';

-- Old rows are not re-checked (NOT VALID): a row saved before keeps working until it ends.
alter table public.ad_alerts add constraint ad_alerts_email_rule check (public.email_address_ok(email)) not valid;
do $$
declare
  t text;
begin
  for t in select table_name from public.lead_tables order by table_name loop
    execute format('alter table public.%1$I add constraint %1$s_email_rule check (public.email_address_ok(email)) not valid', t);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The place (I1)
-- ---------------------------------------------------------------------------------------------
-- One line of printable text, as alert-input.ts checks it: no control (C0, C1), line or paragraph
-- separator, bidirectional embedding, override or isolate, zero-width space, word joiner or other
-- invisible format character (the marks ALM, ZWNJ, ZWJ, LRM and RLM that Hebrew and Arabic text
-- carry stay allowed), and nothing a browser would read as a tag.
alter table public.ad_alerts add constraint ad_alerts_location_text check (
  location !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000e0001\U000e0020-\U000e007f]'
  and location !~ '<[A-Za-z/!?]'
) not valid;

-- ---------------------------------------------------------------------------------------------
-- The cap, on the one form of an address (N4, N5)
-- ---------------------------------------------------------------------------------------------
-- The address is normalised here, before it is counted, whichever trigger PostgreSQL fires first
-- (it fires them in name order, and "ad_alerts_limit" came before "ad_alerts_normalize_email").
-- At most 10 confirmed or paused alerts and 3 pending ones per address; ended ones never count.
-- The lock on the address orders two saves (or confirmations) racing for the last place.
create or replace function private.ad_alerts_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  active constant text[] := array['confirmed', 'paused'];
begin
  new.email := public.normalize_email(new.email);
  if new.status = any(active)
     and (tg_op = 'INSERT' or not (old.status = any(active)) or old.email <> new.email) then
    perform pg_advisory_xact_lock(hashtextextended('ad_alerts:' || new.email, 0));
    if (select count(*) from public.ad_alerts
        where email = new.email and status = any(active) and id <> new.id) >= 10 then
      raise exception 'too_many_alerts' using errcode = '23514',
        detail = 'at most 10 confirmed or paused alerts per address';
    end if;
  elsif new.status = 'pending' and (tg_op = 'INSERT' or old.status <> 'pending' or old.email <> new.email) then
    perform pg_advisory_xact_lock(hashtextextended('ad_alerts:' || new.email, 0));
    if (select count(*) from public.ad_alerts
        where email = new.email and status = 'pending' and id <> new.id) >= 3 then
      raise exception 'too_many_pending_alerts' using errcode = '23514',
        detail = 'at most 3 alerts per address waiting for their confirmation';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- The normalising trigger fires first by its name, so every other trigger sees the one form too.
drop trigger ad_alerts_normalize_email on public.ad_alerts;
create trigger ad_alerts_0_normalize_email before insert or update of email on public.ad_alerts
  for each row execute function private.normalize_lead_email();

-- ---------------------------------------------------------------------------------------------
-- The data-subject export lists each alert's e-mails (N9)
-- ---------------------------------------------------------------------------------------------
-- Each alert as before (without its IP hash and token hash), with `emails`: every e-mail of the
-- alert (its period, kind, state and when it was sent) and the ads it carried or will carry (the
-- listing ids; a listing withdrawn since took its row with it), and `waiting`: the ads matched
-- and not yet gathered into an e-mail. Counts per table stay counts of alerts.
create or replace function private.subject_alert_rows(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    (to_jsonb(a) - 'ip_hash' - 'confirmation_token_hash') || jsonb_build_object(
      'emails', (
        select coalesce(jsonb_agg(jsonb_build_object(
          'period', d.period, 'kind', d.kind, 'status', d.status, 'sent_at', d.sent_at, 'created_at', d.created_at,
          'listing_ids', (select coalesce(jsonb_agg(m.listing_id order by m.id), '[]'::jsonb)
                          from public.ad_alert_matches m where m.digest_id = d.id)) order by d.id), '[]'::jsonb)
        from public.ad_alert_digests d where d.alert_id = a.id),
      'waiting', (
        select coalesce(jsonb_agg(jsonb_build_object('listing_id', m.listing_id, 'matched_at', m.matched_at)
                                  order by m.id), '[]'::jsonb)
        from public.ad_alert_matches m where m.alert_id = a.id and m.digest_id is null))
    order by a.created_at), '[]'::jsonb)
  from public.ad_alerts a where a.email = p_email
$$;
