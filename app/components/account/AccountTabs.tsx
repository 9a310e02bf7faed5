import { Link } from "@remix-run/react";

export type AccountTab = "account" | "orders" | "training" | "campaigns";
const tabs: Array<{ id: AccountTab; label: string }> = [
  { id: "account", label: "Account" },
  { id: "orders", label: "Orders" },
  { id: "training", label: "Chatbot Training" },
  { id: "campaigns", label: "Campaigns" },
];

/** Admin tabs as links (?tab=), so they work without JavaScript. */
export function AccountTabs({ current }: { current: AccountTab }) {
  return (
    <nav aria-label="Account sections" className="mb-6 flex gap-2 border-b border-slate-200">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={`/account?tab=${tab.id}`}
          aria-current={tab.id === current ? "page" : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab.id === current ? "border-brand-600 text-brand-800" : "border-transparent text-slate-600 hover:text-brand-700"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
