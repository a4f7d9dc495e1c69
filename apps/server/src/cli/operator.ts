/**
 * `npm run operator -- <command>`: the back office's operators from the command line, on the
 * storefront's own database (DATABASE_URL, or the embedded one under DATA_DIR: stop the storefront
 * first, PGlite opens its files in one process at a time).
 *
 *   npm run operator -- create --email admin@example.com --name "Sara Ali" --role admin
 *   npm run operator -- list
 *
 * `create` takes the password from OPERATOR_PASSWORD or asks for it (twice, not echoed), and prints
 * the authenticator key and its otpauth:// URI once: add it to an authenticator app (Google
 * Authenticator, Aegis, 1Password…) to get the sign-in codes. Admins create the other operators in
 * the back office.
 */
import { parseArgs } from "node:util";
import { createOperatorSchema, OPERATOR_PASSWORD_MIN_LENGTH } from "@safar/domain";
import { createBackOfficeRepository } from "../modules/back-office/back-office.repository";
import { createBackOfficeService } from "../modules/back-office/back-office.service";
import { createTotpSeal } from "../modules/back-office/totp-seal";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db";
import { AppError } from "../platform/errors";

const usage = `usage:
  npm run operator -- create --email <e-mail> --name <name> --role <admin|support|finance|operations|content>
  npm run operator -- list`;

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new Error("no terminal to ask the password on: set OPERATOR_PASSWORD");
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function password(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await askHidden(`Password (at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters): `);
  const second = await askHidden("Again: ");
  if (first !== second) throw new Error("the two passwords differ");
  return first;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  });
  const command = positionals[0];
  if (command !== "create" && command !== "list") {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    const service = createBackOfficeService({
      repository: createBackOfficeRepository(database.db),
      seal: createTotpSeal(config.OPERATOR_TOTP_KEY),
    });
    if (command === "list") {
      const { items } = await service.listOperators();
      if (items.length === 0) console.log("no operators yet: npm run operator -- create …");
      for (const o of items) console.log(`${o.email}\t${o.role}\t${o.status}\t${o.displayName}`);
      return 0;
    }
    const parsed = createOperatorSchema.safeParse({
      email: values.email,
      displayName: values.name,
      role: values.role,
      password: await password(),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`✖ ${issue.path.join(".")}: ${issue.message}`);
      console.error(usage);
      return 2;
    }
    const created = await service.createOperator(parsed.data, null);
    console.log(`✔ operator ${created.operator.email} (${created.operator.role}) created`);
    console.log("Add this key to an authenticator app (shown once):");
    console.log(`  key: ${created.totpSecret}`);
    console.log(`  uri: ${created.totpUri}`);
    console.log("Then sign in at /back-office/sign-in with the e-mail, the password and the app's code.");
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`✖ ${error.errors.map((e) => e.messages.join(", ")).join("; ")}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
