/**
 * The 100 busiest destinations the storefront sells: the airports of INTERNATIONAL_MARKETS with the
 * most passengers in 2023, busiest first, after ACI World's airport traffic ranking and the
 * operators' own annual figures (DHMI for Türkiye, ADV for Germany, Aena for Spain, the UK CAA,
 * AAI for India, AOT for Thailand, MAHB for Malaysia...). The order past the first forty or so is
 * approximate (neighbouring airports differ by a few hundred thousand passengers); what the list is
 * used for is its membership: every one of these airports must have its city's name in Arabic and
 * Persian (place-names.test.ts). Iraq's and Iran's own airports are required separately.
 */
// biome-ignore format: ten codes a line, busiest first
export const TOP_DESTINATIONS: readonly string[] = [
  "DXB", "IST", "LHR", "DEL", "CDG", "AMS", "MAD", "FRA", "BOM", "BKK",
  "BCN", "KUL", "DOH", "SAW", "FCO", "MUC", "JED", "LGW", "BLR", "RUH",
  "AYT", "ATH", "MAN", "STN", "PMI", "ZRH", "VIE", "ORY", "CPH", "DMK",
  "HYD", "MXP", "CAI", "OSL", "BER", "ARN", "AUH", "MAA", "BRU", "AGP",
  "DUS", "CCU", "GVA", "KWI", "SHJ", "LTN", "ALC", "NCE", "BGY", "EDI",
  "HKT", "HAM", "ESB", "ADB", "LPA", "MRS", "TFS", "MCT", "BHX", "NAP",
  "CTA", "AMD", "CGN", "LYS", "DMM", "VLC", "BLQ", "COK", "IBZ", "HER",
  "LIN", "PNQ", "HRG", "MED", "VCE", "CRL", "BAH", "BRS", "TLS", "AMM",
  "GOI", "SVQ", "PMO", "STR", "EIN", "SSH", "PEN", "BKI", "SKG", "BGO",
  "GLA", "BEY", "BIO", "GYD", "EVN", "TBS", "NTE", "BOD", "DLM", "BJV",
];
