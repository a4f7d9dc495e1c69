/**
 * The wallet calls of /profile/transactions (spec §7 wallet, export, Pay/Create), each parsed with
 * the domain's schema: the flows, the Excel export (downloaded with the Bearer token), and a top-up
 * started through a gateway (Pay/Create with an amount and no order).
 */
import { createPaymentResponseSchema, walletFlowsPageSchema } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { ApiError, api, ClientMessageKey } from "../../../lib/api";
import { browserSession } from "../../../lib/session-store";
import { fileNameOf, saveBlob } from "../../../lib/ticket-files";
import { exportQuery, flowsQuery, type TransactionsFilter } from "./transactions-query";

export const walletFlowsPath = "wallet/WalletFlows/GetCurrentUserWalletFlows";
export const walletFlowsExportPath = "export/CustomersExport/GetCurrentUserWalletFlows";

export function getWalletFlows(filter: TransactionsFilter, signal?: AbortSignal) {
  return api().request(walletFlowsPath, { query: flowsQuery(filter), signal, schema: walletFlowsPageSchema });
}

/** Downloads the .xlsx of the filter's flows (every page) with the customer's token; a 401 ends the session. */
export async function downloadWalletFlows(filter: TransactionsFilter, locale: Locale): Promise<void> {
  const session = browserSession();
  const token = await session.getAccessToken();
  const response = await fetch(api().url(walletFlowsExportPath, "api", exportQuery(filter, locale)), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) session.handleUnauthorized();
    const body = (await response.json().catch(() => null)) as {
      meta?: { errors?: { key: string; messages: string[] }[] };
    } | null;
    throw new ApiError(
      response.status,
      body?.meta?.errors ?? [{ key: "file", messages: [ClientMessageKey.GENERIC_ERROR] }],
    );
  }
  const blob = await response.blob();
  const day = new Date().toISOString().slice(0, 10);
  saveBlob(blob, fileNameOf(response.headers.get("content-disposition"), `wallet-flows-${day}.xlsx`));
}

/** Pay/Create for a wallet top-up: the gateway page to send the customer to. */
export function createTopUp(body: { amount: number; gatewayId: number; isMobile: boolean }) {
  return api().request("payment/Pay/Create", {
    body: { ...body, walletType: "Cache", useWallet: false },
    schema: createPaymentResponseSchema,
  });
}
