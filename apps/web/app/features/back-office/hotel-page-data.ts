/**
 * What /back-office/hotels/:id shows (hotel-page.tsx), and its calendar section
 * (hotel-calendar-section.tsx) reads: a type of its own, so the two modules do not import each other.
 */
import type { HotelCalendar, HotelPropertyAdmin } from "@safar/domain";
import type { HotelCity } from "./hotel-property-form";

export type HotelPageData = {
  hotel: HotelPropertyAdmin;
  cities: HotelCity[];
  roomTypeId: string | null;
  month: string;
  calendar: HotelCalendar | null;
  /** The property's calendar day today (changes start from it). */
  today: string;
};
