-- Built-in accounts' sessions, held on the server: the session cookie names one
-- (only its SHA-256 is stored), and a session opens pages only while its row is
-- here. Logout deletes the row, so a cookie copied before logout opens nothing
-- (ASVS: logout invalidates the session). Rows expire with the cookie (30 days).
create table if not exists public.auth_sessions (
  id_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists auth_sessions_user_idx on public.auth_sessions (user_id);

-- The server only (no policies for anon / authenticated).
alter table public.auth_sessions enable row level security;
grant all on public.auth_sessions to service_role;
