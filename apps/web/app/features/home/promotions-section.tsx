/**
 * The home page's promotions (spec §2 "promotions section", issue 16): the operator's running
 * promotions, rendered by the server (the page's loader reads them), so they move nothing when the
 * page loads. Each card: its drawn picture, title, text, the voucher code to type at payment, the
 * last day, and its link (a path of this site). No section without promotions.
 */
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { Icon } from "../../ui/icons";
import type { PromotionCard } from "./promotion-cards";

export function PromotionsSection({ promotions }: { promotions: PromotionCard[] }) {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <section className="section container home-promotions" aria-labelledby="home-promotions-title">
      <h2 id="home-promotions-title">{t("home-sections.promotions.title")}</h2>
      <ul className="promotions-list">
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <article className="promo-card">
              {promotion.icon ? (
                <div className="promo-card__art">
                  <Icon name={promotion.icon} />
                </div>
              ) : null}
              <div className="promo-card__body">
                <h3 className="promo-card__title">
                  {promotion.href ? (
                    <Link className="promo-card__link" to={promotion.href}>
                      {promotion.title}
                    </Link>
                  ) : (
                    promotion.title
                  )}
                </h3>
                <p className="promo-card__text">{promotion.text}</p>
                {promotion.voucherCode ? (
                  <p className="promo-card__code">
                    {t("home-sections.promotions.code")}{" "}
                    <bdi className="voucher-code" dir="ltr">
                      {promotion.voucherCode}
                    </bdi>
                  </p>
                ) : null}
                <p className="promo-card__until">
                  {t("home-sections.promotions.until", { date: promotion.until })}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
