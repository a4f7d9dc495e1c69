// The back office's order search under volume (issue 13): ORDERS orders (100,000 by default) on the
// built server's embedded PGlite. One real order is booked through the API; the server is stopped,
// the order is copied ORDERS times straight into its database (each with its own number, tracking
// number, contact phone and e-mail, a status and a registration time spread over a year), and the
// server is started again. An operator signs in with the second factor, then
// prints the server time (as the client sees it: median and p95 of RUNS calls) of:
// - a phone search (`q` = a contact phone, written as a customer would: 0770 …),
// - a date-range listing (7 registration days, the first page of 20, newest first),
// - an order-number search.
import { PGlite } from "@electric-sql/pglite";
import { Secret, TOTP } from "otpauth";
import { bookingClient } from "./booking-load.mjs";
import { median, startServer, tempDataDir } from "./lib.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const PORT = 3418;
const env = { NODE_ENV: "development", JOBS_POLL_SECONDS: "0.5", WEB_BUILD_DIR: "/nonexistent-web-build" };
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
const phoneOf = (i) => `077${String(i).padStart(8, "0")}`;

const dataDir = tempDataDir();
let server = await startServer({ port: PORT, dataDir, env });
const { json, call, signUp, book } = bookingClient(server, "back-office");
const headers = await signUp(95_001);
await book(headers, { pay: true });
const password = "bench operator password";
const operator = await json(
  await call("/api/dev/back-office/operators", {
    method: "POST",
    body: { email: "bench@ops.test", displayName: "Bench", role: "support", password },
  }),
);
await server.stop();

// The copies, in one statement: numbers from the identity, everything else derived from `i`.
let t0 = performance.now();
const db = await PGlite.create(`${dataDir}/pglite`);
await db.exec(`
  insert into orders (tracking_number, user_id, type, status, total_cents, discount_cents, payable_cents,
    refund_status, product_channel, locale, contact, passengers, passenger_counts, proposals,
    supplier_offers, departure_at, idempotency_key, request_hash, created_at, updated_at)
  select 'BENCH' || lpad(i::text, 8, '0'), o.user_id, o.type,
    (array['Successful','Approved','Rejected','PaymentFailed'])[1 + i % 4], o.total_cents, 0,
    o.payable_cents, 'None', o.product_channel, o.locale,
    jsonb_build_object('phoneNumber', '077' || lpad(i::text, 8, '0'), 'email', 'c' || i || '@bench.test'),
    o.passengers, o.passenger_counts, o.proposals, o.supplier_offers,
    now() + (i % 60) * interval '1 day', 'bench-' || i, o.request_hash,
    now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute', now()
  from generate_series(1, ${ORDERS}) as i, (select * from orders order by created_at limit 1) as o;
  analyze orders;
`);
const [{ n }] = (await db.query("select count(*)::int as n from orders")).rows;
await db.close();
console.log(
  `${n} orders in the database (${ORDERS} copied in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);

server = await startServer({ port: PORT, dataDir, env });
try {
  const code = new TOTP({ secret: Secret.fromBase32(operator.totpSecret), digits: 6, period: 30 }).generate();
  const origin = server.url;
  const signIn = await fetch(`${server.url}/api/back-office/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "bench@ops.test", password, code }),
  });
  if (!signIn.ok) throw new Error(`sign-in ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers.get("set-cookie").split(";")[0];

  async function measure(label, urlOf, check) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const url = urlOf(i);
      const start = performance.now();
      const page = await json(await call(url, { headers: { cookie } }));
      times.push(performance.now() - start);
      check(page, i);
    }
    console.log(
      `${label}: median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms (${RUNS} calls, ${n} orders)`,
    );
  }

  const day = (offset) =>
    new Date(Date.now() + 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  t0 = performance.now();
  await measure(
    "phone search (q = 0770 … as typed)",
    (i) => {
      const digits = phoneOf(1 + ((i * 7919) % ORDERS));
      return `/api/back-office/orders?q=${encodeURIComponent(`${digits.slice(0, 4)} ${digits.slice(4)}`)}`;
    },
    (page) => {
      if (page.items.length !== 1) throw new Error(`phone search found ${page.items.length} orders`);
    },
  );
  await measure(
    "date-range listing (7 registration days, page of 20)",
    (i) => `/api/back-office/orders?from=${day(7 + (i % 300))}&to=${day(1 + (i % 300))}&pageSize=20`,
    (page) => {
      if (page.items.length !== 20) throw new Error(`listing answered ${page.items.length} orders`);
    },
  );
  await measure(
    "order-number search",
    (i) => `/api/back-office/orders?q=${100_002 + ((i * 4099) % ORDERS)}`,
    (page) => {
      if (page.items.length !== 1) throw new Error(`order-number search found ${page.items.length}`);
    },
  );
} finally {
  await server.stop();
}
