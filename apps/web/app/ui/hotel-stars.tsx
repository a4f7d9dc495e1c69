/** A hotel's stars (the hotel cards and page, the hotel checkout's summary). */
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../lib/counted";
import { useTranslation } from "../lib/use-translation";
import "./hotel-stars.css";

/** The stars as shown (★★★★☆) and said ("4 stars"); a 3.5 shows three. */
export function Stars({ stars, locale }: { stars: number; locale: Locale }) {
  const { t } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.floor(stars)));
  if (whole === 0) return null;
  return (
    <span className="hotel-stars">
      <span aria-hidden="true">{"★".repeat(whole)}</span>
      <span className="visually-hidden">{counted(t, "hotels.count.stars", whole, locale)}</span>
    </span>
  );
}
