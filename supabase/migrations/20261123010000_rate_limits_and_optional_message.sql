-- Server-side rate limiting for the edge functions, and an optional contact message.

-- The contact forms require only name, e-mail and consent (docs/product-rules.md, "Forms"); an empty message is
-- sent as null.
alter table public.contact_submissions alter column message drop not null;

-- One row per request a function accepted for processing, keyed by a hash of the client address
-- (never the address itself). The functions count rows in their window and prune old ones.
create table public.function_rate_limits (
  id bigint generated always as identity primary key,
  function_name text not null check (char_length(function_name) between 1 and 100),
  ip_hash text not null check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  created_at timestamptz not null default now()
);

create index function_rate_limits_lookup_idx
  on public.function_rate_limits (function_name, ip_hash, created_at);
create index function_rate_limits_created_at_idx on public.function_rate_limits (created_at);

comment on table public.function_rate_limits is
  'Requests per function and hashed client address, for the server-side rate limit. Server only.';

alter table public.function_rate_limits enable row level security;
revoke all on table public.function_rate_limits from public, anon, authenticated;
grant select, insert, delete on table public.function_rate_limits to service_role;
