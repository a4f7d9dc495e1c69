import type { Locale } from "@safar/domain/site-config";
import { counted } from "../../lib/counted";
import { useTranslation } from "../../lib/use-translation";
import "../../ui/hotel-stars.css";

/** The hotels' class as shown (★★★★) and said ("4 stars"), in the tours' own words. */
export function TourStars({ stars, locale }: { stars: number; locale: Locale }) {
  const { t } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.floor(stars)));
  if (whole === 0) return null;
  return (
    <span className="hotel-stars" data-stars={whole}>
      <span aria-hidden="true">{"★".repeat(whole)}</span>
      <span className="visually-hidden">{counted(t, "tours.count.stars", whole, locale)}</span>
    </span>
  );
}
