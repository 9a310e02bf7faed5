-- The outbox retries failed deliveries with backoff: how often it tried, and when it may try next.
alter table public.mail_outbox add column if not exists attempts integer not null default 0;
alter table public.mail_outbox add column if not exists next_attempt_at timestamptz;
create index if not exists mail_outbox_retry_idx on public.mail_outbox (next_attempt_at) where status in ('queued', 'failed');
