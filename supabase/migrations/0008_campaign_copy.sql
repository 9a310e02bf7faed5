-- A giveaway's words come from its row: the official rules and the success
-- line its page shows were fixed copy naming the 2025 KIA. Empty means "say
-- it from the row's own title and dates" (see app/lib/campaigns/giveaway-words.ts).
alter table public.campaigns
  add column rules text not null default '' check (length(rules) <= 4000),
  add column success_message text not null default '' check (length(success_message) <= 300);

-- The spec's giveaway keeps the spec's words (only while an admin has not written their own).
update public.campaigns
  set rules = 'No purchase necessary to enter or win. Open to legal residents of the United States who are 18 or older. One entry per person. Winners are drawn at random on December 13th, 2025 and notified by email and phone.',
      success_message = 'You''re now entered to win a 2025 Kia! Drawing on December 13th.'
  where id = 'ca3a0000-0000-4000-8000-000000000001' and rules = '' and success_message = '';
