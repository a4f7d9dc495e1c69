/**
 * "Scan passport" (spec §2 "passport-scan or image upload"): the customer takes a photo of the
 * passport's data page (the phone's back camera opens; on a computer a file is chosen), it is
 * scaled down, sent to ReadMRZ with the session's Bearer token, and the passenger fields its
 * machine-readable zone gives are handed to `onRead`, to fill one passenger of the form (the names
 * stay empty, with a request to type them, when the server found the name line doubtful). Progress
 * (preparing, upload percentage, reading) and errors (the server's message keys, also as a toast,
 * spec §8) show in place; a scan can be cancelled.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { useEffect, useId, useRef, useState } from "react";
import { showApiErrors } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { type PassportFormFields, toPassportFormFields } from "./passport-form-fields";
import { preparePhoto } from "./passport-photo";
import type { ScannedPassenger, ScanOptions } from "./passport-scan-api";
import { failedState, isAbort, isBusy, type ScanState, scanStatus } from "./passport-scan-state";
import "./passport-scan.css";

export type PassportScanButtonProps = {
  /**
   * Called with the form's values (strings), the answer as the API gave it, and the photo as it was
   * sent (a visa application keeps it as the traveller's passport page).
   */
  onRead: (fields: PassportFormFields, passenger: ScannedPassenger, photo: Blob) => void;
  /** Passengers in the booking (the server refuses more photos than passengers). Default 1. */
  passengerCount?: number;
  /** Names the passenger in the button's accessible name when a page has several ("Passenger 2"). */
  passengerLabel?: string;
  disabled?: boolean;
  /** Replaces the API call (tests, previews). */
  scan?: (photo: Blob, options: ScanOptions) => Promise<ScannedPassenger>;
};

/** The API call, loaded with its answer's schema when a photo is chosen (decision 031). */
const scanWhenChosen: NonNullable<PassportScanButtonProps["scan"]> = async (photo, options) =>
  (await import("./passport-scan-api")).scanPassport(photo, options);

export function PassportScanButton({
  onRead,
  passengerCount = 1,
  passengerLabel,
  disabled = false,
  scan = scanWhenChosen,
}: PassportScanButtonProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<ScanState>({ step: "idle" });

  useEffect(() => () => abortRef.current?.abort(), []);

  async function start(file: File) {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: "preparing" });
    try {
      const photo = await preparePhoto(file);
      if (controller.signal.aborted) return;
      setState({ step: "uploading", fraction: 0 });
      const passenger = await scan(photo, {
        passengerCount,
        signal: controller.signal,
        onUploadProgress: (fraction) =>
          setState(fraction >= 1 ? { step: "reading" } : { step: "uploading", fraction }),
      });
      if (controller.signal.aborted) return;
      setState({ step: "done", namesToCheck: passenger.namesToCheck });
      onRead(toPassportFormFields(passenger), passenger, photo);
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) {
        setState({ step: "idle" });
        return;
      }
      setState(failedState(error));
      void showApiErrors(error, t);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  return (
    <PassportScanView
      state={state}
      passengerLabel={passengerLabel}
      disabled={disabled}
      onChoose={() => inputRef.current?.click()}
      onCancel={() => {
        abortRef.current?.abort();
        setState({ step: "idle" });
      }}
      input={
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again starts a new scan.
            event.currentTarget.value = "";
            if (file) void start(file);
          }}
        />
      }
    />
  );
}

export type PassportScanViewProps = {
  state: ScanState;
  passengerLabel?: string | undefined;
  disabled?: boolean;
  onChoose: () => void;
  onCancel: () => void;
  /** The hidden file input (rendered inside the component). */
  input?: React.ReactNode;
};

/** The scan's look in each state (no effects: the harness and tests render it directly). */
export function PassportScanView({
  state,
  passengerLabel,
  disabled = false,
  onChoose,
  onCancel,
  input,
}: PassportScanViewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const busy = isBusy(state);
  const status = scanStatus(state);
  const percent =
    status?.fraction === null || status?.fraction === undefined
      ? ""
      : new Intl.NumberFormat(
          intlLocaleFor(i18n.language === "fa" || i18n.language === "en" ? i18n.language : "ar"),
          {
            style: "percent",
            maximumFractionDigits: 0,
          },
        ).format(status.fraction);
  const chooseLabel =
    state.step === "done"
      ? t("passport.again")
      : state.step === "failed"
        ? t("passport.retry")
        : t("passport.choose");

  return (
    <section className={`passport-scan passport-scan--${state.step}`} aria-labelledby={titleId}>
      <div className="passport-scan__head">
        <span className="passport-scan__icon" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
            aria-hidden="true"
          >
            <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
            <circle cx="12" cy="13.5" r="3.5" />
          </svg>
        </span>
        <div className="passport-scan__text">
          <p className="passport-scan__title" id={titleId}>
            {t("passport.title")}
          </p>
          <p className="passport-scan__hint" id={hintId}>
            {t("passport.hint")}
          </p>
        </div>
        {busy ? (
          <button type="button" className="button button--ghost passport-scan__action" onClick={onCancel}>
            {t("passport.cancel")}
          </button>
        ) : (
          <button
            type="button"
            className={`button passport-scan__action${state.step === "idle" ? " button--primary" : ""}`}
            onClick={onChoose}
            disabled={disabled}
            aria-describedby={hintId}
            aria-label={passengerLabel ? `${chooseLabel} (${passengerLabel})` : undefined}
          >
            {chooseLabel}
          </button>
        )}
        {input}
      </div>
      <div className="passport-scan__live" aria-live="polite">
        {status ? (
          <div className="passport-scan__status">
            <progress
              className="passport-scan__bar"
              max={1}
              value={status.fraction ?? undefined}
              aria-label={t(status.key, { percent })}
            />
            <span>{t(status.key, { percent })}</span>
          </div>
        ) : null}
        {state.step === "done" ? <p className="passport-scan__done">{t("passport.done")}</p> : null}
        {state.step === "done" && state.namesToCheck ? (
          <p className="passport-scan__names">{t("passport.checkNames")}</p>
        ) : null}
      </div>
      {state.step === "failed" ? (
        <div className="passport-scan__error" role="alert">
          {state.messages.map((key) => (
            <p key={key}>{t(key, { defaultValue: t("GENERIC_ERROR") })}</p>
          ))}
          <p className="passport-scan__tip">{t("passport.tip")}</p>
        </div>
      ) : null}
      <p className="passport-scan__privacy">{t("passport.privacy")}</p>
    </section>
  );
}
