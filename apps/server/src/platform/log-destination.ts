import SonicBoom from "sonic-boom";

/** Log lines held while the reader is slow; beyond this they are dropped (and counted), never RAM. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Where the server's JSON log goes (stdout), written so that logging can never stop the server:
 *
 * - asynchronous writes: a log collector that stops reading (a full pipe) never blocks the event loop;
 * - bounded: while the pipe stays full, at most 16 MiB wait; further lines are dropped and counted;
 * - a closed pipe (EPIPE: the collector died) turns logging off instead of throwing;
 * - {@link LogDestination.flushBeforeExit} writes what waits once, without retrying a full pipe, so
 *   a shutdown finishes. (pino's own destination retries a full pipe forever at exit: the server
 *   then hung on SIGTERM.)
 */
export interface LogDestination {
  stream: SonicBoom;
  /** Lines dropped because the reader did not keep up. */
  dropped(): number;
  flushBeforeExit(): void;
}

export function createLogDestination(fd = 1): LogDestination {
  let exiting = false;
  let closed = false;
  let dropped = 0;
  const stream = new SonicBoom({
    fd,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    // A full pipe is retried (every 100 ms) while the server runs, never once it is exiting.
    retryEAGAIN: () => !exiting,
  });
  stream.on("drop", () => {
    dropped += 1;
  });
  stream.on("error", (error: NodeJS.ErrnoException) => {
    // EPIPE: nobody reads any more. EAGAIN at exit: the pipe stays full. Either way, stop writing.
    closed = true;
    if (error.code !== "EPIPE" && error.code !== "EAGAIN") process.stderr.write(`log: ${error.message}\n`);
  });
  return {
    stream,
    dropped: () => dropped,
    flushBeforeExit() {
      exiting = true;
      if (closed) return;
      try {
        stream.flushSync();
      } catch {
        // the pipe is full or closed: what waits is lost, the exit is not
      }
    },
  };
}
