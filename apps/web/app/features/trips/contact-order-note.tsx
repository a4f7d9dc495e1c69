/**
 * On /contact-us?orderNumber=…: the order the customer came about (from "contact support" on an
 * order's page), its number to give the support team, and a WhatsApp message with it filled in.
 */
import { siteConfig } from "@safar/domain/site-config";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { orderNumberOf } from "./trips-query";
import "./trips.css";

export function ContactOrderNote() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = orderNumberOf(params.get("orderNumber") ?? "");
  if (!number) return null;
  const message = t("contactOrder.message", { number });
  return (
    <section className="card contact-order" aria-labelledby="contact-order-title" data-testid="contact-order">
      <h2 id="contact-order-title">
        {t("contactOrder.title", { number: "" })}
        <bdi dir="ltr">{number}</bdi>
      </h2>
      <p>{t("contactOrder.text")}</p>
      <p>
        <a
          href={`${siteConfig.whatsappUrl}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("contactOrder.whatsapp")}
        </a>
      </p>
    </section>
  );
}
