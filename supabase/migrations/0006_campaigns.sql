-- Campaigns as data: the giveaway, the seasonal theme, the cause sign-up and
-- the first-order discount, each with its own window, run by admins without a
-- deploy. Every column is something a shopper may see, so anyone may read;
-- only admins write.
create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('giveaway', 'seasonal_theme', 'cause_signup', 'discount_offer')),
  title text not null check (length(btrim(title)) between 1 and 200),
  description text not null default '' check (length(description) <= 2000),
  starts_at timestamptz not null,
  -- null: runs until an admin ends it.
  ends_at timestamptz,
  -- giveaway: when its pop-ups stop (the page and footer dialog run to ends_at) and when the winners are drawn.
  popups_end_at timestamptz,
  drawing_at timestamptz,
  prizes jsonb not null default '[]'::jsonb check (jsonb_typeof(prizes) = 'array'),
  -- discount offer: the code the store knows and what it takes off.
  discount_code text check (discount_code ~ '^[A-Z0-9_-]{3,32}$'),
  discount_percent integer check (discount_percent between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at),
  check (kind <> 'discount_offer' or (discount_code is not null and discount_percent is not null))
);
create index campaigns_window_idx on public.campaigns (kind, starts_at, ends_at);

alter table public.campaigns enable row level security;
grant all on public.campaigns to service_role;
grant select on public.campaigns to anon, authenticated;
grant insert, update, delete on public.campaigns to authenticated;
create policy "campaigns are public" on public.campaigns for select to anon, authenticated using (true);
create policy "admins add campaigns" on public.campaigns for insert to authenticated with check (public.is_admin());
create policy "admins edit campaigns" on public.campaigns for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "admins delete campaigns" on public.campaigns for delete to authenticated using (public.is_admin());

-- The spec's campaigns (fixed ids: re-running changes nothing, admins' edits stay).
insert into public.campaigns (id, kind, title, description, starts_at, ends_at, popups_end_at, drawing_at, prizes, discount_code, discount_percent) values
  ('ca3a0000-0000-4000-8000-000000000001', 'giveaway', 'Win a 2025 KIA!',
   'Enter for your chance to win a 2025 KIA, a trip to Jamaica or a year of BioLife products.',
   '2025-10-01T00:00:00-04:00', '2025-12-13T23:59:59.999-05:00', '2025-12-10T23:59:59.999-05:00', '2025-12-13T12:00:00-05:00',
   '[{"place":"Grand Prize","prize":"A brand-new 2025 KIA"},{"place":"2nd Prize","prize":"A trip to Jamaica"},{"place":"3rd Prize","prize":"A year of BioLife products"}]'::jsonb,
   null, null),
  ('ca3a0000-0000-4000-8000-000000000002', 'seasonal_theme', 'Breast Cancer Awareness Month | Supporting Health & Hope',
   'The October theme: pink ribbon colours and the awareness banner on every page.',
   '2025-10-01T00:00:00-04:00', '2025-11-01T00:00:00-04:00', null, null, '[]'::jsonb, null, null),
  ('ca3a0000-0000-4000-8000-000000000003', 'cause_signup', 'Prayer Support for Jamaica',
   'Our hearts are with the people of Jamaica. Join our prayer-support list to receive updates on relief efforts and ways to help, and to add your prayers to ours.',
   '2025-10-01T00:00:00-04:00', '2025-12-10T23:59:59.999-05:00', null, null, '[]'::jsonb, null, null),
  ('ca3a0000-0000-4000-8000-000000000004', 'discount_offer', 'Get 10% Off Your First Order',
   '10% off a first order with the code from our welcome mail.',
   '2025-01-01T00:00:00-05:00', null, null, null, '[]'::jsonb, 'WELCOME10', 10)
on conflict (id) do nothing;

-- Entries belong to a campaign: prayer sign-ups to the cause, the rest to the giveaway.
alter table public.kia_giveaway_entries add column campaign_id uuid references public.campaigns (id) on delete set null;
update public.kia_giveaway_entries
  set campaign_id = case when address = 'Jamaica Prayer Support'
    then 'ca3a0000-0000-4000-8000-000000000003'::uuid
    else 'ca3a0000-0000-4000-8000-000000000001'::uuid end
  where campaign_id is null;
create index kia_giveaway_entries_campaign_idx on public.kia_giveaway_entries (campaign_id);
