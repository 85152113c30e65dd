// The rows of a totals list (`<dl>`): the cart's summary, the order page's and the order-placed page's totals.
import type { ReactNode } from 'react';
import { Money } from '#app/components/price.tsx';

/** A labelled value of a `<dl>` (an amount here, an order's fact in the order view). */
export type LabelledValue = { label: string; children: ReactNode; testId?: string };

/** One amount of the list: its label and its value. */
export function TotalsRow({ label, children, testId }: LabelledValue) {
  return (
    <div className="flex justify-between gap-2" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The list's last row, the amount to pay, set apart (by a rule above it unless `ruled` is false). */
export function GrandTotal({
  label,
  value,
  testId,
  ruled = true,
}: {
  label: string;
  value: number;
  testId: string;
  ruled?: boolean;
}) {
  return (
    <div
      className={
        ruled
          ? 'mt-2 flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold'
          : 'mt-1 flex justify-between gap-2 text-base font-semibold'
      }
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd>
        <Money value={value} />
      </dd>
    </div>
  );
}
