// POST contact (API-REFERENCE §8.24): name, email, subject and message, all required; `data` is true.
import { z } from '../zod.ts';

export const CONTACT_LIMITS = { name: 190, email: 190, subject: 190, message: 5000 } as const;

export const ContactBodySchema = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: z.email().max(CONTACT_LIMITS.email),
  subject: z.string().trim().min(1).max(CONTACT_LIMITS.subject),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactDataSchema = z.literal(true).or(z.boolean());
