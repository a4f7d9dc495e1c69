/**
 * The e-ticket as one self-contained, printable HTML document: `lang`/`dir` of the language, inline
 * CSS (A4 print rules), the QR code as inline SVG and, by default, Vazirmatn inlined as WOFF2 so the
 * page looks the same offline, printed or saved. Every string from data is escaped; codes and
 * numbers that read left to right (PNR, ticket and flight numbers, phones, e-mail) are isolated
 * with `dir="ltr"` so an RTL page keeps them in order.
 */
import { fontWoff2, QR_QUIET_ZONE, qrMatrix } from "./ticket-assets";
import { type TicketLabels, type TicketLocale, ticketLabels } from "./ticket-labels";
import type { TicketJourneyView, TicketLegView, TicketView } from "./ticket-view-shapes";

export interface RenderHtmlOptions {
  /**
   * Inline the two Vazirmatn weights (about 135 KB of base64). Default true; pass false where size
   * matters more than the typeface (an e-mail body), the page then falls back to system fonts.
   */
  embedFonts?: boolean;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const esc = escapeHtml;
/** A value that reads left to right whatever the page direction. */
const ltr = (value: string) => `<span dir="ltr">${esc(value)}</span>`;

/** The QR code as one SVG path (one square per dark module) with its quiet zone. */
export function qrSvg(payload: string, px: number, title: string): string {
  const qr = qrMatrix(payload);
  const side = qr.size + QR_QUIET_ZONE * 2;
  let d = "";
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (qr.isDark(column, row)) d += `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${px}" height="${px}" role="img" shape-rendering="crispEdges"><title>${esc(title)}</title><rect width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}

let fontFaces: string | undefined;

function embeddedFonts(): string {
  fontFaces ??= (["regular", "bold"] as const)
    .map(
      (weight) =>
        `@font-face{font-family:"Vazirmatn";font-style:normal;font-weight:${weight === "bold" ? 700 : 400};font-display:swap;src:url(data:font/woff2;base64,${fontWoff2(weight).toString("base64")}) format("woff2")}`,
    )
    .join("\n");
  return fontFaces;
}

const CSS = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;background:#eef1f5;color:#1c2430;font:14px/1.55 "Vazirmatn",Tahoma,"Segoe UI","Noto Sans Arabic",Arial,sans-serif}
.ticket{max-width:820px;margin:24px auto;background:#fff;padding:28px 32px;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,50,.08)}
.head{display:flex;justify-content:space-between;align-items:flex-start;gap:24px;border-bottom:3px solid #0b6e4f;padding-bottom:16px}
.brand-name{font-size:28px;font-weight:700;color:#0b6e4f;line-height:1.2}
.doc-title{font-size:18px;font-weight:700;margin-top:2px}
.operator{font-size:12px;color:#5b6675;margin-top:4px;max-width:460px}
.qr{text-align:center;font-size:11px;color:#5b6675}
.qr svg{display:block;margin:0 auto 4px}
.refs{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin:18px 0 8px}
.ref{background:#f4f7fa;border-radius:8px;padding:8px 12px}
.ref .k{font-size:11px;color:#5b6675}
.ref .v{font-weight:700;font-size:15px;overflow-wrap:anywhere}
.ref.pnr{background:#0b6e4f;color:#fff}
.ref.pnr .k{color:#d5efe5}
.ref.pnr .v{font-size:22px;letter-spacing:2px}
h2{font-size:16px;margin:22px 0 8px;color:#0b6e4f;border-bottom:1px solid #dfe5ec;padding-bottom:4px}
table{width:100%;border-collapse:collapse}
th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #e8edf2;vertical-align:top}
th{font-size:12px;color:#5b6675;font-weight:700;background:#f8fafc}
.sub{display:block;font-size:12px;color:#5b6675}
.journey{border:1px solid #dfe5ec;border-radius:10px;margin:10px 0;break-inside:avoid;page-break-inside:avoid}
.journey>header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap;background:#f4f7fa;padding:8px 14px;border-radius:10px 10px 0 0}
.journey h3{margin:0;font-size:15px}
.facts{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0;padding:8px 14px;font-size:12px}
.facts div{display:flex;gap:6px}
.facts dt{color:#5b6675}
.facts dd{margin:0;font-weight:700}
.leg{padding:10px 14px;border-top:1px dashed #dfe5ec}
.leg-flight{font-size:13px;margin-bottom:6px}
.leg-flight strong{font-size:14px}
.leg-ends{display:grid;grid-template-columns:1fr auto 1fr;gap:12px;align-items:center}
.end .k{font-size:11px;color:#5b6675}
.end .time{font-size:22px;font-weight:700;line-height:1.2}
.end .place{font-weight:700}
.end .date{font-size:12px;color:#5b6675}
.end.arrival{text-align:end}
.leg-line{font-size:12px;color:#5b6675;text-align:center;min-width:110px;border-bottom:2px solid #0b6e4f;padding-bottom:2px}
.rules{margin:0;padding-inline-start:20px}
.amount{text-align:end;white-space:nowrap}
tr.paid td{font-weight:700;font-size:15px;border-bottom:0;border-top:2px solid #1c2430}
.two{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.notes{font-size:12px;color:#3d4756}
.notes ul{margin:4px 0;padding-inline-start:20px}
footer{margin-top:20px;padding-top:10px;border-top:1px solid #dfe5ec;font-size:11px;color:#5b6675}
@page{size:A4;margin:12mm}
@media print{body{background:#fff}.ticket{margin:0;max-width:none;box-shadow:none;border-radius:0;padding:0}}
@media (max-width:640px){.ticket{margin:0;border-radius:0;padding:18px}.refs{grid-template-columns:1fr 1fr}.two{grid-template-columns:1fr}.head{flex-direction:column}}
`;

function ref(label: string, value: string, extra = ""): string {
  return `<div class="ref${extra}"><div class="k">${esc(label)}</div><div class="v">${ltr(value)}</div></div>`;
}

function passengersTable(view: TicketView, labels: TicketLabels): string {
  const rows = view.passengers
    .map((p) => {
      const name = `${p.title ? `${esc(p.title)} ` : ""}<bdi>${esc(p.name)}</bdi>${p.latinName ? `<span class="sub">${ltr(p.latinName)}</span>` : ""}`;
      const tickets = p.ticketNumbers.length > 0 ? p.ticketNumbers.map(ltr).join("<br>") : "-";
      return `<tr><td>${name}</td><td>${esc(p.type)}</td><td>${tickets}</td><td>${p.document ? ltr(p.document) : "-"}</td></tr>`;
    })
    .join("");
  return `<table><thead><tr><th scope="col">${esc(labels.passenger)}</th><th scope="col">${esc(labels.passengerType)}</th><th scope="col">${esc(labels.ticketNumber)}</th><th scope="col">${esc(labels.document)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function legHtml(leg: TicketLegView, labels: TicketLabels): string {
  const end = (kind: "departure" | "arrival") => {
    const place = leg[kind];
    return `<div class="end ${kind}"><div class="k">${esc(labels[kind])}</div><div class="time">${esc(place.time)}</div><div class="place"><bdi>${esc(place.name)}</bdi> ${ltr(`(${place.code})`)}</div><div class="date">${esc(place.date)}</div></div>`;
  };
  return `<div class="leg"><div class="leg-flight">${esc(labels.flight)} <strong>${ltr(leg.flightNumber)}</strong> · <bdi>${esc(leg.airline)}</bdi> · ${esc(labels.aircraft)}: <bdi>${esc(leg.aircraft)}</bdi></div><div class="leg-ends">${end("departure")}<div class="leg-line">${esc(leg.duration)}</div>${end("arrival")}</div></div>`;
}

function journeyHtml(journey: TicketJourneyView, labels: TicketLabels): string {
  const fact = (label: string, value: string) =>
    `<div><dt>${esc(label)}</dt><dd><bdi>${esc(value)}</bdi></dd></div>`;
  return `<article class="journey"><header><h3>${esc(journey.title)}</h3><span><bdi>${esc(journey.route)}</bdi></span></header><dl class="facts">${[
    fact(labels.airline, journey.airline),
    fact(labels.cabin, journey.cabin),
    fact(labels.fareClass, journey.fareClass),
    fact(labels.baggage, journey.baggage),
    fact(labels.stops, journey.stops),
    fact(labels.duration, journey.duration),
  ].join("")}</dl>${journey.legs.map((leg) => legHtml(leg, labels)).join("")}</article>`;
}

function paymentTable(view: TicketView, labels: TicketLabels): string {
  const row = (label: string, amount: string, cls = "") =>
    `<tr${cls ? ` class="${cls}"` : ""}><td>${label}</td><td class="amount">${esc(amount)}</td></tr>`;
  const rows = [
    ...view.payment.lines.map((line) => row(esc(line.label), line.amount)),
    row(esc(labels.total), view.payment.total),
    ...(view.payment.discount
      ? [
          row(
            `${esc(labels.discount)}${view.payment.voucherCode ? ` (${ltr(view.payment.voucherCode)})` : ""}`,
            `- ${view.payment.discount}`,
          ),
        ]
      : []),
    row(esc(labels.paid), view.payment.paid, "paid"),
  ];
  return `<table><tbody>${rows.join("")}</tbody></table>`;
}

/** The complete HTML document of a ticket view (built for the same locale). */
export function renderTicketHtml(
  view: TicketView,
  locale: TicketLocale,
  options: RenderHtmlOptions = {},
): string {
  const labels = ticketLabels(locale);
  const dir = locale === "en" ? "ltr" : "rtl";
  const fonts = options.embedFonts === false ? "" : embeddedFonts();
  const contact = [
    `<div>${esc(labels.phone)}: ${ltr(view.contact.phone)}</div>`,
    ...(view.contact.email ? [`<div>${esc(labels.email)}: ${ltr(view.contact.email)}</div>`] : []),
  ].join("");
  const support = `<div>${esc(labels.phone)}: ${ltr(view.support.phone)}</div><div>WhatsApp: ${ltr(view.support.whatsapp)}</div><div>${esc(labels.email)}: ${ltr(view.support.email)}</div>`;
  const qrLink = view.qr.url
    ? `<a href="${esc(view.qr.url)}">${qrSvg(view.qr.payload, 116, labels.scanToVerify)}</a>`
    : qrSvg(view.qr.payload, 116, labels.scanToVerify);

  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(`${labels.title} · ${view.bookingReference} · ${view.brandName}`)}</title>
<style>
${fonts}
${CSS}
</style>
</head>
<body>
<main class="ticket">
<header class="head">
<div><div class="brand-name">${esc(view.brandName)}</div><div class="doc-title">${esc(labels.title)}</div><div class="operator">${esc(view.operatorName)}</div></div>
<div class="qr">${qrLink}<div>${esc(labels.scanToVerify)}</div></div>
</header>
<section class="refs">
${ref(labels.bookingReference, view.bookingReference, " pnr")}
${ref(labels.orderNumber, view.orderNumber)}
${ref(labels.trackingNumber, view.trackingNumber)}
<div class="ref"><div class="k">${esc(labels.issuedAt)}</div><div class="v">${esc(view.issuedAt)}</div></div>
</section>
<section><h2>${esc(labels.passengers)}</h2>${passengersTable(view, labels)}</section>
<section><h2>${esc(labels.flights)}</h2>${view.journeys.map((j) => journeyHtml(j, labels)).join("")}<p class="notes">${esc(view.timesNote)}</p></section>
<section><h2>${esc(labels.fareRules)}</h2><ul class="rules">${view.fareRules.map((line) => `<li>${esc(line)}</li>`).join("")}</ul></section>
<section><h2>${esc(labels.payment)}</h2>${paymentTable(view, labels)}</section>
<section class="two"><div><h2>${esc(labels.contact)}</h2>${contact}</div><div><h2>${esc(labels.support)}</h2>${support}</div></section>
<section class="notes"><ul>${view.notes.map((note) => `<li>${esc(note)}</li>`).join("")}</ul></section>
<footer>${esc(labels.operatedBy)}: ${esc(view.operatorName)}</footer>
</main>
</body>
</html>
`;
}
