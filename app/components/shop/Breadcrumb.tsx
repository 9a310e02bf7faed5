import { Link } from "@remix-run/react";

export function Breadcrumb({ items }: { items: Array<{ label: string; href?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="container-page breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {/* The header's links already discover these routes. */}
            {item.href ? (
              <Link to={item.href} discover="none">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
