/**
 * One traveller of the online visa application (visa-application-page.tsx): the visa variant of the
 * passenger fields (spec §5, the passport scan included, whose photo becomes the passport page) and
 * a file field per document the visa asks for, each checked before sending (visa-documents.ts) and
 * shown as a thumbnail with its name and size.
 */
import type { Locale } from "@safar/domain/site-config";
import type { VisaDocumentKind } from "@safar/domain/visa-rules";
import { useEffect, useId, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { DOCUMENT_ACCEPT, documentValueOf, type VisaDocumentValue } from "../../lib/visa-documents";
import { useLocale } from "../../ui/use-locale";
import type { FieldPolicy, PassengerField } from "./booking-form";
import { PassengerFields } from "./passenger-fields";
import {
  VISA_REQUIRED_FIELDS,
  VISA_SHOWN_FIELDS,
  type VisaApplicationFormValues,
} from "./visa-application-form";
import "../../ui/form-field.css";
import "./booking.css";
import "./visa-application.css";

/** The visa variant's fields (spec §5): what the place shows and asks for. */
const VISA_ASKED = new Set<PassengerField>([
  "firstName",
  "lastName",
  "genderTitle",
  "birthDate",
  ...VISA_REQUIRED_FIELDS,
]);
const visaPolicy: FieldPolicy = {
  shown: new Set<PassengerField>(VISA_SHOWN_FIELDS),
  required: VISA_ASKED,
  need: (field) => (VISA_ASKED.has(field) ? "required" : "optional"),
};

/** One traveller: the visa passenger fields (scan included), and the documents the visa asks for. */
export function VisaTraveller({
  index,
  travellers,
  travelDate,
  countries,
  locale,
  kinds,
}: {
  index: number;
  travellers: number;
  travelDate: string;
  countries: Parameters<typeof PassengerFields>[0]["countries"];
  locale: Locale;
  kinds: readonly VisaDocumentKind[];
}) {
  const { t } = useTranslation();
  const { control, trigger, setValue } = useFormContext<VisaApplicationFormValues>();
  const nationality = useWatch({ control, name: `passengers.${index}.nationalityCountry` });
  const first = useRef(true);

  // Iraqis only: another nationality is refused at once, beside the field (the server refuses too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the nationality changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Checked at every change (a scan's too): another nationality says why, Iraq again clears it.
    void trigger(`passengers.${index}.nationalityCountry`);
  }, [nationality, index, trigger]);

  const heading = t("visas.apply.traveller", { n: formatNumber(index + 1, locale) });
  return (
    <PassengerFields
      index={index}
      number={index + 1}
      category={1}
      isDomestic={false}
      travelDate={travelDate}
      countries={countries}
      locale={locale}
      passengerCount={travellers}
      fieldPolicy={() => visaPolicy}
      heading={heading}
      saveOption={false}
      labels={{ firstNameFarsi: "visas.apply.firstNameArabic", lastNameFarsi: "visas.apply.lastNameArabic" }}
      onScanned={(photo) => {
        // The photo the scan read is the traveller's passport page.
        const file = new File([photo], "passport-page.jpg", { type: photo.type || "image/jpeg" });
        void documentValueOf(file).then((value) =>
          setValue(`documents.${index}.PassportPage`, value, { shouldDirty: true, shouldValidate: true }),
        );
      }}
    >
      <VisaDocuments index={index} kinds={kinds} travellerLabel={heading} />
    </PassengerFields>
  );
}

function VisaDocuments({
  index,
  kinds,
  travellerLabel,
}: {
  index: number;
  kinds: readonly VisaDocumentKind[];
  travellerLabel: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <fieldset className="visa-docs" aria-labelledby={titleId}>
      <legend id={titleId} className="visa-docs__title">
        {t("visas.apply.documentsTitle")}
      </legend>
      <p className="field__hint">{t("visas.apply.documentsHint")}</p>
      <div className="visa-docs__list">
        {kinds.map((kind) => (
          <VisaDocumentField key={kind} index={index} kind={kind} travellerLabel={travellerLabel} />
        ))}
      </div>
    </fieldset>
  );
}

function fileSize(bytes: number, locale: Locale, t: (k: string, v?: Record<string, unknown>) => string) {
  return bytes >= 1024 * 1024
    ? t("visas.apply.sizeMb", { n: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, locale) })
    : t("visas.apply.sizeKb", { n: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

/** One document: its name, a file input (keyboard and camera), a thumbnail and the file's name, its error. */
function VisaDocumentField({
  index,
  kind,
  travellerLabel,
}: {
  index: number;
  kind: VisaDocumentKind;
  travellerLabel: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { control, setValue, trigger, formState } = useFormContext<VisaApplicationFormValues>();
  const name = `documents.${index}.${kind}` as const;
  const value = useWatch({ control, name }) as VisaDocumentValue | null | undefined;
  const id = `doc-${index}-${kind}`;
  const message = (formState.errors.documents?.[index] as Record<string, { message?: string }> | undefined)?.[
    kind
  ]?.message;
  const error = message ? t(message, { defaultValue: t("GENERIC_ERROR") }) : undefined;
  const preview = usePreview(value?.file ?? null);
  const label = t(`visas.documents.${kind}`);

  return (
    <div
      className={`field visa-doc${error ? " field--invalid" : ""}`}
      data-testid={`visa-doc-${kind}`}
      data-traveller={index}
    >
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="visa-doc__body">
        <div className="visa-doc__thumb" aria-hidden="true">
          {preview ? <img src={preview} alt="" /> : <span className="visa-doc__empty">+</span>}
        </div>
        <div className="visa-doc__text">
          {value ? (
            <p className="visa-doc__file" data-testid="visa-doc-file">
              <bdi dir="ltr">{value.name}</bdi> · {fileSize(value.size, locale, t)}
              {value.width && value.height ? (
                <>
                  {" "}
                  · <bdi dir="ltr">{`${value.width} × ${value.height}`}</bdi>
                </>
              ) : null}
            </p>
          ) : (
            <p className="visa-doc__file visa-doc__file--none">{t("visas.apply.noFile")}</p>
          )}
          <p className="field__hint" id={`${id}-hint`}>
            {t(
              kind === "PersonalPhoto"
                ? "visas.apply.photoHint"
                : kind === "PassportPage"
                  ? "visas.apply.passportHint"
                  : "visas.apply.fileHint",
            )}
          </p>
          <label className="button visa-doc__pick">
            <input
              id={id}
              type="file"
              className="visually-hidden"
              accept={DOCUMENT_ACCEPT}
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              data-testid={`visa-doc-input-${kind}`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (!file) return;
                void documentValueOf(file).then((chosen) => {
                  setValue(name, chosen, { shouldDirty: true });
                  // Said at once: a file that cannot be sent, or a photo of the wrong size or shape.
                  void trigger(name);
                });
              }}
            />
            <span id={`${id}-action`}>
              {value ? t("visas.apply.replaceFile") : t("visas.apply.chooseFile")}
              <span className="visually-hidden"> ({travellerLabel})</span>
            </span>
          </label>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL of a chosen file for its thumbnail, given back when the file changes or the page goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith("image/")) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
