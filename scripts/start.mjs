// `npm start`: builds what is missing, then serves the storefront and its API on one port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "./server-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webBuild = path.join(root, "apps/web/build/server/index.js");
const serverBuild = path.join(root, "apps/server/dist/server.js");

function run(args) {
  const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(webBuild)) run(["run", "build", "-w", "@safar/web"]);
if (!existsSync(serverBuild)) run(["run", "build", "-w", "@safar/server"]);

const child = spawn(process.execPath, ["--enable-source-maps", ...serverNodeFlags(), serverBuild], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
