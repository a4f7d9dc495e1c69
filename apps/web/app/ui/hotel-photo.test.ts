import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { configureBrowserApi } from "../lib/api";
import { HotelPhoto } from "./hotel-photo";

const SIZE = { width: 208, height: 139 } as const;
const render = (photo: string | null) =>
  renderToStaticMarkup(createElement(HotelPhoto, { photo, size: SIZE, className: "stay__photo" }));

describe("a hotel's photo", () => {
  beforeEach(() => {
    configureBrowserApi({ API_BASE: "/api/", ACCOUNT_BASE: "/account/", IMAGE_BASE: "/images/" });
  });

  it("is drawn through the image base at its size, in the cards' frame with the place's class", () => {
    const html = render("hotels/h1/front.jpg");
    expect(html).toContain('<div class="hotel-card__photo stay__photo"><img ');
    const src = html.match(/src="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const url = new URL(src, "https://safar.test");
    expect(url.pathname).toBe("/images/hotels/h1/front.jpg");
    expect(url.searchParams.get("width")).toBe("208");
    expect(url.searchParams.get("height")).toBe("139");
    expect(html).toContain('width="208" height="139"');
    expect(html).toContain('alt=""');
  });

  it("is the cards' placeholder when the hotel has none", () => {
    const html = render(null);
    expect(html).not.toContain("<img");
    expect(html).toContain('class="icon hotel-card__no-photo"');
  });
});
