// Site-wide answers every screen needs, cached per API and language: `common` and `localization` for four
// seconds, so a settings edit shows on every instance within five (issue 35), countries and dial codes for
// a minute.
import { endpoints } from '#contract/endpoints.ts';
import type { ShopApiCore } from '#app/lib/shop-api/client.server.ts';
import { resultCache } from '#app/lib/shop-api/cache.server.ts';
import type { CommonData } from '#contract/site/common.ts';
import type { LocalizationData } from '#contract/site/localization.ts';
import type { CountriesPhonesData } from '#contract/site/countries.ts';

const SETTINGS_TTL_MS = 4000;
const commonCache = resultCache<CommonData>(SETTINGS_TTL_MS);
const localizationCache = resultCache<LocalizationData>(SETTINGS_TTL_MS);
const countriesCache = resultCache<CountriesPhonesData>(60_000);

/** Settings, menus and furniture of the shell, in the client's language (`lang` header). */
export const common = (api: ShopApiCore) =>
  commonCache(`${api.baseUrl}|${api.language}`, () => api.call(endpoints.common));

/** The backend's UI string overrides for the client's language. */
export const localization = (api: ShopApiCore) =>
  localizationCache(`${api.baseUrl}|${api.language}`, () =>
    api.call(endpoints.localization, { query: { locale_code: api.language } }),
  );

/** Countries, their states and dial codes (address forms); the same in every language. */
export const countries = (api: ShopApiCore) =>
  countriesCache(api.baseUrl, () => api.call(endpoints.countriesPhones));
