// POST email-subscription (docs/api-reference.md §8.26).
import { z } from '../zod.ts';
import { Messages, requiredMessage } from '../messages.ts';

export const EmailSchema = z
  .string({ error: requiredMessage('email') })
  .trim()
  .min(1, { error: requiredMessage('email') })
  .max(190, { error: Messages.invalidEmail })
  .pipe(z.email({ error: Messages.invalidEmail }));

export const SubscribeBodySchema = z.object({ email: EmailSchema });
export const SubscribeDataSchema = z.literal(true).or(z.boolean());
