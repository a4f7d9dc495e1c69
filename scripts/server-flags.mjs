// Node flags the storefront's server process runs with (npm start, the benchmarks, the e2e server).
// V8 sizes its heap from the machine's memory (about 4 GB on 24 GB) and lets garbage pile up to it:
// under load the process grew to 500-650 MB RSS with 70 MB of live objects. A 256 MiB old space
// keeps it near 340 MB at the same throughput (README, Performance). NODE_OPTIONS with its own
// --max-old-space-size wins.
export const SERVER_HEAP_MB = 256;

export function serverNodeFlags(env = process.env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "")
    ? []
    : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
