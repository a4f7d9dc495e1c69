/** The signed-in customer's wallet balance (spec §7 CurrentUserBalance?type=Cache), for every page that shows it. */
import { walletBalanceSchema } from "@safar/domain";
import { api } from "./api";

export function getWalletBalance(signal?: AbortSignal) {
  return api().request("wallet/wallet/CurrentUserBalance", {
    query: { type: "Cache" },
    signal,
    schema: walletBalanceSchema,
  });
}
