/**
 * One photo's caption in the back office (issue 14): Arabic, Persian and English inputs with a save
 * button of its own. The domain's schema checks first (each at most 120 characters, trimmed); the
 * server's refusals land beside their inputs by key (`caption.ar|fa|en`); a toast says it was saved.
 * All three empty takes the caption off.
 */
import {
  type HotelPhotoCaption,
  type HotelPhotoCaptionInput,
  hotelPhotoCaptionInputSchema,
  MAX_HOTEL_PHOTO_CAPTION,
} from "@safar/domain";
import { useId, useState } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { TextField } from "./admin-fields";
import { captionHotelPhoto } from "./hotel-admin-api";
import { useOperatorForm } from "./use-operator-form";

const LANGUAGES = ["ar", "fa", "en"] as const;
const FIELDS = LANGUAGES.map((language) => `caption.${language}`);
const EMPTY: HotelPhotoCaption = { ar: "", fa: "", en: "" };

export function HotelPhotoCaptionForm({
  hotelId,
  path,
  number,
  initial,
  textPrefix: P,
}: {
  hotelId: string;
  path: string;
  /** The photo's number as shown (in the operator's digits). */
  number: string;
  initial: HotelPhotoCaption | undefined;
  textPrefix: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prefix = useId();
  const [caption, setCaption] = useState<HotelPhotoCaption>(initial ?? EMPTY);
  const { errors, formError, busy, submit } = useOperatorForm<HotelPhotoCaptionInput>({
    fields: FIELDS,
    check: () => {
      const parsed = hotelPhotoCaptionInputSchema.safeParse({ path, caption });
      if (parsed.success) return { ok: true, data: parsed.data };
      const invalid: FieldErrors = {};
      for (const issue of parsed.error.issues) invalid[issue.path.join(".")] ??= issue.message;
      return { ok: false, errors: invalid };
    },
    send: async (body) => {
      const saved = await captionHotelPhoto(hotelId, body);
      setCaption(saved.caption ?? EMPTY);
      void showToast("success", t(`${P}.captionSaved`, { n: number }));
    },
  });
  const values = Object.fromEntries(LANGUAGES.map((language) => [`caption.${language}`, caption[language]]));
  const onChange = (name: string, value: string) => {
    const language = name.slice("caption.".length) as keyof HotelPhotoCaption;
    setCaption((current) => ({ ...current, [language]: value }));
  };
  return (
    <form className="bo-hotel-photo__caption" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="bo-fieldset" disabled={busy}>
        <legend>{t(`${P}.captionOf`, { n: number })}</legend>
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            prefix={prefix}
            name={`caption.${language}`}
            label={t(`${P}.caption.${language}`)}
            values={values}
            onChange={onChange}
            errors={errors}
            ltr={language === "en"}
          />
        ))}
        <p className="field__hint">
          {t(`${P}.captionHint`, { max: formatNumber(MAX_HOTEL_PHOTO_CAPTION, locale) })}
        </p>
        {formError ? (
          <p className="field__error" role="alert">
            {t(formError)}
          </p>
        ) : null}
        <button type="submit" className="button" aria-label={t(`${P}.captionSaveOf`, { n: number })}>
          {busy ? t(`${P}.saving`) : t(`${P}.captionSave`)}
        </button>
      </fieldset>
    </form>
  );
}
