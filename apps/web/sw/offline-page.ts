/**
 * The offline page's script (build/client/offline.js, next to offline.html; both made by the build
 * from locales/<lang>/app.json): shows the customer's language (the `locale` cookie, else the
 * browser's, else Arabic) and lists the e-tickets and vouchers kept on this device, each a link the
 * service worker answers from its cache.
 */
import { OFFLINE_FILES_CACHE, offlineFileKind } from "../app/lib/offline-files";

const LOCALES = ["ar", "fa", "en"] as const;
type Locale = (typeof LOCALES)[number];

function pageLocale(): Locale {
  const cookie = /(?:^|;\s*)locale=(ar|fa|en)(?:;|$)/.exec(document.cookie)?.[1];
  const browser = navigator.language.slice(0, 2);
  return (cookie ?? LOCALES.find((locale) => locale === browser) ?? "ar") as Locale;
}

function fileNameOf(response: Response | undefined): string | undefined {
  const disposition = response?.headers.get("content-disposition") ?? "";
  return /filename="?([\w.-]+)"?/i.exec(disposition)?.[1];
}

async function listFiles(section: HTMLElement): Promise<void> {
  const list = section.querySelector<HTMLUListElement>("[data-files]");
  const none = section.querySelector<HTMLElement>("[data-none]");
  if (!list || !none || typeof caches === "undefined") return;
  const cache = await caches.open(OFFLINE_FILES_CACHE);
  const requests = await cache.keys();
  for (const request of requests) {
    const url = new URL(request.url);
    const name = fileNameOf(await cache.match(request, { ignoreVary: true }));
    const link = document.createElement("a");
    link.href = url.pathname + url.search;
    link.textContent = section.dataset[offlineFileKind(url.pathname)] ?? "";
    const item = document.createElement("li");
    item.append(link);
    if (name) {
      const small = document.createElement("small");
      small.dir = "ltr";
      small.textContent = name;
      item.append(" ", small);
    }
    list.append(item);
  }
  none.hidden = requests.length > 0;
}

const locale = pageLocale();
const section = document.querySelector<HTMLElement>(`section[lang="${locale}"]`);
if (section) {
  for (const other of document.querySelectorAll<HTMLElement>("section[lang]"))
    other.hidden = other !== section;
  document.documentElement.lang = locale;
  document.documentElement.dir = section.dir;
  document.title = section.querySelector("h1")?.textContent ?? document.title;
  for (const button of section.querySelectorAll("[data-retry]"))
    button.addEventListener("click", () => window.location.reload());
  void listFiles(section);
}
