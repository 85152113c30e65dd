// GET countries-phones (docs/api-reference.md §8.30).
import { z, opt } from '../zod.ts';

const StateSchema = z.object({
  code: z.string(),
  name: z.string(),
  subdivision: opt(z.string()),
});
const CountrySchema = z.object({
  code2: z.string(),
  code3: opt(z.string()),
  name: z.string(),
  capital: opt(z.string()),
  region: opt(z.string()),
  subregion: opt(z.string()),
  states: z.union([z.record(z.string(), StateSchema), z.array(StateSchema)]).default({}),
});
export const CountriesPhonesDataSchema = z.object({
  countries: z.record(z.string(), CountrySchema),
  phones: z.record(z.string(), z.string()),
});
export type CountriesPhonesData = z.infer<typeof CountriesPhonesDataSchema>;
