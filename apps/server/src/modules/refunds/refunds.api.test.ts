import type { AvailableResponse, FlightProposal, RefundableItems, RefundRequestView } from "@safar/domain";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactions } from "../../db/schema";
import { searchCharter, testPassenger } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { searchFor } from "../../test/inventory";
import { apiCalls, expectLedgerSound } from "../../test/ledger";
import { issuedCharterOrder, setCustomerName } from "../../test/refunds";
import { createTestApp, type TestApp } from "../../test/test-app";

/** PGlite runs one query at a time, so the concurrent approvals only mean something on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
const { get, post } = apiCalls(() => t);
let alice: TestCustomer;
let bob: TestCustomer;

const nameCustomer = (who: TestCustomer, firstName: string, lastName: string) =>
  setCustomerName(t, who, firstName, lastName);
const issuedOrder = (
  who: TestCustomer,
  adults = 1,
  days = 10,
  chosen?: { search: AvailableResponse; proposal: FlightProposal },
) => issuedCharterOrder(t, who, { adults, days, ...(chosen ? { chosen } : {}) });

const balance = async (who: TestCustomer) =>
  (await get("/api/wallet/wallet/CurrentUserBalance?type=Cache", who)).body.data.balance as number;
const items = async (orderId: string, who: TestCustomer = alice) =>
  (await get(`/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`, who)).body
    .data as RefundableItems;
const form = (orderId: string, extra: Record<string, unknown> = {}) => ({
  orderId,
  reason: 1,
  name: "Ali Hassan",
  cancellationPolicyAccepted: true,
  ...extra,
});
const creditsOf = (requestId: string) =>
  t.infrastructure.database.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, `refund:request:${requestId}%`));

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  await nameCustomer(alice, "Ali", "Hassan");
  await nameCustomer(bob, "Bakr", "Jasim");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("refund/RefundReason/GetAll", () => {
  it("lists the reasons with their names in Arabic, Persian and English, for anyone", async () => {
    const r = await get("/api/refund/RefundReason/GetAll");
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(6);
    for (const reason of r.body.data) {
      expect(reason.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(reason.name.fa).toMatch(/[\u0600-\u06FF]/);
      expect(reason.name.en).toMatch(/^[A-Z]/);
    }
    expect(r.body.data.map((x: { code: string }) => x.code)).toContain("Other");
  });
});

describe("refund to the wallet decided at once", () => {
  it("quotes the penalty from the fare rules, refunds the rest to the wallet exactly once, releases the seats and moves the order", async () => {
    const order = await issuedOrder(alice);
    const quoted = await items(order.orderId);
    expect(quoted.items).toHaveLength(1);
    const [item] = quoted.items;
    if (!item) throw new Error("no item");
    expect(item).toMatchObject({
      isRefundable: true,
      blockedBy: null,
      direction: "go",
      passengerName: "Ali Hassan",
    });
    expect(item.paidAmount).toBe(order.payableAmount);
    expect(item.penaltyPercent).not.toBeNull();
    expect(item.penaltyPercent).toBeLessThan(100);
    expect(item.penaltyAmount).toBe(Math.round(item.paidAmount * (item.penaltyPercent ?? 0)) / 100);
    expect(item.refundableAmount).toBeCloseTo(item.paidAmount - item.penaltyAmount, 2);
    expect(quoted.totalRefundable).toBe(item.refundableAmount);
    // The order says it too (spec §3 refundable amount), in the list and the detail.
    const detail = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data;
    expect(detail.refundableAmount).toBe(item.refundableAmount);
    const inList = (await post("/api/orders/Order/GetCurrentUserOrders", { pageSize: 50 }, alice)).body.data
      .items;
    expect(inList.find((o: { orderId: string }) => o.orderId === order.orderId)?.refundableAmount).toBe(
      item.refundableAmount,
    );

    const before = await balance(alice);
    const created = await post("/api/refund/RefundRequest/Create", form(order.orderId), alice);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const request = created.body.data as RefundRequestView;
    expect(request).toMatchObject({
      status: "Refunded",
      destination: "Wallet",
      orderNumber: order.orderNumber,
      paidAmount: item.paidAmount,
      penaltyAmount: item.penaltyAmount,
      refundAmount: item.refundableAmount,
      itemIds: [item.itemId],
    });
    expect(Date.parse(request.decisionDueAt) - Date.parse(request.createdAt)).toBe(24 * 3_600_000);
    expect(await balance(alice)).toBeCloseTo(before + item.refundableAmount, 2);
    expect(await creditsOf(request.id)).toHaveLength(1);

    const after = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data;
    expect(after).toMatchObject({
      status: "RefundSuccessful",
      refundStatus: "Refunded",
      refundableAmount: 0,
    });
    const holds = await t.infrastructure.database.query<{ status: string }>(
      "select h.status from charter_holds h join orders o on h.id::text = any(string_to_array(o.holds->0->>'holdId', ',')) where o.id = $1",
      [order.orderId],
    );
    expect(holds.map((h) => h.status)).toEqual(["cancelled"]);

    // the wallet flow says what it was
    const flows = (await get("/api/wallet/WalletFlows/GetCurrentUserWalletFlows", alice)).body.data.items;
    expect(flows[0]).toMatchObject({ type: "Credit", reason: "Refund", amount: item.refundableAmount });

    // asked again: refused, nothing more credited
    const again = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { itemIds: [item.itemId] }),
      alice,
    );
    expect(again.status).toBe(409);
    expect(again.body.meta.errors[0].messages).toEqual(["ORDER_NOT_REFUNDABLE"]);
    expect(await creditsOf(request.id)).toHaveLength(1);

    // the customer heard about it, in Arabic
    const outbox = (await get(`/api/dev/outbox?to=${encodeURIComponent("+9647801234567")}`)).body.data as {
      text: string;
    }[];
    expect(outbox.some((m) => m.text.includes(request.requestNumber) && m.text.includes("محفظتك"))).toBe(
      true,
    );

    const listed = (await get(`/api/refund/RefundRequest/GetOrderRefundRequests/${order.orderId}`, alice))
      .body.data;
    expect(listed.map((r: RefundRequestView) => r.id)).toEqual([request.id]);
    await expectLedgerSound(t);
  });
});

describe("a scheduled (network) flight", () => {
  it("is voided with the supplier when refunded to the wallet", async () => {
    const found = await searchFor(t, { origin: "BGW", destination: "IST" }, { charter: false }, 10);
    const order = await issuedOrder(alice, 1, 10, found);
    const [item] = (await items(order.orderId)).items;
    expect(item?.isRefundable).toBe(true);
    const created = await post("/api/refund/RefundRequest/Create", form(order.orderId), alice);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.status).toBe("Refunded");
    const bookings = await t.infrastructure.database.query<{ status: string }>(
      "select b.status from network_bookings b join orders o on b.hold_id::text = o.holds->0->>'holdId' where o.id = $1",
      [order.orderId],
    );
    expect(bookings.map((b) => b.status)).toEqual(["cancelled"]);
    await expectLedgerSound(t);
  });
});

describe("requests an operator decides", () => {
  it("one traveller of two waits for an operator; approving with a penalty override credits once; the other traveller may still be refunded", async () => {
    const order = await issuedOrder(alice, 2, 12);
    const quoted = await items(order.orderId);
    expect(quoted.items).toHaveLength(2);
    const [first, second] = quoted.items;
    if (!first || !second) throw new Error("two items expected");
    expect(first.paidAmount + second.paidAmount).toBeCloseTo(order.payableAmount, 2);

    const created = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { itemIds: [first.itemId] }),
      alice,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const request = created.body.data as RefundRequestView;
    expect(request.status).toBe("Requested");
    const detail = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data;
    expect(detail).toMatchObject({ status: "Successful", refundStatus: "Requested" });

    // the same item again: one open request per item
    const twice = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { itemIds: [first.itemId] }),
      alice,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.meta.errors[0].messages).toEqual(["REFUND_ALREADY_REQUESTED"]);

    const ops = t.app.operatorServices.refunds;
    await expect(
      ops.approve({ requestId: request.id, operatorId: "op-1", penaltyAmount: 1 }),
    ).rejects.toMatchObject({
      errors: [{ key: "note", messages: ["REFUND_DECISION_REASON_REQUIRED"] }],
    });
    await expect(
      ops.approve({
        requestId: request.id,
        operatorId: "op-1",
        penaltyAmount: first.paidAmount + 1,
        note: "x",
      }),
    ).rejects.toMatchObject({ errors: [{ messages: ["REFUND_PENALTY_IS_INVALID"] }] });

    const before = await balance(alice);
    const approved = (await ops.approve({
      requestId: request.id,
      operatorId: "op-1",
      penaltyAmount: 0,
      note: "airline waived the fee",
    })) as RefundRequestView;
    expect(approved).toMatchObject({ status: "Refunded", penaltyAmount: 0, refundAmount: first.paidAmount });
    expect(approved.decisionNote).toBe("airline waived the fee");
    expect(await balance(alice)).toBeCloseTo(before + first.paidAmount, 2);
    await expect(ops.approve({ requestId: request.id, operatorId: "op-2" })).rejects.toMatchObject({
      errors: [{ messages: ["REFUND_ALREADY_DECIDED"] }],
    });
    const partly = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data;
    expect(partly).toMatchObject({ status: "Successful", refundStatus: "PartiallyRefunded" });

    // the other traveller: now the whole booking, decided at once; the order is refunded in full
    const rest = await post("/api/refund/RefundRequest/Create", form(order.orderId), alice);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ status: "Refunded", itemIds: [second.itemId] });
    const done = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data;
    expect(done).toMatchObject({ status: "RefundSuccessful", refundStatus: "Refunded" });
    await expectLedgerSound(t);
  });

  it("a bank refund waits, is approved (no wallet credit), then marked paid out with the bank's reference; a rejection frees the item", async () => {
    const order = await issuedOrder(alice, 1, 14);
    const noBank = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { destination: "Bank" }),
      alice,
    );
    expect(noBank.status).toBe(400);
    expect(noBank.body.meta.errors).toEqual([{ key: "iban", messages: ["REFUND_BANK_DETAILS_REQUIRED"] }]);

    const created = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { destination: "Bank", iban: "1234 5678 9012 3456 7890 1234" }),
      alice,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const request = created.body.data as RefundRequestView;
    expect(request).toMatchObject({ status: "Requested", destination: "Bank", bankAccount: "••••••••1234" });

    const ops = t.app.operatorServices.refunds;
    await expect(ops.reject({ requestId: request.id, operatorId: "op-1", note: "  " })).rejects.toMatchObject(
      {
        errors: [{ messages: ["REFUND_DECISION_REASON_REQUIRED"] }],
      },
    );
    const rejected = (await ops.reject({
      requestId: request.id,
      operatorId: "op-1",
      note: "ticket already used",
    })) as RefundRequestView;
    expect(rejected).toMatchObject({ status: "Rejected", decisionNote: "ticket already used" });
    expect(
      (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body.data,
    ).toMatchObject({
      refundStatus: "Rejected",
    });

    // asked again (the item is free again), approved for the bank, paid out
    const again = await post(
      "/api/refund/RefundRequest/Create",
      form(order.orderId, { destination: "Bank", cardNumber: "6037-9911-2233-4455" }),
      alice,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const before = await balance(alice);
    const approved = (await ops.approve({
      requestId: again.body.data.id,
      operatorId: "op-2",
    })) as RefundRequestView;
    expect(approved.status).toBe("Approved");
    expect(await balance(alice)).toBe(before);
    await expect(
      ops.markPaidOut({ requestId: again.body.data.id, operatorId: "op-3", reference: "" }),
    ).rejects.toMatchObject({ errors: [{ messages: ["REFUND_PAYOUT_REFERENCE_REQUIRED"] }] });
    const paid = (await ops.markPaidOut({
      requestId: again.body.data.id,
      operatorId: "op-3",
      reference: "RAFIDAIN-778812",
    })) as RefundRequestView;
    expect(paid).toMatchObject({ status: "Refunded", payoutReference: "RAFIDAIN-778812" });
    expect(await balance(alice)).toBe(before);
    expect(await creditsOf(again.body.data.id)).toHaveLength(1);
    expect(
      (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body.data,
    ).toMatchObject({
      status: "RefundSuccessful",
      refundStatus: "Refunded",
    });
    await expectLedgerSound(t);
  });
});

describe("the refund form's rules and ownership", () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = (await issuedOrder(alice, 1, 16)).orderId;
  }, 60_000);

  it.each([
    [{ reason: "" }, "reason", "PL_ENTER_REFUND_REASON"],
    [{ reason: 999 }, "reason", "REFUND_REASON_IS_INVALID"],
    [{ name: "" }, "name", "PL_ENTER_YOUR_NAME"],
    [{ name: "Someone Else" }, "name", "REFUND_NAME_DOES_NOT_MATCH"],
    [{ cancellationPolicyAccepted: false }, "cancellationPolicyAccepted", "PL_ACCEPT_CANCELLATION_POLICY"],
    [{ destination: "Bank", accountNumber: "123456789" }, "accountNumber", "ACCOUNT_NUMBER_IS_INVALID"],
    [{ destination: "Bank", iban: "12345" }, "iban", "IBAN_IS_INVALID"],
    [{ destination: "Bank", cardNumber: "1234 5678" }, "cardNumber", "CARD_NUMBER_IS_INVALID"],
    [{ itemIds: ["nope:0"] }, "itemIds", "REFUND_ITEMS_ARE_INVALID"],
  ])("%j → %s %s", async (change, key, message) => {
    const r = await post("/api/refund/RefundRequest/Create", form(orderId, change), alice);
    expect(r.status).toBe(400);
    expect(r.body.meta.errors).toEqual([{ key, messages: [message] }]);
    expect(r.body.data).toBeNull();
  });

  it("a name typed on the other keyboard still matches (ي/ی, ك/ک)", async () => {
    await nameCustomer(bob, "علي", "كاظم");
    const bobs = await issuedOrder(bob, 1, 18);
    const r = await post(
      "/api/refund/RefundRequest/Create",
      { ...form(bobs.orderId), name: " علی  کاظم ", destination: "Bank", iban: "123456789012345678901234" },
      bob,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it("another customer's order answers 404 and no data, everywhere", async () => {
    const quoted = await get(`/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`, bob);
    expect(quoted.status).toBe(404);
    expect(quoted.body.data).toBeNull();
    const created = await post(
      "/api/refund/RefundRequest/Create",
      { ...form(orderId), name: "Bakr Jasim" },
      bob,
    );
    expect(created.status).toBe(404);
    expect(created.body.meta.errors[0].messages).toEqual(["ORDER_NOT_FOUND"]);
    const listed = await get(`/api/refund/RefundRequest/GetOrderRefundRequests/${orderId}`, bob);
    expect(listed.status).toBe(404);
    expect(listed.body.data).toBeNull();
  });

  it("authentication comes before validation: anonymous calls answer 401", async () => {
    expect((await post("/api/refund/RefundRequest/Create", {})).status).toBe(401);
    expect((await get(`/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`)).status).toBe(401);
  });

  it("an unpaid order is not refundable", async () => {
    const found = await searchCharter(t, 20);
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/flight-reservation/Submit/SubmitFlightOrder",
      headers: { ...alice.headers, "idempotency-key": `refund-unpaid-${crypto.randomUUID()}` },
      payload: {
        requestId: found.search.requestId,
        proposalId: found.proposal.proposalId,
        contact: { phoneNumber: "07801234567", email: "ali@example.com" },
        passengers: [testPassenger("Ali")],
        productChannel: 1,
      },
    });
    const unpaid = submitted.json().data.orderId as string;
    const quoted = await items(unpaid);
    expect(quoted.items[0]).toMatchObject({
      isRefundable: false,
      blockedBy: "OrderNotRefundable",
      refundableAmount: 0,
    });
    const r = await post(
      "/api/refund/RefundRequest/Create",
      form(unpaid, { itemIds: [quoted.items[0]?.itemId] }),
      alice,
    );
    expect(r.status).toBe(409);
    expect(r.body.meta.errors[0].messages).toEqual(["ORDER_NOT_REFUNDABLE"]);
  });
});

describe("each decision happens once", () => {
  it.skipIf(!onPostgres)(
    "the same request approved 20 times at once: one approval, one wallet credit, 19 answered REFUND_ALREADY_DECIDED",
    async () => {
      const order = await issuedOrder(alice, 2, 22);
      const [first] = (await items(order.orderId)).items;
      const created = await post(
        "/api/refund/RefundRequest/Create",
        form(order.orderId, { itemIds: [first?.itemId] }),
        alice,
      );
      expect(created.body.data.status).toBe("Requested");
      const before = await balance(alice);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          t.app.operatorServices.refunds.approve({ requestId: created.body.data.id, operatorId: `op-${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
      expect(refused).toHaveLength(19);
      for (const r of refused)
        expect(r.reason).toMatchObject({ errors: [{ messages: ["REFUND_ALREADY_DECIDED"] }] });
      expect(await creditsOf(created.body.data.id)).toHaveLength(1);
      expect(await balance(alice)).toBeCloseTo(before + created.body.data.refundAmount, 2);
      await expectLedgerSound(t);
    },
    60_000,
  );
});
