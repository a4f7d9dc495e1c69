/**
 * The customer's messages about a visa case (SMS and e-mail in the language of the order): each
 * move of the case, with the officer's message where there is one.
 */
import type { VisaCaseStatus } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";

export interface VisaMessage {
  kind: VisaCaseStatus;
  subject: string;
  text: string;
}

type Facts = { caseNumber: string; message: string | null };
type Texts = Record<VisaCaseStatus, (f: Facts) => string> & { subject: (f: Facts) => string };

const withNote = (text: string, note: string | null, label: string) =>
  note ? `${text} ${label}: ${note}` : text;

const TEXTS: Record<Locale, Texts> = {
  ar: {
    subject: (f) => `طلب التأشيرة ${f.caseNumber}`,
    Submitted: (f) => `استلمنا طلب التأشيرة ${f.caseNumber} وسيبدأ موظفونا مراجعته.`,
    InReview: (f) => withNote(`يراجع موظفو التأشيرات الآن طلبك ${f.caseNumber}.`, f.message, "ملاحظة"),
    ActionRequired: (f) =>
      withNote(
        `طلب التأشيرة ${f.caseNumber} يحتاج إلى إجراء منك: افتح الطلب في رحلاتي وارفع المطلوب.`,
        f.message,
        "المطلوب",
      ),
    Filed: (f) =>
      withNote(`قُدِّم طلب التأشيرة ${f.caseNumber} إلى السفارة أو البوابة الرسمية.`, f.message, "ملاحظة"),
    Approved: (f) => `صدرت تأشيرتك للطلب ${f.caseNumber}. حمّلها من رحلاتي.`,
    Rejected: (f) =>
      withNote(
        `نعتذر، رُفض طلب التأشيرة ${f.caseNumber}. يعود المبلغ المدفوع إلى محفظتك.`,
        f.message,
        "السبب",
      ),
  },
  fa: {
    subject: (f) => `درخواست ویزا ${f.caseNumber}`,
    Submitted: (f) => `درخواست ویزای ${f.caseNumber} دریافت شد و کارشناسان ما بررسی آن را آغاز می‌کنند.`,
    InReview: (f) =>
      withNote(`کارشناسان ویزا اکنون درخواست ${f.caseNumber} را بررسی می‌کنند.`, f.message, "یادداشت"),
    ActionRequired: (f) =>
      withNote(
        `درخواست ویزای ${f.caseNumber} به اقدام شما نیاز دارد: سفارش را در سفرهای من باز کنید و مدرک خواسته‌شده را بارگذاری کنید.`,
        f.message,
        "درخواست",
      ),
    Filed: (f) =>
      withNote(`درخواست ویزای ${f.caseNumber} به سفارت یا درگاه رسمی فرستاده شد.`, f.message, "یادداشت"),
    Approved: (f) => `ویزای شما برای درخواست ${f.caseNumber} صادر شد. آن را از سفرهای من بارگیری کنید.`,
    Rejected: (f) =>
      withNote(
        `متأسفیم، درخواست ویزای ${f.caseNumber} رد شد. مبلغ پرداختی به کیف پول شما برمی‌گردد.`,
        f.message,
        "دلیل",
      ),
  },
  en: {
    subject: (f) => `Your visa application ${f.caseNumber}`,
    Submitted: (f) => `We received visa application ${f.caseNumber}; our visa officers will review it.`,
    InReview: (f) =>
      withNote(`Our visa officers are reviewing application ${f.caseNumber}.`, f.message, "Note"),
    ActionRequired: (f) =>
      withNote(
        `Visa application ${f.caseNumber} needs something from you: open it in My trips and upload what is asked.`,
        f.message,
        "Asked",
      ),
    Filed: (f) =>
      withNote(
        `Visa application ${f.caseNumber} is filed with the embassy or the official portal.`,
        f.message,
        "Note",
      ),
    Approved: (f) => `Your visa for application ${f.caseNumber} is issued. Download it from My trips.`,
    Rejected: (f) =>
      withNote(
        `Sorry, visa application ${f.caseNumber} was refused. What you paid goes back to your wallet.`,
        f.message,
        "Reason",
      ),
  },
};

export function visaMessage(kind: VisaCaseStatus, locale: Locale, facts: Facts): VisaMessage {
  const texts = TEXTS[locale] ?? TEXTS.ar;
  return { kind, subject: texts.subject(facts), text: texts[kind](facts) };
}
