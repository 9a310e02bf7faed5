import { Link } from "@remix-run/react";

export type AccountTab = "account" | "orders" | "training" | "campaigns";
/** The back office's own pages, beside the account tabs. */
export type BackOfficePage = "messages" | "giveaway" | "admins" | "audit";

const tabs: Array<{ id: AccountTab | BackOfficePage; label: string; to: string }> = [
  { id: "account", label: "Account", to: "/account?tab=account" },
  { id: "orders", label: "Orders", to: "/account?tab=orders" },
  { id: "training", label: "Chatbot Training", to: "/account?tab=training" },
  { id: "campaigns", label: "Campaigns", to: "/account?tab=campaigns" },
  { id: "messages", label: "Messages", to: "/account/messages" },
  { id: "giveaway", label: "Giveaway", to: "/account/giveaway" },
  { id: "admins", label: "Admins", to: "/account/admins" },
  { id: "audit", label: "Audit Log", to: "/account/audit" },
];

/** Admin tabs as links, so they work without JavaScript. */
export function AccountTabs({ current }: { current: AccountTab | BackOfficePage }) {
  return (
    <nav aria-label="Account sections" className="mb-6 flex flex-wrap gap-2 border-b border-slate-200">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          aria-current={tab.id === current ? "page" : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab.id === current ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
