import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { serverRoot } from "../platform/paths";
import type { TestApp } from "./test-app";

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The server as its own process (source through tsx), so a test can kill it as hard as a crash
 * does (SIGKILL: no shutdown hooks, jobs cut mid-call) and start it again on the same database.
 */
export async function startServerProcess(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(serverRoot, "src", "server.ts")],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        PORT: String(port),
        HOST: "127.0.0.1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start seeds a fresh database; beside another suite on two cores it took over 60 s.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in 150 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    output: () => output,
    /** As a crash: no graceful shutdown. */
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
    /** Asks for a graceful stop and answers the exit code, or "running" if it has not exited in `withinMs`. */
    async terminate(withinMs: number): Promise<number | null | "running"> {
      child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"running">((resolve) => {
        timer = setTimeout(() => resolve("running"), withinMs);
      });
      const result = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (result === "running") {
        child.kill("SIGKILL");
        await exited;
      }
      return result;
    },
    /** Closes the pipes the server logs to, as a log collector that died does. */
    closeOutput() {
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    /** Stops reading the server's output, as a stuck log collector does: the pipe fills up. */
    stallOutput() {
      child.stdout?.pause();
      child.stderr?.pause();
    },
  };
}

interface InjectOptions {
  method?: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * A TestApp look-alike whose `app.inject` goes over real HTTP to `baseUrl`, so the booking and
 * customer helpers (written for inject) drive a server in another process.
 */
export function overHttp(baseUrl: string): TestApp {
  const inject = async (options: InjectOptions) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | undefined;
    if (typeof options.payload === "string") body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method ?? "GET",
      headers,
      body,
      redirect: "manual",
    });
    const text = await response.text();
    return {
      statusCode: response.status,
      body: text,
      headers: Object.fromEntries(response.headers.entries()),
      json: () => JSON.parse(text),
    };
  };
  return { app: { inject } } as unknown as TestApp;
}
