// A flash sale's section, as the home page and the flash-sale index show it: its heading (the section's name)
// beside when it ends or starts, then its products.
import type { ReactNode } from 'react';

export function SaleSection({
  id,
  heading,
  when,
  children,
}: {
  id: number;
  /** The h2's content: the sale's title (a link, a badge…). */
  heading: ReactNode;
  /** Its countdown, or when it starts. */
  when: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`sale-${id}`}
      className="flex flex-col gap-4 rounded-xl bg-rose-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`sale-${id}`} className="text-xl font-semibold">
          {heading}
        </h2>
        {when}
      </div>
      {children}
    </section>
  );
}
