// The honeypot of anonymous forms (spam bots fill every field): remix-utils checks the field
// `HoneypotField` renders.
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { HONEYPOT_FIELD } from '#app/lib/honeypot.tsx';

const honeypot = new Honeypot({
  randomizeNameFieldName: false,
  nameFieldName: HONEYPOT_FIELD,
  validFromFieldName: null,
});

/** Whether a bot filled the field people never see. */
export function isSpam(formData: FormData): boolean {
  try {
    honeypot.check(formData);
    return false;
  } catch (e) {
    if (e instanceof SpamError) return true;
    throw e;
  }
}
