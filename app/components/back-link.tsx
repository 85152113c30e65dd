// "‹ Back to …" above a detail page (the arrow turns round in a right-to-left language).
import { Link } from '@remix-run/react';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="self-start text-sm underline">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>{' '}
      {label}
    </Link>
  );
}
