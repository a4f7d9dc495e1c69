// The booking load shared by bench/bookings.mjs (one server) and bench/cluster.mjs (behind HAProxy):
// CLIENTS customers each book in a closed loop for SECONDS (search, submit, reserve, pay on the
// sandbox page, wait until the ticket is issued); prints and answers complete bookings per second.

function day(offset) {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/**
 * The calls a booking bench makes against `server` (its `url`): JSON answers unwrapped, a customer
 * signed up by one-time code, a flight booked (one adult) and, unless `pay` is false, paid on the
 * sandbox page and waited for until its ticket is issued.
 */
export function bookingClient(server, label = "bench") {
  const json = async (response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
  const call = (url, { method = "GET", body, headers = {} } = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });

  async function signUp(i) {
    const phone = `78499${String(i).padStart(5, "0")}`;
    await json(
      await call("/account/otp/create", {
        method: "POST",
        body: { phoneNumber: phone, dialingCode: "+964", channel: 1 },
      }),
    );
    const outbox = await json(await call(`/api/dev/outbox?to=%2B964${phone}`));
    const code = /\b(\d{4})\b/.exec(outbox[0].text)[1];
    const token = await json(
      await fetch(`${server.url}/account/connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "otp",
          phone_number: phone,
          dialing_code: "+964",
          code,
        }).toString(),
      }),
    );
    return { authorization: `Bearer ${token.access_token}` };
  }

  let sequence = 0;
  async function book(headers, { pay = true } = {}) {
    const search = await json(
      await call("/api/flight-catalog/FlightCatalog/Available", {
        method: "POST",
        body: { origin: "NJF", destination: "IKA", departureDates: [day(20 + (sequence++ % 20))], adults: 1 },
      }),
    );
    const proposal = search.proposals.find((p) => !p.isCharter && p.seat > 0);
    const order = await json(
      await call("/api/flight-reservation/Submit/SubmitFlightOrder", {
        method: "POST",
        headers: {
          ...headers,
          "idempotency-key": `bench-${label.replace(/[^A-Za-z0-9]/g, "")}-${sequence}-${Math.random().toString(36).slice(2)}`,
        },
        body: {
          requestId: search.requestId,
          proposalId: proposal.proposalId,
          contact: { phoneNumber: "07801234567", email: "bench@example.com" },
          passengers: [
            {
              firstName: "Ali",
              lastName: "Hassan",
              genderTitle: "Male",
              birthDate: "1990-01-01",
              nationalityCountry: 3415,
              passportIssuingCountry: 3415,
              passportType: "IraqPassport",
              passportNumber: "A1234567",
              passportExpirationDate: "2036-01-01",
              type: 1,
            },
          ],
          productChannel: 1,
        },
      }),
    );
    await json(
      await call("/api/flight-reservation/Reserve/ReserveFlightOrder", {
        method: "POST",
        headers,
        body: { orderId: order.orderId },
      }),
    );
    if (!pay) return order;
    const payment = await json(
      await call("/api/payment/Pay/Create", { method: "POST", headers, body: { orderId: order.orderId } }),
    );
    const bank = await fetch(`${server.url}${payment.redirectUrl}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "decision=approved",
      redirect: "manual",
    });
    if (bank.status !== 303) throw new Error(`sandbox page answered ${bank.status}`);
    for (;;) {
      const state = await json(
        await call(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`, { headers }),
      );
      if (state.state === "Issued") return order;
      if (state.state === "Failed") throw new Error(`issue failed: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { json, call, signUp, book };
}

export async function runBookings(label, server, { clients: CLIENTS = 8, seconds: SECONDS = 20 } = {}) {
  const { signUp, book } = bookingClient(server, label);
  const customers = [];
  for (let i = 0; i < CLIENTS; i++) customers.push(await signUp(i));
  await book(customers[0]); // warm up
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    customers.map(async (headers) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await book(headers);
          latencies.push(performance.now() - t0);
        } catch (error) {
          failures++;
          if (failures <= 3) console.error(String(error));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
  console.log(
    `${label}: ${(latencies.length / elapsed).toFixed(2)} complete bookings/s (search → submit → reserve → pay → issued), ` +
      `${CLIENTS} concurrent customers, ${elapsed.toFixed(0)} s; end-to-end p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; ${failures} failed`,
  );
  return latencies.length / elapsed;
}
