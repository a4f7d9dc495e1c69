/**
 * The back office's tours screens' rules (issue 16): the list's filters in the URL (destination,
 * kind, sales, a part of the title in any language) applied to the API's whole list; the tour's form
 * (its day-by-day plan and its included and excluded lines as rows that can be added, removed and
 * moved) and a departure's form turned into the API's body and checked with the domain's schemas,
 * every refusal on the field the server would name (`plan[1].title.fa`, `capacity`); numbers may be
 * typed in Arabic-Indic or Persian digits.
 */
import {
  departureIssues,
  type TourAdmin,
  type TourDepartureAdmin,
  type ToursAdmin,
  tourDepartureInputSchema,
  tourInputSchema,
} from "@safar/domain";
import {
  checked,
  LANGUAGES,
  localized,
  localizedValues,
  numberOf,
  type TextValues,
} from "./hotel-admin-rules";

export type TourRow = ToursAdmin["tours"][number];
export type TourSales = "" | "on" | "off";
export type ToursFilter = { destination: string; kind: string; sales: TourSales; q: string };

export function toursFilterFromParams(params: URLSearchParams): ToursFilter {
  const destination = (params.get("destination") ?? "").trim().toUpperCase();
  const kind = params.get("kind") ?? "";
  const sales = params.get("sales") ?? "";
  return {
    destination: /^[A-Z]{3}$/.test(destination) ? destination : "",
    kind: kind === "Pilgrimage" || kind === "Leisure" ? kind : "",
    sales: sales === "on" || sales === "off" ? sales : "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
  };
}

export function paramsFromToursFilter(filter: ToursFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.destination) params.set("destination", filter.destination);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.sales) params.set("sales", filter.sales);
  if (filter.q) params.set("q", filter.q);
  return params;
}

export const isFiltered = (filter: ToursFilter) =>
  Boolean(filter.destination || filter.kind || filter.sales || filter.q);

/** The tours the filter keeps, in the API's order (the storefront's: sort order, then title). */
export function filterTours(tours: readonly TourRow[], filter: ToursFilter): TourRow[] {
  const q = filter.q.toLocaleLowerCase();
  return tours.filter(
    (tour) =>
      (!filter.destination || tour.destination === filter.destination) &&
      (!filter.kind || tour.kind === filter.kind) &&
      (!filter.sales || tour.onSale === (filter.sales === "on")) &&
      (!q || LANGUAGES.some((lang) => tour.title[lang].toLocaleLowerCase().includes(q))),
  );
}

/** A row of a list in the form (a plan day, an included line): its own key for React, its text values. */
export type Row = { key: string; text: TextValues };
let serial = 0;
export const newRow = (text: TextValues = {}): Row => ({ key: `row-${++serial}`, text });

export type TourValues = {
  text: TextValues;
  plan: Row[];
  included: Row[];
  excluded: Row[];
  onSale: boolean;
};

export const TOUR_TEXT_FIELDS = [
  "kind",
  "destination",
  ...LANGUAGES.map((lang) => `title.${lang}`),
  ...LANGUAGES.map((lang) => `description.${lang}`),
  "days",
  "nights",
  "hotelStars",
  "currency",
  "sortOrder",
];

/** A plan day's inputs (`title.ar`…, `description.ar`…). */
export const planDayValues = (day?: {
  title: Record<string, string>;
  description: Record<string, string>;
}) =>
  day ? { ...localizedValues("title", day.title), ...localizedValues("description", day.description) } : {};

/** The form's values of a tour (a new one: a pilgrimage of one day, on sale, in USD). */
export function tourValues(tour?: TourAdmin, destination = ""): TourValues {
  if (!tour)
    return {
      text: {
        kind: "Pilgrimage",
        destination,
        days: "1",
        nights: "0",
        hotelStars: "3",
        currency: "USD",
        sortOrder: "0",
      },
      plan: [newRow()],
      included: [],
      excluded: [],
      onSale: true,
    };
  return {
    text: {
      kind: tour.kind,
      destination: tour.destination,
      ...localizedValues("title", tour.title),
      ...localizedValues("description", tour.description),
      days: String(tour.days),
      nights: String(tour.nights),
      hotelStars: String(tour.hotelStars),
      currency: tour.currency,
      sortOrder: String(tour.sortOrder),
    },
    plan: [...tour.plan].sort((a, b) => a.day - b.day).map((day) => newRow(planDayValues(day))),
    included: tour.included.map((line) => newRow(localizedValues("text", line))),
    excluded: tour.excluded.map((line) => newRow(localizedValues("text", line))),
    onSale: tour.onSale,
  };
}

/** The form's field names, in the order the focus looks for the first in error. */
export function tourFields(values: Pick<TourValues, "plan" | "included" | "excluded">): string[] {
  const rowFields = (list: string, rows: readonly Row[], names: string[]) =>
    rows.flatMap((_, i) => names.flatMap((name) => LANGUAGES.map((lang) => `${list}[${i}].${name}.${lang}`)));
  return [
    ...TOUR_TEXT_FIELDS,
    ...rowFields("plan", values.plan, ["title", "description"]),
    "plan",
    ...values.included.flatMap((_, i) => LANGUAGES.map((lang) => `included[${i}].${lang}`)),
    "included",
    ...values.excluded.flatMap((_, i) => LANGUAGES.map((lang) => `excluded[${i}].${lang}`)),
    "excluded",
    "photos",
  ];
}

/** The API's body of the form (with the tour's photos as they are now), checked with the domain's schema. */
export function checkTour(values: TourValues, photos: readonly string[] = []) {
  const { text } = values;
  return checked(tourInputSchema, {
    kind: text.kind,
    destination: text.destination ?? "",
    title: localized(text, "title"),
    description: localized(text, "description"),
    days: numberOf(text.days),
    nights: numberOf(text.nights),
    plan: values.plan.map((row) => ({
      title: localized(row.text, "title"),
      description: localized(row.text, "description"),
    })),
    included: values.included.map((row) => localized(row.text, "text")),
    excluded: values.excluded.map((row) => localized(row.text, "text")),
    hotelStars: numberOf(text.hotelStars),
    currency: text.currency ?? "",
    photos: [...photos],
    sortOrder: numberOf(text.sortOrder),
    onSale: values.onSale,
  });
}

/** The tour as the API's body again, with other photos (a photo removed or the photos reordered). */
export function tourInputWithPhotos(tour: TourAdmin, photos: readonly string[]) {
  const { text, ...rest } = tourValues(tour);
  return checkTour({ text, ...rest }, photos);
}

export const DEPARTURE_FIELDS = ["date", "capacity", "adultPrice", "childPrice", "infantPrice"];

export function departureValues(departure?: TourDepartureAdmin): TextValues {
  if (!departure) return { date: "", capacity: "40", adultPrice: "", childPrice: "", infantPrice: "0" };
  return {
    date: departure.date,
    capacity: String(departure.capacity),
    adultPrice: String(departure.prices.adult),
    childPrice: String(departure.prices.child),
    infantPrice: String(departure.prices.infant),
  };
}

/**
 * A departure's body checked with the domain's schema and a new or moved day against `today`
 * (Baghdad's; a departure kept on its day may be changed after it has left). Its capacity against the seats sold and held is the server's to say (TOUR_CAPACITY_IS_INVALID): held
 * seats come and go while the page is open.
 */
export function checkDeparture(text: TextValues, today: string, currentDate?: string) {
  const result = checked(tourDepartureInputSchema, {
    date: (text.date ?? "").trim(),
    capacity: numberOf(text.capacity),
    adultPrice: numberOf(text.adultPrice),
    childPrice: numberOf(text.childPrice),
    infantPrice: numberOf(text.infantPrice),
  });
  if (!result.ok) return result;
  const issues = departureIssues(result.data, today).filter(
    (issue) => !(issue.path[0] === "date" && result.data.date === currentDate),
  );
  if (issues.length === 0) return result;
  return { ok: false as const, errors: Object.fromEntries(issues.map((i) => [i.path.join("."), i.message])) };
}

/** Seats taken on a departure (sold and held): its capacity may not go below them. */
export const seatsTaken = (departure: Pick<TourDepartureAdmin, "seatsSold" | "seatsHeld">) =>
  departure.seatsSold + departure.seatsHeld;
