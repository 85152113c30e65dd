// The order lists' filters (the shopper's `/user/orders`, the admin's `/admin`): one GET form whose state is
// the URL, so it works without JavaScript; its fields, the apply button and, while a filter is on, a link
// back to the unfiltered list.
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';

export function OrderFilters({
  testId,
  fieldsetClass,
  labels,
  clearTo,
  filtered,
  children,
}: {
  testId: string;
  fieldsetClass: string;
  /** The fieldset's legend, the submit button and the clearing link, already translated. */
  labels: { legend: string; apply: string; clear: string };
  clearTo: string;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="rounded-lg bg-white p-4 shadow-sm" data-testid={testId}>
      <fieldset className={fieldsetClass}>
        <legend className="mb-2 text-sm font-semibold">{labels.legend}</legend>
        {children}
        <button type="submit" className="btn-secondary text-sm">
          {labels.apply}
        </button>
        {filtered ? (
          <Link to={clearTo} className="text-sm underline">
            {labels.clear}
          </Link>
        ) : null}
      </fieldset>
    </Form>
  );
}
