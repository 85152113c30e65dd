// The contact form (POST contact, docs/api-reference.md §8.24): the API's request schema, with the contact page's
// own wording of the spec's messages ('{type} is required', 'Invalid email').
import { ContactBodySchema } from '#contract/site/contact.ts';
import { Messages } from '#contract/messages.ts';
import type { FormMessages } from '#app/lib/form-validation.ts';

export const ContactFormSchema = ContactBodySchema;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

export const CONTACT_MESSAGES: FormMessages = {
  required: 'catalog:page.contact.required',
  tooLong: 'catalog:page.contact.tooLong',
  label: (field) => `catalog:page.contact.${field}`,
  known: { [Messages.invalidEmail]: 'catalog:page.contact.invalidEmail' },
};
