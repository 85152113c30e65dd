// A screen's column: its one h1, then its sections (orders, vouchers, profile, the admin's orders).
import type { ReactNode } from 'react';

export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}
