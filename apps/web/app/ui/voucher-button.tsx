/** The hotel voucher's download (its PDF in the page's language), for a confirmed hotel order. */
import { useState } from "react";
import { downloadVoucherPdf } from "../lib/ticket-files";
import { showApiErrors } from "../lib/toast";
import { useTranslation } from "../lib/use-translation";
import { useLocale } from "./use-locale";

export function VoucherButton({ orderId, primary = true }: { orderId: string; primary?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadVoucherPdf(orderId, locale);
    } catch (error) {
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={primary ? "button button--primary" : "button"}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      data-testid="voucher-pdf"
    >
      {busy ? t("hotels.voucher.downloading") : t("hotels.voucher.download")}
    </button>
  );
}
