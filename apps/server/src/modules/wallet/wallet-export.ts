import type { WalletFlow } from "@safar/domain";
import { BAGHDAD_TIME_ZONE } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";

const HEADERS: Record<Locale, { sheet: string; columns: [string, string, string, string, string] }> = {
  ar: { sheet: "حركات المحفظة", columns: ["الوقت (بغداد)", "النوع", "السبب", "المبلغ (USD)", "الوصف"] },
  fa: { sheet: "گردش کیف پول", columns: ["زمان (بغداد)", "نوع", "علت", "مبلغ (USD)", "شرح"] },
  en: { sheet: "Wallet flows", columns: ["Time (Baghdad)", "Type", "Reason", "Amount (USD)", "Description"] },
};

const LABELS: Record<Locale, Record<string, string>> = {
  ar: {
    Credit: "إيداع",
    Debit: "سحب",
    TopUp: "شحن المحفظة",
    OrderPayment: "دفع طلب",
    Refund: "استرداد",
    Promotion: "عرض ترويجي",
    Adjustment: "تسوية",
  },
  fa: {
    Credit: "واریز",
    Debit: "برداشت",
    TopUp: "شارژ کیف پول",
    OrderPayment: "پرداخت سفارش",
    Refund: "استرداد",
    Promotion: "هدیه",
    Adjustment: "اصلاح",
  },
  en: {
    Credit: "Credit",
    Debit: "Debit",
    TopUp: "Top-up",
    OrderPayment: "Order payment",
    Refund: "Refund",
    Promotion: "Promotion",
    Adjustment: "Adjustment",
  },
};

const baghdadTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: BAGHDAD_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** `2025-03-01 14:05:09` in Baghdad time. */
function formatBaghdad(iso: string): string {
  const parts = Object.fromEntries(baghdadTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The customer's wallet flows as an .xlsx workbook (right-to-left for Arabic and Persian): time in
 * Baghdad, type, reason, signed amount in USD (a number cell with 2 decimals), description as stored.
 */
export async function walletFlowsWorkbook(flows: readonly WalletFlow[], locale: Locale): Promise<Buffer> {
  const headers = HEADERS[locale];
  const labels = LABELS[locale];
  // exceljs (~30 MB resident) is loaded with the first export, not at start.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Rahhal";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(headers.sheet, {
    views: [{ rightToLeft: locale !== "en", state: "frozen", ySplit: 1 }],
  });
  sheet.columns = [
    { header: headers.columns[0], key: "time", width: 22 },
    { header: headers.columns[1], key: "type", width: 12 },
    { header: headers.columns[2], key: "reason", width: 18 },
    { header: headers.columns[3], key: "amount", width: 16, style: { numFmt: "#,##0.00" } },
    { header: headers.columns[4], key: "description", width: 48 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const flow of flows) {
    sheet.addRow({
      time: formatBaghdad(flow.time),
      type: labels[flow.type] ?? flow.type,
      reason: labels[flow.reason] ?? flow.reason,
      // The decimal from integer cents; a spreadsheet number cell (display only, not ledger arithmetic).
      amount: flow.type === "Debit" ? -flow.amount : flow.amount,
      description: flow.description ?? "",
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
}
