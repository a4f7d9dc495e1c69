import type { Locale } from "@safar/domain/site-config";
import { Suspense } from "react";
import { lazyComponent } from "../../lib/lazy-component";
import type { FaqListProps } from "./content-page";

/**
 * The FAQ inside another page (home), without its text in the page's loader data: each language's
 * FAQ is a chunk of its own. The server renders it in full; in the browser React keeps that markup
 * until the chunk (small, cached as immutable) arrives and then hydrates it (selective hydration).
 */
const faqs = {
  ar: lazyComponent("faq-ar", () => import("./faq-ar")),
  fa: lazyComponent("faq-fa", () => import("./faq-fa")),
  en: lazyComponent("faq-en", () => import("./faq-en")),
} satisfies Record<Locale, unknown>;

export function FaqSection({ locale, ...props }: Omit<FaqListProps, "page"> & { locale: Locale }) {
  const Faq = faqs[locale];
  return (
    <Suspense fallback={null}>
      <Faq {...props} />
    </Suspense>
  );
}
