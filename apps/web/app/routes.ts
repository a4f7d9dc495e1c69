import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route of spec §2, grouped by layout. Framework mode code-splits each route module.
 * Route modules (app/routes/) are thin: loader, meta and wiring to a feature component.
 */
export default [
  layout("layouts/home-page.tsx", [index("routes/home.tsx")]),

  // The installable app's manifest (a resource route: JSON, no page).
  route("manifest.webmanifest", "routes/manifest.ts"),
  // Where SafarMarket sends its customers (a redirect to the results page, keeping its id; no page).
  route("safarmarket", "routes/safarmarket.ts"),

  layout("layouts/default.tsx", [
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("about-us", "routes/about-us.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("faq", "routes/faq.tsx"),
    route("multi-lang", "routes/multi-lang.tsx"),
    route("landing", "routes/landing.tsx"),
    route("landing/:cityCode", "routes/landing-city.tsx"),
    route("hotel-home", "routes/hotel-home.tsx"),
    route("tour-home", "routes/tour-home.tsx"),
    route("tour/:tourId", "routes/tour-page.tsx"),
    route("visa-home", "routes/visa-home.tsx"),
    route("visa-azerbaijan", "routes/visa-azerbaijan.tsx"),
    route("visa-italy", "routes/visa-italy.tsx"),
    route("visa-thiland", "routes/visa-thiland.tsx"),
    route("visa-uae", "routes/visa-uae.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("privacy/charter-flight", "routes/privacy-charter-flight.tsx"),
    route("flight/:iata", "routes/flight-results.tsx"),
    route("international-flight/:iata?", "routes/international-flight.tsx"),
    route("hotels/:cityCode", "routes/hotel-results.tsx"),
    route("hotels/:cityCode/:hotelId", "routes/hotel-page.tsx"),
    route("profile", "routes/profile.tsx", [
      index("routes/profile-overview.tsx"),
      route("account", "routes/profile-account.tsx"),
      route("auth-data", "routes/profile-auth-data.tsx"),
      route("passengers", "routes/profile-passengers.tsx"),
      route("profileSkeleton", "routes/profile-skeleton.tsx"),
      route("transactions", "routes/profile-transactions.tsx"),
      ...prefix("my-travels", [
        index("routes/profile-my-travels.tsx"),
        ...prefix("order-details", [
          index("routes/profile-order-details.tsx"),
          route("flight-order-items", "routes/profile-flight-order-items.tsx"),
          route("HotelOrderDetails", "routes/profile-hotel-order-details.tsx"),
          route("VisaOrderDetails", "routes/profile-visa-order-details.tsx"),
          route("TourOrderDetails", "routes/profile-tour-order-details.tsx"),
        ]),
      ]),
    ]),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),

  layout("layouts/footer-less.tsx", [
    route("add-passenger", "routes/add-passenger.tsx"),
    route("confirm", "routes/confirm.tsx"),
    route("payment/:orderId?", "routes/payment.tsx"),
    route("visa/payment/:orderId?", "routes/visa-payment.tsx"),
  ]),

  layout("layouts/empty.tsx", [
    route("confirm/hyperpay", "routes/confirm-hyperpay.tsx"),
    route("gateway-redirect", "routes/gateway-redirect.tsx"),
  ]),

  // The back-office layout (spec §2; its routes and roles: docs/back-office.md). Its id is what its
  // pages read the operator's session from (features/back-office/operator-session.ts).
  layout("layouts/back-office.tsx", { id: "back-office-layout" }, [
    ...prefix("back-office", [
      index("routes/back-office-home.tsx"),
      route("sign-in", "routes/back-office-sign-in.tsx"),
      route("orders", "routes/back-office-orders.tsx"),
      route("orders/:id", "routes/back-office-order.tsx"),
      route("refunds", "routes/back-office-refunds.tsx"),
      route("audit", "routes/back-office-audit.tsx"),
      route("operators", "routes/back-office-operators.tsx"),
      route("customers", "routes/back-office-customers.tsx"),
      route("customers/:id", "routes/back-office-customer.tsx"),
      route("wallet-adjustments", "routes/back-office-wallet-adjustments.tsx"),
      route("rates", "routes/back-office-rates.tsx"),
      route("charters", "routes/back-office-charters.tsx"),
      route("hotels", "routes/back-office-hotels.tsx"),
      route("hotels/:id", "routes/back-office-hotel.tsx"),
      route("tours", "routes/back-office-tours.tsx"),
      route("tours/:id", "routes/back-office-tour.tsx"),
      route("visa-cases", "routes/back-office-visa-cases.tsx"),
      route("visa-cases/:orderId", "routes/back-office-visa-case.tsx"),
      route("visa-products", "routes/back-office-visa-products.tsx"),
      route("promotions", "routes/back-office-promotions.tsx"),
      route("landing-pages", "routes/back-office-landing-pages.tsx"),
      route("markup-rules", "routes/back-office-markup-rules.tsx"),
      route("hotel-markup-rules", "routes/back-office-hotel-markup-rules.tsx"),
      route("vouchers", "routes/back-office-vouchers.tsx"),
      route("payment-gateways", "routes/back-office-payment-gateways.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
