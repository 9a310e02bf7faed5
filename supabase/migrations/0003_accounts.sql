-- Accounts: indexes for the queries the auth module runs, and Row Level
-- Security on the shim's auth.users.

-- Reset tokens are found by their hash (the primary key) and removed with their user.
create index if not exists password_reset_tokens_user_idx on public.password_reset_tokens (user_id);
create index if not exists password_reset_tokens_expires_idx on public.password_reset_tokens (expires_at);

-- Role checks look up (user_id, role); the unique constraint's index serves them.
-- Knowledge entries are listed newest first; chat_knowledge_base_created_idx serves that.

-- auth.users as 0000 creates it: no one but the server reads it. On Supabase the
-- table belongs to supabase_auth_admin, which protects it already, so this is skipped.
do $$
begin
  if exists (select 1 from pg_tables where schemaname = 'auth' and tablename = 'users' and tableowner = current_user) then
    execute 'alter table auth.users enable row level security';
    execute 'revoke all on auth.users from anon, authenticated';
  end if;
end
$$;
