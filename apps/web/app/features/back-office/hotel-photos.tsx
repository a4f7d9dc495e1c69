/**
 * The photos of a contracted hotel (back office, issue 14) or of a tour (issue 16): thumbnails in order, the first the cover
 * the customers' cards show; add one (a file input: JPG, PNG or WebP up to 5 MB, the server decides
 * by content), move one earlier or later, remove one (asked again first). Each change is one call;
 * the answer is the new order. Errors in the operator's language by key; a status line announces
 * what was done. Buttons only: everything works from the keyboard, and a moved photo keeps the focus.
 */
import { type HotelPhotoCaption, MAX_HOTEL_PHOTOS, MAX_UPLOAD_BYTES } from "@safar/domain";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { api, isApiError } from "../../lib/api";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { signInUrl } from "./access";
import { orderHotelPhotos, removeHotelPhoto, uploadHotelPhoto } from "./hotel-admin-api";
import { movePhoto } from "./hotel-admin-rules";
import { HotelPhotoCaptionForm } from "./hotel-photo-caption";
import { refusalMessage } from "./page-data";

const ACCEPT = "image/jpeg,image/png,image/webp";

type Busy = { kind: "upload" } | { kind: "photo"; path: string } | null;
/** After a move, the button to focus again (the photo may have left the edge its button moved it to). */
type Refocus = { path: string; by: -1 | 1 } | null;

export function HotelPhotos({
  hotelId,
  initial,
  captions,
  name,
}: {
  hotelId: string;
  initial: string[];
  /** The photos' captions by path, as loaded (each photo's form keeps its own after a save). */
  captions: Record<string, HotelPhotoCaption>;
  name: string;
}) {
  const textPrefix = "back-office.hotels.photos";
  return (
    <AdminPhotos
      initial={initial}
      name={name}
      max={MAX_HOTEL_PHOTOS}
      textPrefix={textPrefix}
      idPrefix="bo-hotel"
      calls={{
        upload: (file) => uploadHotelPhoto(hotelId, file),
        remove: (path) => removeHotelPhoto(hotelId, path),
        order: (photos) => orderHotelPhotos(hotelId, photos),
      }}
      extra={(path, number) => (
        <HotelPhotoCaptionForm
          hotelId={hotelId}
          path={path}
          number={number}
          initial={captions[path]}
          textPrefix={textPrefix}
        />
      )}
    />
  );
}

/** The calls that change the photos, each answering the new order. */
export type PhotoCalls = {
  upload: (file: File) => Promise<{ photos: string[] }>;
  remove: (path: string) => Promise<{ photos: string[] }>;
  order: (photos: string[]) => Promise<{ photos: string[] }>;
};

/**
 * The photos' section: `textPrefix` names its strings (`title`, `lead`, `alt` with `{{hotel}}`…),
 * `idPrefix` its ids and test ids (`<idPrefix>-photos`); `onChanged` hears each new order; `extra`
 * adds to each photo's item (a hotel photo's caption form), given its path and shown number.
 */
export function AdminPhotos({
  initial,
  name,
  max,
  textPrefix: P,
  idPrefix,
  calls,
  onChanged,
  extra,
}: {
  initial: string[];
  name: string;
  max: number;
  textPrefix: string;
  idPrefix: string;
  calls: PhotoCalls;
  onChanged?: (photos: string[]) => void;
  extra?: (path: string, number: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const navigate = useNavigate();
  const location = useLocation();
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refocus, setRefocus] = useState<Refocus>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const full = photos.length >= max;

  useEffect(() => {
    if (!refocus || !list.current) return;
    const item = list.current.querySelector(`[data-photo="${CSS.escape(refocus.path)}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${refocus.by}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-refocus.by}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setRefocus(null);
  }, [refocus]);

  async function change(next: Busy, call: () => Promise<{ photos: string[] }>, done: string) {
    if (busy) return false;
    setBusy(next);
    setError(null);
    setStatus("");
    try {
      const next = (await call()).photos;
      setPhotos(next);
      onChanged?.(next);
      setStatus(done);
      return true;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) {
        await navigate(signInUrl(location.pathname + location.search));
        return false;
      }
      setError(refusalMessage(failure));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError("IMAGE_SIZE_IS_TOO_LARGE");
      return;
    }
    await change({ kind: "upload" }, () => calls.upload(file), t(`${P}.added`));
    if (input.current) input.current.value = "";
  }

  async function move(path: string, by: -1 | 1) {
    const index = photos.indexOf(path);
    const next = movePhoto(photos, index, by);
    const moved = await change(
      { kind: "photo", path },
      () => calls.order(next),
      t(`${P}.moved`, { n: n(index + by + 1) }),
    );
    if (moved) setRefocus({ path, by });
  }

  async function remove(path: string) {
    setConfirming(null);
    await change({ kind: "photo", path }, () => calls.remove(path), t(`${P}.removed`));
    input.current?.focus();
  }

  return (
    <section
      className="card bo-section"
      aria-labelledby={`${idPrefix}-photos`}
      data-testid={`${idPrefix}-photos`}
    >
      <div className="bo-hotel-section-head">
        <h2 id={`${idPrefix}-photos`}>{t(`${P}.title`)}</h2>
        <span className="bo-muted">{t(`${P}.count`, { n: n(photos.length), max: n(max) })}</span>
      </div>
      <p className="bo-muted">{t(`${P}.lead`)}</p>
      {photos.length === 0 ? <p className="bo-empty">{t(`${P}.empty`)}</p> : null}
      <ol className="bo-hotel-photos" ref={list}>
        {photos.map((path, index) => {
          const number = index + 1;
          const working = busy?.kind === "photo" && busy.path === path;
          return (
            <li key={path} className="bo-hotel-photo" data-photo={path} aria-busy={working || undefined}>
              <img
                src={api().imageUrl(path, { width: 360, height: 240 })}
                alt={t(`${P}.alt`, { n: n(number), hotel: name })}
                width={360}
                height={240}
                loading="lazy"
              />
              <div className="bo-hotel-photo__label">
                {index === 0 ? (
                  <strong>{t(`${P}.cover`)}</strong>
                ) : (
                  <span>{t(`${P}.number`, { n: n(number) })}</span>
                )}
              </div>
              {confirming === path ? (
                <fieldset className="bo-hotel-photo__actions bo-hotel-photo__confirm">
                  <legend>{t(`${P}.confirm`, { n: n(number) })}</legend>
                  <button
                    type="button"
                    className="button bo-button--danger"
                    onClick={() => void remove(path)}
                  >
                    {t(`${P}.confirmYes`)}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    {t(`${P}.confirmNo`)}
                  </button>
                </fieldset>
              ) : (
                <div className="bo-hotel-photo__actions">
                  <button
                    type="button"
                    className="button"
                    data-move="-1"
                    disabled={index === 0 || busy !== null}
                    aria-label={t(`${P}.earlierOf`, { n: n(number) })}
                    onClick={() => void move(path, -1)}
                  >
                    {t(`${P}.earlier`)}
                  </button>
                  <button
                    type="button"
                    className="button"
                    data-move="1"
                    disabled={index === photos.length - 1 || busy !== null}
                    aria-label={t(`${P}.laterOf`, { n: n(number) })}
                    onClick={() => void move(path, 1)}
                  >
                    {t(`${P}.later`)}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busy !== null}
                    aria-label={t(`${P}.removeOf`, { n: n(number) })}
                    onClick={() => setConfirming(path)}
                  >
                    {t(`${P}.remove`)}
                  </button>
                </div>
              )}
              {extra?.(path, n(number))}
            </li>
          );
        })}
      </ol>
      <div className="bo-hotel-photo-upload">
        <label htmlFor={`${idPrefix}-photo-file`}>{t(`${P}.add`)}</label>
        <input
          ref={input}
          id={`${idPrefix}-photo-file`}
          type="file"
          accept={ACCEPT}
          disabled={busy !== null || full}
          aria-describedby={`${idPrefix}-photo-hint`}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
        />
        <p id={`${idPrefix}-photo-hint`} className="bo-muted">
          {full ? t(`${P}.full`, { max: n(max) }) : t(`${P}.hint`)}
        </p>
      </div>
      <p className="bo-hotel-photo-status" role="status" aria-live="polite">
        {busy?.kind === "upload" ? t(`${P}.uploading`) : busy ? t(`${P}.saving`) : status}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}
