-- Every table of SPEC §3 plus what the server needs (contact messages, mail
-- outbox, reset tokens, cart sessions). Row Level Security is on for every
-- table; policies follow Supabase's conventions (auth.uid(), anon /
-- authenticated / service_role, public.is_admin()).

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin', 'user')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

create function public.is_admin() returns boolean
language sql stable security definer set search_path = public, auth as $$
  select exists (select 1 from public.user_roles where user_id = auth.uid() and role = 'admin')
$$;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create table public.chat_conversations (
  id uuid primary key default gen_random_uuid(),
  session_id text not null unique check (length(session_id) between 1 and 200),
  created_at timestamptz not null default now()
);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.chat_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) <= 20000),
  created_at timestamptz not null default now()
);
create index chat_messages_conversation_idx on public.chat_messages (conversation_id, created_at);

create table public.chat_feedback (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.chat_messages (id) on delete cascade,
  rating smallint not null check (rating in (1, -1)),
  created_at timestamptz not null default now()
);
create index chat_feedback_message_idx on public.chat_feedback (message_id);

create table public.chat_knowledge_base (
  id uuid primary key default gen_random_uuid(),
  category text not null check (length(category) between 1 and 100),
  question text not null check (length(question) between 1 and 1000),
  answer text not null check (length(answer) between 1 and 10000),
  keywords text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index chat_knowledge_base_created_idx on public.chat_knowledge_base (created_at desc);

create table public.shopify_customer_links (
  user_id uuid primary key references auth.users (id) on delete cascade,
  shopify_customer_id text not null,
  email text not null,
  created_at timestamptz not null default now()
);

create table public.kia_giveaway_entries (
  id uuid primary key default gen_random_uuid(),
  name text not null default '',
  email text not null check (length(email) between 3 and 320),
  phone text not null check (length(phone) <= 40),
  address text not null default '',
  opted_in boolean not null default false,
  created_at timestamptz not null default now()
);
create index kia_giveaway_entries_email_idx on public.kia_giveaway_entries (lower(email));

create table public.health_stories (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  category text not null default 'general',
  published_date timestamptz,
  source_url text unique,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index health_stories_active_idx on public.health_stories (is_active, created_at desc);

create table public.health_events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  event_type text not null default 'other' check (event_type in ('screening', 'workshop', 'other')),
  event_date timestamptz,
  location text,
  source_url text unique,
  created_at timestamptz not null default now()
);
create index health_events_created_idx on public.health_events (created_at desc);

create table public.caregiver_resources (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  resource_type text not null default 'other',
  location text,
  contact_info text,
  website_url text unique,
  created_at timestamptz not null default now()
);
create index caregiver_resources_created_idx on public.caregiver_resources (created_at desc);

create table public.support_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text not null default '',
  condition_focus text,
  meeting_format text not null default 'virtual',
  meeting_schedule text,
  location text,
  contact_info text,
  website_url text unique,
  created_at timestamptz not null default now()
);
create index support_groups_created_idx on public.support_groups (created_at desc);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 320),
  subject text not null check (length(subject) between 1 and 300),
  message text not null check (length(message) between 1 and 10000),
  created_at timestamptz not null default now()
);

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'logged')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_created_idx on public.mail_outbox (created_at desc);

create table public.password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table public.cart_sessions (
  id uuid primary key default gen_random_uuid(),
  data jsonb not null default '{}'::jsonb,
  expires_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index cart_sessions_expires_idx on public.cart_sessions (expires_at);

-- Row Level Security on every table.
alter table public.user_roles enable row level security;
alter table public.chat_conversations enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_feedback enable row level security;
alter table public.chat_knowledge_base enable row level security;
alter table public.shopify_customer_links enable row level security;
alter table public.kia_giveaway_entries enable row level security;
alter table public.health_stories enable row level security;
alter table public.health_events enable row level security;
alter table public.caregiver_resources enable row level security;
alter table public.support_groups enable row level security;
alter table public.contact_messages enable row level security;
alter table public.mail_outbox enable row level security;
alter table public.password_reset_tokens enable row level security;
alter table public.cart_sessions enable row level security;

grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to service_role;

-- user_roles: own rows readable; only admins write.
grant select, insert, update, delete on public.user_roles to authenticated;
create policy "own roles are readable" on public.user_roles for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy "admins manage roles" on public.user_roles for all to authenticated using (public.is_admin()) with check (public.is_admin());

-- Chat: visitors may write conversations, messages and feedback, never read them back; admins read.
grant insert on public.chat_conversations, public.chat_messages, public.chat_feedback to anon, authenticated;
grant select on public.chat_conversations, public.chat_messages, public.chat_feedback to authenticated;
create policy "anyone starts a conversation" on public.chat_conversations for insert to anon, authenticated with check (true);
create policy "admins read conversations" on public.chat_conversations for select to authenticated using (public.is_admin());
create policy "anyone adds a message" on public.chat_messages for insert to anon, authenticated with check (true);
create policy "admins read messages" on public.chat_messages for select to authenticated using (public.is_admin());
create policy "anyone rates a message" on public.chat_feedback for insert to anon, authenticated with check (true);
create policy "admins read feedback" on public.chat_feedback for select to authenticated using (public.is_admin());

-- Knowledge base: active entries readable by all; admins read all and write.
grant select on public.chat_knowledge_base to anon, authenticated;
grant insert, update, delete on public.chat_knowledge_base to authenticated;
create policy "active knowledge is public" on public.chat_knowledge_base for select to anon, authenticated using (is_active or public.is_admin());
create policy "admins add knowledge" on public.chat_knowledge_base for insert to authenticated with check (public.is_admin());
create policy "admins edit knowledge" on public.chat_knowledge_base for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "admins delete knowledge" on public.chat_knowledge_base for delete to authenticated using (public.is_admin());

-- Shopify links: a user reads and creates only their own.
grant select, insert on public.shopify_customer_links to authenticated;
create policy "own link is readable" on public.shopify_customer_links for select to authenticated using (user_id = auth.uid());
create policy "own link is creatable" on public.shopify_customer_links for insert to authenticated with check (user_id = auth.uid());

-- Giveaway entries and contact messages: insert only.
grant insert on public.kia_giveaway_entries, public.contact_messages to anon, authenticated;
grant select on public.kia_giveaway_entries, public.contact_messages to authenticated;
create policy "anyone enters" on public.kia_giveaway_entries for insert to anon, authenticated with check (true);
create policy "admins read entries" on public.kia_giveaway_entries for select to authenticated using (public.is_admin());
create policy "anyone writes to us" on public.contact_messages for insert to anon, authenticated with check (true);
create policy "admins read messages to us" on public.contact_messages for select to authenticated using (public.is_admin());

-- Community content: public to read, admins write.
grant select on public.health_stories, public.health_events, public.caregiver_resources, public.support_groups to anon, authenticated;
grant insert, update, delete on public.health_stories, public.health_events, public.caregiver_resources, public.support_groups to authenticated;
create policy "stories are public" on public.health_stories for select to anon, authenticated using (is_active or public.is_admin());
create policy "admins write stories" on public.health_stories for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "events are public" on public.health_events for select to anon, authenticated using (true);
create policy "admins write events" on public.health_events for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "resources are public" on public.caregiver_resources for select to anon, authenticated using (true);
create policy "admins write resources" on public.caregiver_resources for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "groups are public" on public.support_groups for select to anon, authenticated using (true);
create policy "admins write groups" on public.support_groups for all to authenticated using (public.is_admin()) with check (public.is_admin());

-- mail_outbox, password_reset_tokens, cart_sessions: the server only (no policies for anon / authenticated).
