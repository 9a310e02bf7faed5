import { Mail, MapPin, Phone } from "~/components/ui/icons";
import type { ContactChannel } from "~/content/contact";

const icons = { email: Mail, phone: Phone, address: MapPin } as const;

export function ContactCard({ channel }: { channel: ContactChannel }) {
  const Icon = icons[channel.kind];
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h2 className="font-bold text-brand-900">{channel.title}</h2>
        {channel.href ? (
          <a
            href={channel.href}
            className="mt-1 block break-words font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {channel.value}
          </a>
        ) : (
          <address className="mt-1 not-italic font-semibold text-slate-800">{channel.value}</address>
        )}
        <p className="mt-1 text-sm text-slate-600">{channel.detail}</p>
      </div>
    </li>
  );
}
