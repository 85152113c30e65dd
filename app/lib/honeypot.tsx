// The honeypot field of anonymous forms (checked by honeypot.server.ts).

export const HONEYPOT_FIELD = 'website';

/** Hidden by a class, not an inline style, so the enforced CSP stays strict; people never see it. */
export function HoneypotField() {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
