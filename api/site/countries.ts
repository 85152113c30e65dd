// countries-phones (docs/api-reference.md §8.30) built offline: ISO regions from libphonenumber-js metadata,
// English names from Intl.DisplayNames, dial prefixes from the same metadata; states for the countries the
// demo shop ships to (AF includes the default state BDS, docs/spec.md §9).
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

type State = { code: string; name: string };
const s = (list: string): Record<string, State> =>
  Object.fromEntries(
    list.split('|').map((pair) => {
      const [code, name] = pair.split(':') as [string, string];
      return [code, { code, name }];
    }),
  );

const STATES: Record<string, Record<string, State>> = {
  AF: s(
    'BAL:Balkh|BAM:Bamyan|BDG:Badghis|BDS:Badakhshan|BGL:Baghlan|DAY:Daykundi|FRA:Farah|FYB:Faryab|GHA:Ghazni|GHO:Ghor|HEL:Helmand|HER:Herat|JOW:Jowzjan|KAB:Kabul|KAN:Kandahar|KAP:Kapisa|KDZ:Kunduz|KHO:Khost|KNR:Kunar|LAG:Laghman|LOG:Logar|NAN:Nangarhar|NIM:Nimruz|NUR:Nuristan|PAN:Panjshir|PAR:Parwan|PIA:Paktia|PKA:Paktika|SAM:Samangan|SAR:Sar-e Pol|TAK:Takhar|URU:Uruzgan|WAR:Wardak|ZAB:Zabul',
  ),
  AE: s('AZ:Abu Dhabi|AJ:Ajman|DU:Dubai|FU:Fujairah|RK:Ras Al Khaimah|SH:Sharjah|UQ:Umm Al Quwain'),
  US: s(
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  ),
  IN: s(
    'AP:Andhra Pradesh|AS:Assam|BR:Bihar|DL:Delhi|GA:Goa|GJ:Gujarat|HR:Haryana|KA:Karnataka|KL:Kerala|MH:Maharashtra|MP:Madhya Pradesh|PB:Punjab|RJ:Rajasthan|TN:Tamil Nadu|TG:Telangana|UP:Uttar Pradesh|WB:West Bengal',
  ),
  TR: s('06:Ankara|07:Antalya|16:Bursa|34:Istanbul|35:Izmir|01:Adana|27:Gaziantep|42:Konya'),
  FR: s(
    'ARA:Auvergne-Rhône-Alpes|BFC:Bourgogne-Franche-Comté|BRE:Bretagne|IDF:Île-de-France|NAQ:Nouvelle-Aquitaine|OCC:Occitanie|PAC:Provence-Alpes-Côte d’Azur|HDF:Hauts-de-France|GES:Grand Est|NOR:Normandie|PDL:Pays de la Loire|CVL:Centre-Val de Loire|COR:Corse',
  ),
};

let cache: ReturnType<typeof build> | undefined;

function build() {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const countries: Record<string, { code2: string; name: string; states: Record<string, State> }> =
    {};
  const phones: Record<string, string> = {};
  for (const code of getCountries()) {
    countries[code] = { code2: code, name: names.of(code) ?? code, states: STATES[code] ?? {} };
    phones[code] = `+${getCountryCallingCode(code)}`;
  }
  return { countries, phones };
}

export function countriesPhones() {
  return (cache ??= build());
}
