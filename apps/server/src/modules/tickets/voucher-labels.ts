/**
 * The words printed on the hotel voucher, in the storefront's three languages (server-rendered
 * documents do not go through the web app's i18n catalogs). Counts are written as "label: n", so no
 * plural forms are needed.
 */
import type { HotelBoard } from "@safar/domain";
import type { TicketLocale } from "./ticket-labels";

export interface VoucherLabels {
  title: string;
  /** The reference box's label: the hotel's confirmation, not a flight's PNR. */
  confirmation: string;
  /** Under the QR code. */
  scan: string;
  hotel: string;
  checkIn: string;
  checkOut: string;
  from: string;
  until: string;
  nights: string;
  rooms: string;
  adults: string;
  children: string;
  /** "{ages}" after the children's count. */
  childAges: string;
  room: string;
  roomType: string;
  board: string;
  leadGuest: string;
  guests: string;
  cancellation: string;
  nonRefundable: string;
  /** "Free cancellation until {when}". */
  freeUntil: string;
  /** "From {when}: {amount}". */
  penaltyFrom: string;
  dueAtHotel: string;
  /** The stay paid at the hotel: "To pay at the hotel". */
  payAtHotel: string;
  specialRequests: string;
  importantInfo: string;
  boards: Record<HotelBoard, string>;
  timesNote: string;
  notes: string[];
}

const ar: VoucherLabels = {
  title: "قسيمة حجز الفندق",
  confirmation: "رقم تأكيد الحجز",
  scan: "امسح الرمز لعرض الحجز",
  hotel: "الفندق",
  checkIn: "تسجيل الدخول",
  checkOut: "تسجيل المغادرة",
  from: "من الساعة",
  until: "حتى الساعة",
  nights: "عدد الليالي",
  rooms: "الغرف",
  adults: "البالغون",
  children: "الأطفال",
  childAges: "الأعمار: {ages}",
  room: "الغرفة",
  roomType: "نوع الغرفة",
  board: "الوجبات",
  leadGuest: "النزيل الرئيسي",
  guests: "النزلاء",
  cancellation: "سياسة الإلغاء",
  nonRefundable: "هذا الحجز غير قابل للاسترداد: لا يُعاد المبلغ عند الإلغاء أو عدم الحضور.",
  freeUntil: "الإلغاء مجاني حتى {when}.",
  penaltyFrom: "من {when}: رسوم إلغاء {amount}.",
  dueAtHotel: "يُدفع في الفندق عند الوصول",
  payAtHotel: "المبلغ الواجب دفعه في الفندق (لم يُدفع شيء عبر الإنترنت)",
  specialRequests: "الطلبات الخاصة",
  importantInfo: "معلومات مهمة",
  boards: {
    RoomOnly: "بدون وجبات",
    Breakfast: "مع الإفطار",
    HalfBoard: "نصف إقامة (إفطار وعشاء)",
    FullBoard: "إقامة كاملة (ثلاث وجبات)",
    AllInclusive: "شامل كلياً",
  },
  timesNote: "أوقات الدخول والمغادرة بالتوقيت المحلي للفندق؛ مواعيد الإلغاء بتوقيت بغداد (GMT+3).",
  notes: [
    "يرجى إبراز هذه القسيمة وجواز السفر أو الهوية عند الاستقبال. الطلبات الخاصة حسب توفرها لدى الفندق.",
    "للتعديل أو الإلغاء يرجى التواصل مع الدعم؛ تطبق سياسة الإلغاء المذكورة أعلاه.",
  ],
};

const fa: VoucherLabels = {
  title: "واچر رزرو هتل",
  confirmation: "شماره تأیید رزرو",
  scan: "برای دیدن رزرو کد را اسکن کنید",
  hotel: "هتل",
  checkIn: "ورود",
  checkOut: "خروج",
  from: "از ساعت",
  until: "تا ساعت",
  nights: "تعداد شب",
  rooms: "اتاق‌ها",
  adults: "بزرگسال",
  children: "کودک",
  childAges: "سن: {ages}",
  room: "اتاق",
  roomType: "نوع اتاق",
  board: "وعده‌ها",
  leadGuest: "مهمان اصلی",
  guests: "مهمانان",
  cancellation: "قوانین لغو",
  nonRefundable: "این رزرو غیرقابل استرداد است: در صورت لغو یا عدم حضور مبلغی بازگردانده نمی‌شود.",
  freeUntil: "لغو رایگان تا {when}.",
  penaltyFrom: "از {when}: جریمه لغو {amount}.",
  dueAtHotel: "قابل پرداخت در هتل هنگام ورود",
  payAtHotel: "مبلغ قابل پرداخت در هتل (چیزی آنلاین پرداخت نشده است)",
  specialRequests: "درخواست‌های ویژه",
  importantInfo: "اطلاعات مهم",
  boards: {
    RoomOnly: "بدون وعده غذایی",
    Breakfast: "با صبحانه",
    HalfBoard: "نیم‌پانسیون (صبحانه و شام)",
    FullBoard: "پانسیون کامل (سه وعده)",
    AllInclusive: "همه‌چیز شامل",
  },
  timesNote: "ساعت ورود و خروج به وقت محلی هتل است؛ مهلت‌های لغو به وقت بغداد (GMT+3).",
  notes: [
    "لطفاً این واچر و گذرنامه یا کارت شناسایی را در پذیرش ارائه کنید. درخواست‌های ویژه به شرط امکان هتل است.",
    "برای تغییر یا لغو با پشتیبانی تماس بگیرید؛ قوانین لغو بالا اعمال می‌شود.",
  ],
};

const en: VoucherLabels = {
  title: "Hotel booking voucher",
  confirmation: "Confirmation number",
  scan: "Scan to view the booking",
  hotel: "Hotel",
  checkIn: "Check-in",
  checkOut: "Check-out",
  from: "from",
  until: "until",
  nights: "Nights",
  rooms: "Rooms",
  adults: "Adults",
  children: "Children",
  childAges: "ages {ages}",
  room: "Room",
  roomType: "Room type",
  board: "Meals",
  leadGuest: "Lead guest",
  guests: "Guests",
  cancellation: "Cancellation policy",
  nonRefundable: "This booking is non-refundable: nothing is paid back on cancellation or no-show.",
  freeUntil: "Free cancellation until {when}.",
  penaltyFrom: "From {when}: cancellation fee {amount}.",
  dueAtHotel: "Payable at the hotel on arrival",
  payAtHotel: "To pay at the hotel (nothing was paid online)",
  specialRequests: "Special requests",
  importantInfo: "Important information",
  boards: {
    RoomOnly: "Room only",
    Breakfast: "Breakfast included",
    HalfBoard: "Half board (breakfast and dinner)",
    FullBoard: "Full board (three meals)",
    AllInclusive: "All inclusive",
  },
  timesNote:
    "Check-in and check-out are the hotel's local time; cancellation deadlines are Baghdad time (GMT+3).",
  notes: [
    "Please show this voucher and your passport or ID at the front desk. Special requests are subject to availability.",
    "To change or cancel, contact support; the cancellation policy above applies.",
  ],
};

const LABELS: Record<TicketLocale, VoucherLabels> = { ar, fa, en };

export function voucherLabels(locale: TicketLocale): VoucherLabels {
  return LABELS[locale];
}
