import { HotelHomePage } from "../features/hotels/hotel-home-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/hotel-home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "hotelHome");
}

export default function Page() {
  return <HotelHomePage />;
}
