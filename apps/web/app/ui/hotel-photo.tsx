/** A hotel's photo (the guest page's and a booked stay's summaries). */
import { api } from "../lib/api";
import { BedIcon } from "./icons";

/**
 * The photo through the image base at `size`, in the cards' frame (`hotel-card__photo`, with the
 * place's own `className`); the cards' placeholder when the hotel has none.
 */
export function HotelPhoto({
  photo,
  size,
  className,
}: {
  photo: string | null;
  size: { readonly width: number; readonly height: number };
  className: string;
}) {
  return (
    <div className={`hotel-card__photo ${className}`}>
      {photo ? (
        <img
          src={api().imageUrl(photo, size)}
          alt=""
          width={size.width}
          height={size.height}
          decoding="async"
        />
      ) : (
        <BedIcon className="hotel-card__no-photo" />
      )}
    </div>
  );
}
