/**
 * The customer's messages about a refund request (SMS and e-mail in the language of the request):
 * received (with the 24-hour promise), refunded to the wallet, approved for a bank payout (72 working
 * hours), rejected (with the reason), paid out (with the bank's reference).
 */
import {
  formatMoney,
  intlLocaleFor,
  REFUND_DECISION_HOURS,
  REFUND_PAYOUT_WORKING_HOURS,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";

export type RefundMessageKind = "requested" | "refunded" | "approved" | "rejected" | "paidOut";

export interface RefundMessage {
  kind: RefundMessageKind;
  subject: string;
  text: string;
}

interface Facts {
  orderNumber: string;
  requestNumber: string;
  amount: number;
  note: string | null;
  reference: string | null;
}

type Texts = Record<RefundMessageKind, (f: Facts & { money: string }) => string> & { subject: string };

const TEXTS: Record<Locale, Texts> = {
  ar: {
    subject: "طلب الاسترداد",
    requested: (f) =>
      `استلمنا طلب الاسترداد رقم ${f.requestNumber} للطلب ${f.orderNumber}. سنبلغك بالنتيجة خلال ${REFUND_DECISION_HOURS} ساعة.`,
    refunded: (f) =>
      `تمت إعادة ${f.money} إلى محفظتك عن الطلب ${f.orderNumber} (طلب الاسترداد ${f.requestNumber}).`,
    approved: (f) =>
      `تمت الموافقة على طلب الاسترداد ${f.requestNumber}: سيصل مبلغ ${f.money} إلى حسابك المصرفي خلال ${REFUND_PAYOUT_WORKING_HOURS} ساعة عمل.`,
    rejected: (f) =>
      `نعتذر، رُفض طلب الاسترداد ${f.requestNumber} للطلب ${f.orderNumber}. السبب: ${f.note ?? ""}`,
    paidOut: (f) =>
      `حوّلنا ${f.money} إلى حسابك المصرفي عن طلب الاسترداد ${f.requestNumber}. مرجع التحويل: ${f.reference ?? ""}`,
  },
  fa: {
    subject: "درخواست استرداد",
    requested: (f) =>
      `درخواست استرداد شماره ${f.requestNumber} برای سفارش ${f.orderNumber} دریافت شد. نتیجه را تا ${REFUND_DECISION_HOURS} ساعت دیگر اعلام می‌کنیم.`,
    refunded: (f) =>
      `مبلغ ${f.money} برای سفارش ${f.orderNumber} به کیف پول شما برگشت (درخواست ${f.requestNumber}).`,
    approved: (f) =>
      `درخواست استرداد ${f.requestNumber} تأیید شد: مبلغ ${f.money} تا ${REFUND_PAYOUT_WORKING_HOURS} ساعت کاری به حساب بانکی شما واریز می‌شود.`,
    rejected: (f) =>
      `متأسفیم، درخواست استرداد ${f.requestNumber} برای سفارش ${f.orderNumber} رد شد. دلیل: ${f.note ?? ""}`,
    paidOut: (f) =>
      `مبلغ ${f.money} برای درخواست ${f.requestNumber} به حساب بانکی شما واریز شد. شماره پیگیری: ${f.reference ?? ""}`,
  },
  en: {
    subject: "Your refund request",
    requested: (f) =>
      `We received refund request ${f.requestNumber} for order ${f.orderNumber}. You will have our answer within ${REFUND_DECISION_HOURS} hours.`,
    refunded: (f) =>
      `${f.money} is back in your wallet for order ${f.orderNumber} (refund request ${f.requestNumber}).`,
    approved: (f) =>
      `Refund request ${f.requestNumber} is approved: ${f.money} reaches your bank account within ${REFUND_PAYOUT_WORKING_HOURS} working hours.`,
    rejected: (f) =>
      `Sorry, refund request ${f.requestNumber} for order ${f.orderNumber} was declined. Reason: ${f.note ?? ""}`,
    paidOut: (f) =>
      `We paid ${f.money} to your bank account for refund request ${f.requestNumber}. Bank reference: ${f.reference ?? ""}`,
  },
};

export function refundMessage(kind: RefundMessageKind, locale: Locale, facts: Facts): RefundMessage {
  const texts = TEXTS[locale] ?? TEXTS.ar;
  const money = formatMoney(
    facts.amount,
    { currencyCode: "USD" },
    { locale: intlLocaleFor(locale), jalali: locale === "fa" },
  );
  return { kind, subject: texts.subject, text: texts[kind]({ ...facts, money }) };
}
