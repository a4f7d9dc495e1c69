// The token endpoint's password grant under 20 concurrent clients for 10 s, against the built
// server (PGlite): latency p50 and p95 as clients see it. argon2id verification dominates.
import { startServer, tempDataDir } from "./lib.mjs";

const server = await startServer({ port: 3414, dataDir: tempDataDir() });
try {
  const phone = "7709990001";
  const post = (path, body, headers = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  await post("/account/otp/create", JSON.stringify({ phoneNumber: phone, dialingCode: "+964", channel: 1 }));
  const outbox = await (await fetch(`${server.url}/api/dev/outbox?to=%2B964${phone}`)).json();
  const code = /\b(\d{4})\b/.exec(outbox.data[0].text)[1];
  const form = (fields) => new URLSearchParams(fields).toString();
  const signedIn = await (
    await post(
      "/account/connect/token",
      form({ grant_type: "otp", phone_number: phone, dialing_code: "+964", code }),
      { "content-type": "application/x-www-form-urlencoded" },
    )
  ).json();
  await post(
    "/account/api/account/CurrentUserSetFirstPassword",
    JSON.stringify({ password: "bench-pass-1", repeatPassword: "bench-pass-1" }),
    {
      authorization: `Bearer ${signedIn.data.access_token}`,
    },
  );

  // A closed loop of 20 clients, each signing in again as soon as its answer arrives.
  const body = form({ grant_type: "password", username: `+964${phone}`, password: "bench-pass-1" });
  const latencies = [];
  let failures = 0;
  const until = performance.now() + 10_000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const response = await post("/account/connect/token", body, {
          "content-type": "application/x-www-form-urlencoded",
        });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
  console.log(
    `token endpoint (password grant), 20 concurrent clients, 10 s: ${(latencies.length / 10).toFixed(1)} sign-ins/s; ` +
      `latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; ${failures} failed`,
  );
} finally {
  await server.stop();
}
