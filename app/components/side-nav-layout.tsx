// The layout of the account area and the admin area: a side menu (named for assistive technology, with what
// `intro` says above its links) and the area's screen beside it.
import { Outlet } from '@remix-run/react';
import type { ReactNode } from 'react';

/** The class of a side-menu link; the current screen's link stands out. */
export const sideNavLink = (current: boolean) =>
  `block rounded px-3 py-2 hover:bg-slate-100 ${current ? 'bg-slate-100 font-semibold' : ''}`;

export function SideNavLayout({
  label,
  intro,
  width = 'max-w-6xl',
  testId,
  children,
}: {
  label: string;
  intro: ReactNode;
  width?: 'max-w-6xl' | 'max-w-7xl';
  testId?: string;
  /** The menu's `<li>` items. */
  children: ReactNode;
}) {
  return (
    <div
      className={`mx-auto grid w-full ${width} gap-6 md:grid-cols-[14rem_1fr]`}
      data-testid={testId}
    >
      <nav aria-label={label} className="rounded-lg bg-white p-3 shadow-sm">
        {intro}
        <ul className="flex flex-wrap gap-1 md:flex-col">{children}</ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
