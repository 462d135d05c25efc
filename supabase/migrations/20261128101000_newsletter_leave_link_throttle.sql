-- "E-mail me a link to leave" mails an address at most once an hour, as a confirmation link is
-- (docs/newsletter.md): the time of the last such e-mail.
alter table public.newsletter_subscribers add column leave_link_sent_at timestamptz;
