import { uiCurrencySchema } from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { PricingService } from "./pricing.service";

export function pricingRoutes(app: AppInstance, service: PricingService) {
  app.get(
    "/api/pricing/CurrencyRate/GetUICurrencyCodes",
    {
      schema: {
        tags: ["pricing"],
        summary: "Display currencies with their symbol and rate against USD",
        response: { 200: envelopeOf(z.array(uiCurrencySchema)) },
      },
    },
    async () => ok(await service.getUiCurrencies()),
  );
}
