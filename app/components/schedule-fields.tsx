// A schedule's two bounds on a staff form (decisions 143 and 151): a fieldset with its hint and two
// datetime-local inputs (UTC, empty for no bound), each with its label and its errors. The merchandising
// forms (sliders, banners, features) and the category, brand and collection forms use it; the values are
// the API's 'YYYY-MM-DD HH:MM:SS' made ready by localDateTime (app/lib/merchandising.ts).
import type { FieldMetadata } from '@conform-to/react';
import { TextField } from '#app/components/form.tsx';

type Field = FieldMetadata<unknown>;

export function ScheduleFields({
  starts,
  ends,
  legend,
  hint,
  startLabel,
  endLabel,
}: {
  starts: Field;
  ends: Field;
  legend: string;
  hint: string;
  startLabel: string;
  endLabel: string;
}) {
  const hintId = `${starts.id}-schedule-hint`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={starts} label={startLabel} type="datetime-local" describedBy={hintId} />
        <TextField field={ends} label={endLabel} type="datetime-local" describedBy={hintId} />
      </div>
    </fieldset>
  );
}
