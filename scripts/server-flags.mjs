// Node flags the storefront's server process runs with (npm start, the benchmarks, the e2e server).
// V8 sizes its heap from the machine's memory (about 4 GB on 24 GB) and lets garbage pile up to it:
// under load the process grew to 500-650 MB RSS with 70 MB of live objects. A 256 MiB old space
// keeps it near 340 MB at the same throughput (README, Performance). The young generation's
// semi-spaces default to 16 MiB each and stay resident once a burst has grown them: 8 MiB gave the
// same rendered pages a second and 20-25 MB less RSS (2026-11-28, `bench/ssr-pages.mjs`).
// NODE_OPTIONS with its own --max-old-space-size or --max-semi-space-size wins.
export const SERVER_HEAP_MB = 256;
export const SERVER_SEMI_SPACE_MB = 8;

export function serverNodeFlags(env = process.env) {
  const options = env.NODE_OPTIONS ?? "";
  return [
    ...(/--max-old-space-size/.test(options) ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]),
    ...(/--max-semi-space-size/.test(options) ? [] : [`--max-semi-space-size=${SERVER_SEMI_SPACE_MB}`]),
  ];
}
