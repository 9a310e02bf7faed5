-- Email ownership, proved before order history is shown.
--
-- Accounts: auth.users.email_confirmed_at is Supabase Auth's own column; the
-- shim's table (built-in accounts) gains it. Existing built-in accounts start
-- unconfirmed. On Supabase the table belongs to supabase_auth_admin and
-- already has the column, so this is skipped.
do $$
begin
  if exists (select 1 from pg_tables where schemaname = 'auth' and tablename = 'users' and tableowner = current_user) then
    execute 'alter table auth.users add column if not exists email_confirmed_at timestamptz';
  end if;
end
$$;

-- Links: an address is trusted once confirmed through a link mailed to it.
-- Existing links start unconfirmed: they are not trusted until confirmed.
alter table public.shopify_customer_links add column if not exists confirmed_at timestamptz;

-- A user may write their own link's address, never its confirmation (the
-- server sets confirmed_at), and may change it only while it is unconfirmed.
revoke insert, update on public.shopify_customer_links from authenticated;
grant insert (user_id, shopify_customer_id, email) on public.shopify_customer_links to authenticated;
grant update (shopify_customer_id, email) on public.shopify_customer_links to authenticated;
create policy "own unconfirmed link is changeable" on public.shopify_customer_links for update to authenticated
  using (user_id = auth.uid() and confirmed_at is null)
  with check (user_id = auth.uid() and confirmed_at is null);

-- Confirmation links: only the token's SHA-256 is stored; single use, expiring,
-- bound to the account that asked and to the address it was sent to.
create table if not exists public.email_confirmation_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  purpose text not null check (purpose in ('account', 'link')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists email_confirmation_tokens_user_idx on public.email_confirmation_tokens (user_id);
create index if not exists email_confirmation_tokens_expires_idx on public.email_confirmation_tokens (expires_at);

-- The server only (no policies for anon / authenticated).
alter table public.email_confirmation_tokens enable row level security;
grant all on public.email_confirmation_tokens to service_role;
