-- The back office (issue 59): the contact inbox, the giveaway draw, the
-- ratings an admin closes, the admin list and the audit log. Admins act
-- through RLS as themselves; nobody else reads any of it.

-- Inbox: each message is unread, read or archived; a reply is remembered.
alter table public.contact_messages
  add column if not exists status text not null default 'unread' check (status in ('unread', 'read', 'archived')),
  add column if not exists replied_at timestamptz;
create index if not exists contact_messages_status_created_idx on public.contact_messages (status, created_at desc, id);
grant update (status, replied_at) on public.contact_messages to authenticated;
create policy "admins triage messages to us" on public.contact_messages for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

-- The draw: one per campaign, ever (the unique key makes two admins drawing at
-- once give one draw). The seed and the digest of the eligible list let anyone
-- recompute the winner; the winner's address is kept apart from the entry, so
-- the record stands even if the entry is deleted.
create table if not exists public.giveaway_draws (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null unique references public.campaigns (id) on delete cascade,
  entry_id uuid references public.kia_giveaway_entries (id) on delete set null,
  winner_email text not null,
  winner_name text not null default '',
  seed text not null check (seed ~ '^[0-9a-f]{64}$'),
  eligible_count integer not null check (eligible_count > 0),
  eligible_digest text not null check (eligible_digest ~ '^[0-9a-f]{64}$'),
  drawn_by uuid not null,
  drawn_by_email text not null,
  drawn_at timestamptz not null default now()
);
alter table public.giveaway_draws enable row level security;
grant all on public.giveaway_draws to service_role;
grant select, insert on public.giveaway_draws to authenticated;
create policy "admins read draws" on public.giveaway_draws for select to authenticated using (public.is_admin());
create policy "admins draw as themselves" on public.giveaway_draws for insert to authenticated
  with check (public.is_admin() and drawn_by = auth.uid());

-- Ratings: an admin closes a thumbs-down by turning it into a knowledge entry.
alter table public.chat_feedback
  add column if not exists resolved_at timestamptz,
  add column if not exists knowledge_id uuid references public.chat_knowledge_base (id) on delete set null;
create index if not exists chat_feedback_created_idx on public.chat_feedback (created_at);
grant update (resolved_at, knowledge_id) on public.chat_feedback to authenticated;
create policy "admins close feedback" on public.chat_feedback for update to authenticated
  using (public.is_admin()) with check (public.is_admin());

-- Admins: never the last one. Checked after each delete under one lock, so two
-- admins revoking each other at once leave one; an account deletion that
-- would remove the last admin is refused the same way.
create or replace function public.keep_one_admin() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if old.role <> 'admin' then return null; end if;
  perform pg_advisory_xact_lock(hashtext('user_roles:last-admin'));
  if not exists (select 1 from public.user_roles where role = 'admin') then
    raise exception 'the shop keeps at least one admin' using errcode = 'P0001', hint = 'last_admin';
  end if;
  return null;
end
$$;
drop trigger if exists keep_one_admin on public.user_roles;
create trigger keep_one_admin after delete on public.user_roles for each row execute function public.keep_one_admin();

-- Who did what: one append-only line per admin action. Admins write lines as
-- themselves and read them all; the server's own connection writes the lines
-- of operators' commands (admin socket, scripts). No one updates or deletes.
create table if not exists public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  actor_id uuid,
  actor text not null check (length(actor) between 1 and 320),
  action text not null check (action ~ '^[a-z][a-z0-9_.-]{1,63}$'),
  subject text not null default '' check (length(subject) <= 500),
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object')
);
create index if not exists admin_audit_log_at_idx on public.admin_audit_log (at desc, id);
alter table public.admin_audit_log enable row level security;
grant all on public.admin_audit_log to service_role;
grant select, insert on public.admin_audit_log to authenticated;
create policy "admins read the audit log" on public.admin_audit_log for select to authenticated using (public.is_admin());
create policy "admins write their own lines" on public.admin_audit_log for insert to authenticated
  with check (public.is_admin() and actor_id = auth.uid());
