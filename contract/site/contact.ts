// POST contact (docs/api-reference.md §8.24): name, email, subject and message, all required; `data` is true.
// Messages are the spec's (§5): '{type} is required', 'Invalid email'; one per failed rule, in field order.
import { z } from '../zod.ts';
import { requiredMessage, tooLong } from '../messages.ts';
import { EmailSchema } from './newsletter.ts';

export const CONTACT_LIMITS = { name: 190, email: 190, subject: 190, message: 5000 } as const;

const text = (field: keyof typeof CONTACT_LIMITS) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field) })
    .max(CONTACT_LIMITS[field], { error: tooLong(field, CONTACT_LIMITS[field]) });

export const ContactBodySchema = z.object({
  name: text('name'),
  email: EmailSchema,
  subject: text('subject'),
  message: text('message'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactDataSchema = z.literal(true).or(z.boolean());
