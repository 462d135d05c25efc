-- The orphan sweep of listing photos (docs/listing-photos.md): once a day pg_cron calls the
-- listing-photo-sweep function through pg_net, which deletes through the Storage API the files of
-- the listing-photos bucket that no fb_listings.photos refers to and that are over a day old (a tab
-- closed between the upload and the save leaves such files). The project URL and the key come
-- from the Vault secrets the other jobs read ('project_url', 'notification_retry_key'). Where
-- pg_cron or pg_net is absent (PGlite, plain Postgres) the migration still applies; the local
-- backend runs the same sweep on a timer.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      execute $cmd$
        select cron.schedule('listing-photo-sweep', '17 3 * * *', $job$
          select net.http_post(
            url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                   || '/functions/v1/listing-photo-sweep',
            headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' ||
              (select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_key')),
            body := '{}'::jsonb,
            timeout_milliseconds := 55000
          )
        $job$)
      $cmd$;
    exception when others then
      raise warning 'pg_cron/pg_net not usable (%); listing-photo-sweep is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
