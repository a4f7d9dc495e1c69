/**
 * The words printed on the e-ticket, in the storefront's three languages. Server-rendered documents
 * (HTML and PDF) do not go through the web app's i18n catalogs, so their few labels live here.
 */
import type { Locale } from "@safar/domain/site-config";

export type TicketLocale = Locale;

export interface TicketLabels {
  title: string;
  bookingReference: string;
  orderNumber: string;
  trackingNumber: string;
  issuedAt: string;
  passengers: string;
  passenger: string;
  passengerType: string;
  ticketNumber: string;
  document: string;
  flights: string;
  outbound: string;
  returning: string;
  route: string;
  flight: string;
  airline: string;
  aircraft: string;
  departure: string;
  arrival: string;
  duration: string;
  cabin: string;
  fareClass: string;
  baggage: string;
  stops: string;
  direct: string;
  fareRules: string;
  payment: string;
  fare: string;
  total: string;
  discount: string;
  paid: string;
  contact: string;
  phone: string;
  email: string;
  support: string;
  scanToVerify: string;
  timesNoteBaghdad: string;
  timesNoteLocal: string;
  notes: string[];
  adult: string;
  child: string;
  infant: string;
  mr: string;
  mrs: string;
  economy: string;
  business: string;
  first: string;
  kg: string;
  pieces: string;
  hours: string;
  minutes: string;
  refundable: string;
  nonRefundable: string;
  changeable: string;
  notChangeable: string;
  /** A cancellation rule with notice: "{hours} hours or more before departure: {percent} fee". */
  penaltyFrom: string;
  /** The last rule (no notice): "less than {hours} hours before departure: {percent} fee". */
  penaltyUntil: string;
  /** The only rule: "before departure: {percent} fee". */
  penaltyAny: string;
  noRefundAfterDeparture: string;
  rulesNotAvailable: string;
  /** "{minutes} minutes". */
  checkInCloses: string;
  operatedBy: string;
}

const ar: TicketLabels = {
  title: "تذكرة سفر إلكترونية",
  bookingReference: "رمز الحجز (PNR)",
  orderNumber: "رقم الطلب",
  trackingNumber: "رقم التتبع",
  issuedAt: "تاريخ الإصدار",
  passengers: "المسافرون",
  passenger: "المسافر",
  passengerType: "الفئة",
  ticketNumber: "رقم التذكرة",
  document: "الوثيقة",
  flights: "الرحلات",
  outbound: "رحلة الذهاب",
  returning: "رحلة العودة",
  route: "المسار",
  flight: "الرحلة",
  airline: "شركة الطيران",
  aircraft: "الطائرة",
  departure: "المغادرة",
  arrival: "الوصول",
  duration: "المدة",
  cabin: "الدرجة",
  fareClass: "فئة السعر",
  baggage: "الأمتعة",
  stops: "التوقفات",
  direct: "مباشرة",
  fareRules: "شروط التذكرة",
  payment: "الدفع",
  fare: "الأجرة",
  total: "المجموع",
  discount: "الخصم",
  paid: "المبلغ المدفوع",
  contact: "بيانات التواصل",
  phone: "الهاتف",
  email: "البريد الإلكتروني",
  support: "الدعم",
  scanToVerify: "امسح الرمز للتحقق من التذكرة",
  timesNoteBaghdad: "جميع الأوقات بتوقيت بغداد (GMT+3).",
  timesNoteLocal: "جميع الأوقات بالتوقيت المحلي لكل مطار.",
  notes: [
    "يرجى الحضور إلى المطار قبل موعد الإقلاع بوقت كافٍ وإبراز جواز السفر أو الهوية المذكورة في التذكرة.",
    "لا يمكن تغيير اسم المسافر في تذاكر شركات الطيران المنتظمة. يتم اختيار المقعد عند تسجيل الوصول فقط.",
    "لتغيير الموعد أو الاسترداد يرجى التواصل مع الدعم؛ تطبق غرامة الاسترداد حسب نوع التذكرة.",
  ],
  adult: "بالغ",
  child: "طفل",
  infant: "رضيع",
  mr: "السيد",
  mrs: "السيدة",
  economy: "الدرجة السياحية",
  business: "رجال الأعمال",
  first: "الأولى",
  kg: "كغ",
  pieces: "قطعة",
  hours: "س",
  minutes: "د",
  refundable: "قابلة للاسترداد",
  nonRefundable: "غير قابلة للاسترداد",
  changeable: "قابلة للتغيير",
  notChangeable: "غير قابلة للتغيير",
  penaltyFrom: "الإلغاء قبل الإقلاع بـ {hours} ساعة أو أكثر: غرامة {percent}",
  penaltyUntil: "الإلغاء قبل الإقلاع بأقل من {hours} ساعة: غرامة {percent}",
  penaltyAny: "الإلغاء قبل الإقلاع: غرامة {percent}",
  noRefundAfterDeparture: "لا يمكن الاسترداد بعد الإقلاع.",
  rulesNotAvailable: "تطبق شروط شركة الطيران على هذه التذكرة.",
  checkInCloses: "يغلق تسجيل الوصول قبل الإقلاع بـ {minutes} دقيقة.",
  operatedBy: "الجهة المصدرة",
};

const fa: TicketLabels = {
  title: "بلیت الکترونیکی",
  bookingReference: "کد رزرو (PNR)",
  orderNumber: "شماره سفارش",
  trackingNumber: "کد پیگیری",
  issuedAt: "تاریخ صدور",
  passengers: "مسافران",
  passenger: "مسافر",
  passengerType: "رده سنی",
  ticketNumber: "شماره بلیت",
  document: "مدرک",
  flights: "پروازها",
  outbound: "پرواز رفت",
  returning: "پرواز برگشت",
  route: "مسیر",
  flight: "پرواز",
  airline: "شرکت هواپیمایی",
  aircraft: "هواپیما",
  departure: "حرکت",
  arrival: "رسیدن",
  duration: "مدت",
  cabin: "کلاس",
  fareClass: "کلاس نرخی",
  baggage: "بار مجاز",
  stops: "توقف",
  direct: "مستقیم",
  fareRules: "قوانین بلیت",
  payment: "پرداخت",
  fare: "نرخ",
  total: "جمع کل",
  discount: "تخفیف",
  paid: "مبلغ پرداخت‌شده",
  contact: "اطلاعات تماس",
  phone: "تلفن",
  email: "ایمیل",
  support: "پشتیبانی",
  scanToVerify: "برای بررسی بلیت کد را اسکن کنید",
  timesNoteBaghdad: "همه ساعت‌ها به وقت بغداد (GMT+3) است.",
  timesNoteLocal: "همه ساعت‌ها به وقت محلی هر فرودگاه است.",
  notes: [
    "لطفاً به‌موقع در فرودگاه حاضر شوید و گذرنامه یا مدرک درج‌شده در بلیت را همراه داشته باشید.",
    "نام مسافر در بلیت‌های پرواز سیستمی قابل تغییر نیست. انتخاب صندلی فقط هنگام پذیرش انجام می‌شود.",
    "برای تغییر تاریخ یا استرداد با پشتیبانی تماس بگیرید؛ جریمه استرداد بر اساس نوع بلیت است.",
  ],
  adult: "بزرگسال",
  child: "کودک",
  infant: "نوزاد",
  mr: "آقای",
  mrs: "خانم",
  economy: "اکونومی",
  business: "بیزینس",
  first: "فرست",
  kg: "کیلوگرم",
  pieces: "چمدان",
  hours: "ساعت",
  minutes: "دقیقه",
  refundable: "قابل استرداد",
  nonRefundable: "غیرقابل استرداد",
  changeable: "قابل تغییر",
  notChangeable: "غیرقابل تغییر",
  penaltyFrom: "استرداد {hours} ساعت یا بیشتر پیش از پرواز: جریمه {percent}",
  penaltyUntil: "استرداد کمتر از {hours} ساعت پیش از پرواز: جریمه {percent}",
  penaltyAny: "استرداد پیش از پرواز: جریمه {percent}",
  noRefundAfterDeparture: "پس از پرواز استرداد ممکن نیست.",
  rulesNotAvailable: "قوانین شرکت هواپیمایی برای این بلیت اعمال می‌شود.",
  checkInCloses: "پذیرش {minutes} دقیقه پیش از پرواز بسته می‌شود.",
  operatedBy: "صادرکننده",
};

const en: TicketLabels = {
  title: "Electronic ticket",
  bookingReference: "Booking reference (PNR)",
  orderNumber: "Order number",
  trackingNumber: "Tracking number",
  issuedAt: "Issued",
  passengers: "Passengers",
  passenger: "Passenger",
  passengerType: "Type",
  ticketNumber: "Ticket number",
  document: "Document",
  flights: "Flights",
  outbound: "Outbound",
  returning: "Return",
  route: "Route",
  flight: "Flight",
  airline: "Airline",
  aircraft: "Aircraft",
  departure: "Departure",
  arrival: "Arrival",
  duration: "Duration",
  cabin: "Cabin",
  fareClass: "Fare class",
  baggage: "Baggage",
  stops: "Stops",
  direct: "Direct",
  fareRules: "Fare rules",
  payment: "Payment",
  fare: "Fare",
  total: "Total",
  discount: "Discount",
  paid: "Amount paid",
  contact: "Contact",
  phone: "Phone",
  email: "E-mail",
  support: "Support",
  scanToVerify: "Scan to verify this ticket",
  timesNoteBaghdad: "All times are Baghdad time (GMT+3).",
  timesNoteLocal: "All times are local to each airport.",
  notes: [
    "Please arrive at the airport in good time and carry the passport or ID given on this ticket.",
    "Names cannot be changed on scheduled-airline tickets. Seats are chosen at check-in only.",
    "For date changes or refunds contact support; refund fees depend on the ticket type.",
  ],
  adult: "Adult",
  child: "Child",
  infant: "Infant",
  mr: "Mr",
  mrs: "Ms",
  economy: "Economy",
  business: "Business",
  first: "First",
  kg: "kg",
  pieces: "pc",
  hours: "h",
  minutes: "min",
  refundable: "Refundable",
  nonRefundable: "Non-refundable",
  changeable: "Changeable",
  notChangeable: "Not changeable",
  penaltyFrom: "Cancelling {hours} hours or more before departure: {percent} fee",
  penaltyUntil: "Cancelling less than {hours} hours before departure: {percent} fee",
  penaltyAny: "Cancelling before departure: {percent} fee",
  noRefundAfterDeparture: "No refund after departure.",
  rulesNotAvailable: "The airline's fare rules apply to this ticket.",
  checkInCloses: "Check-in closes {minutes} minutes before departure.",
  operatedBy: "Issued by",
};

const LABELS: Record<TicketLocale, TicketLabels> = { ar, fa, en };

export function ticketLabels(locale: TicketLocale): TicketLabels {
  return LABELS[locale];
}

/** Replaces `{name}` placeholders. */
export function fillLabel(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
