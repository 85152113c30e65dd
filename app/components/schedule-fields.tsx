// A schedule's two bounds on a staff form (decisions 143 and 151): a fieldset with its hint and two
// datetime-local inputs (UTC, empty for no bound), each with its label and its errors. The merchandising
// forms (sliders, banners, features) and the category, brand and collection forms use it; the values are
// the API's 'YYYY-MM-DD HH:MM:SS' made ready by localDateTime (app/lib/merchandising.ts).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { FieldErrors, inputClass } from '#app/components/form.tsx';

type Field = FieldMetadata<unknown>;

function Bound({ field, label, hintId }: { field: Field; label: string; hintId: string }) {
  const props = getInputProps(field, { type: 'datetime-local' });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        className={inputClass}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ')}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

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
        <Bound field={starts} label={startLabel} hintId={hintId} />
        <Bound field={ends} label={endLabel} hintId={hintId} />
      </div>
    </fieldset>
  );
}
