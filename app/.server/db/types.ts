import type { ColumnType, Generated } from "kysely";

/** The tables of supabase/migrations as Kysely sees them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<string>;

export interface Database {
  "auth.users": {
    id: Id;
    email: string;
    encrypted_password: string | null;
    /** Supabase Auth's column; the shim adds it for built-in accounts (0007). */
    email_confirmed_at: Date | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  user_roles: { id: Id; user_id: string; role: "admin" | "user"; created_at: Timestamp };
  chat_conversations: { id: Id; session_id: string; created_at: Timestamp };
  chat_messages: {
    id: Id;
    conversation_id: string;
    role: "user" | "assistant";
    content: string;
    created_at: Timestamp;
  };
  chat_feedback: {
    id: Id;
    message_id: string;
    rating: number;
    created_at: Timestamp;
    /** Set when an admin turned the rating into a knowledge entry (0010). */
    resolved_at: Date | null;
    knowledge_id: string | null;
  };
  chat_knowledge_base: {
    id: Id;
    category: string;
    question: string;
    answer: string;
    keywords: string[];
    is_active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  shopify_customer_links: {
    user_id: string;
    shopify_customer_id: string;
    email: string;
    created_at: Timestamp;
    /** Set by the server once the address is proved (0007); null: not trusted. */
    confirmed_at: Date | null;
  };
  kia_giveaway_entries: {
    id: Id;
    name: string;
    email: string;
    phone: string;
    address: string;
    opted_in: boolean;
    campaign_id: string | null;
    created_at: Timestamp;
  };
  campaigns: {
    id: Id;
    kind: "giveaway" | "seasonal_theme" | "cause_signup" | "discount_offer";
    title: string;
    description: Generated<string>;
    starts_at: Date;
    ends_at: Date | null;
    popups_end_at: Date | null;
    drawing_at: Date | null;
    prizes: Generated<{ place: string; prize: string }[]>;
    discount_code: string | null;
    discount_percent: number | null;
    rules: Generated<string>;
    success_message: Generated<string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  health_stories: {
    id: Id;
    title: string;
    description: string;
    category: string;
    published_date: Date | null;
    source_url: string | null;
    is_active: Generated<boolean>;
    created_at: Timestamp;
  };
  health_events: {
    id: Id;
    title: string;
    description: string;
    event_type: "screening" | "workshop" | "other";
    event_date: Date | null;
    location: string | null;
    source_url: string | null;
    created_at: Timestamp;
  };
  caregiver_resources: {
    id: Id;
    title: string;
    description: string;
    resource_type: string;
    location: string | null;
    contact_info: string | null;
    website_url: string | null;
    created_at: Timestamp;
  };
  support_groups: {
    id: Id;
    name: string;
    description: string;
    condition_focus: string | null;
    meeting_format: string;
    meeting_schedule: string | null;
    location: string | null;
    contact_info: string | null;
    website_url: string | null;
    created_at: Timestamp;
  };
  newsletter_subscribers: { id: Id; email: string; source: Generated<string>; created_at: Timestamp };
  contact_messages: {
    id: Id;
    name: string;
    email: string;
    subject: string;
    message: string;
    created_at: Timestamp;
    status: Generated<"unread" | "read" | "archived">;
    replied_at: Date | null;
  };
  mail_outbox: {
    id: Id;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    status: Generated<"queued" | "sent" | "failed" | "logged">;
    error: string | null;
    created_at: Timestamp;
    sent_at: Date | null;
    attempts: Generated<number>;
    next_attempt_at: Date | null;
  };
  password_reset_tokens: { token_hash: string; user_id: string; expires_at: Date; used_at: Date | null };
  email_confirmation_tokens: {
    token_hash: string;
    user_id: string;
    email: string;
    purpose: "account" | "link";
    expires_at: Date;
    used_at: Date | null;
    created_at: Timestamp;
  };
  cart_sessions: { id: Id; data: unknown; expires_at: Date; updated_at: Timestamp };
  giveaway_draws: {
    id: Id;
    campaign_id: string;
    entry_id: string | null;
    winner_email: string;
    winner_name: Generated<string>;
    seed: string;
    eligible_count: number;
    eligible_digest: string;
    drawn_by: string;
    drawn_by_email: string;
    drawn_at: Timestamp;
  };
  admin_audit_log: {
    id: Id;
    at: Timestamp;
    actor_id: string | null;
    actor: string;
    action: string;
    subject: Generated<string>;
    detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  };
  auth_sessions: { id_hash: string; user_id: string; created_at: Timestamp; expires_at: Date };
}
