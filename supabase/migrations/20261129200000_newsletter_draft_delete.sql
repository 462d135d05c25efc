-- Staff delete a draft issue (docs/newsletter.md, "Writing"). An issue that is sending or sent is
-- the record of what subscribers received: it cannot be deleted, whoever asks through the API.
create or replace function public.admin_newsletter_delete(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  perform private.require_admin();
  select status into current_status from public.newsletter_issues where id = p_id for update;
  if current_status is null then
    raise exception 'issue_not_found' using errcode = '22023';
  end if;
  if current_status <> 'draft' then
    raise exception 'issue_not_draft' using errcode = '22023', detail = 'a sent issue cannot be deleted';
  end if;
  -- Its test sends go with it (on delete cascade); a draft has no deliveries.
  delete from public.newsletter_issues where id = p_id;
end;
$$;

revoke all on function public.admin_newsletter_delete(uuid) from public, anon;
grant execute on function public.admin_newsletter_delete(uuid) to authenticated;
