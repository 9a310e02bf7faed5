-- Community: Stay Connected subscribers, and the keys the feed ingestion
-- upserts on. health_events / health_stories already carry a unique
-- source_url and caregiver_resources / support_groups a unique website_url
-- (0001); the named indexes below state that contract where the ingestion
-- relies on it, and are no-ops where an equivalent one exists.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 320),
  source text not null default 'community' check (length(source) between 1 and 50),
  created_at timestamptz not null default now()
);
create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;
grant insert on public.newsletter_subscribers to anon, authenticated;
grant select on public.newsletter_subscribers to authenticated;
grant all on public.newsletter_subscribers to service_role;
create policy "anyone subscribes" on public.newsletter_subscribers for insert to anon, authenticated with check (true);
create policy "admins read subscribers" on public.newsletter_subscribers for select to authenticated using (public.is_admin());

create unique index if not exists health_events_source_url_key on public.health_events (source_url);
create unique index if not exists health_stories_source_url_key on public.health_stories (source_url);
create unique index if not exists caregiver_resources_website_url_key on public.caregiver_resources (website_url);
create unique index if not exists support_groups_website_url_key on public.support_groups (website_url);
