import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "./i18n";
import { translationOf, useTranslation } from "./use-translation";

function Label({ id, count }: { id: string; count?: number }): ReactNode {
  const { t, i18n } = useTranslation();
  return `${i18n.language}:${count === undefined ? t(id) : t(id, { count })}`;
}

describe("useTranslation", () => {
  it("translates in the provider's locale, with and without options", () => {
    const instance = getI18n("fa", {
      home: { title: "پرواز", seats_one: "{{count}} صندلی", seats_other: "{{count}} صندلی‌ها" },
    });
    const html = renderToStaticMarkup(
      createElement(
        I18nextProvider,
        { i18n: instance },
        createElement(Label, { id: "home.title" }),
        "|",
        createElement(Label, { id: "home.seats", count: 3 }),
      ),
    );
    expect(html).toBe("fa:پرواز|fa:3 صندلی‌ها");
  });

  it("answers the key outside a provider", () => {
    expect(renderToStaticMarkup(createElement(Label, { id: "home.title" }))).toBe("ar:home.title");
  });

  it("gives every component of a locale the same t, and looks a key up again once its namespace arrives", () => {
    const instance = getI18n("ar", { common: { ok: "حسنا" } });
    const { t } = translationOf(instance);
    expect(translationOf(instance).t).toBe(t);
    expect(t("common.ok")).toBe("حسنا");
    expect(t("flights.title")).toBe("flights.title");
    instance.addResourceBundle("ar", "translation", { flights: { title: "رحلات" } }, true, true);
    expect(t("flights.title")).toBe("رحلات");
    expect(t("common.ok")).toBe("حسنا");
  });

  it("interpolates what it is given every time (values are never remembered)", () => {
    const { t } = translationOf(getI18n("en", { hello: "Hello {{name}}" }));
    expect(t("hello", { name: "Ali" })).toBe("Hello Ali");
    expect(t("hello", { name: "Sara" })).toBe("Hello Sara");
  });
});
