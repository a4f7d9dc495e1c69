import { changePasswordSchema, setPasswordSchema } from "@safar/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import type { FieldErrors } from "./form-errors";
import { createFormSubmitter, type FormSubmitIo } from "./use-form-submit";

function io() {
  const calls: string[] = [];
  let errors: FieldErrors = {};
  const shown: unknown[] = [];
  const value: FormSubmitIo = {
    setErrors: (next) => {
      errors = next;
      calls.push(`errors ${JSON.stringify(next)}`);
    },
    setBusy: (busy) => calls.push(`busy ${busy}`),
    showErrors: (error) => shown.push(error),
  };
  return { io: value, calls, shown, errors: () => errors };
}

const good = { password: "secret1", repeatPassword: "secret1" };

describe("one form submit", () => {
  it("checks with the domain schema first: errors per field, nothing sent, never busy", async () => {
    const submit = createFormSubmitter();
    const send = vi.fn(async () => {});
    const out = io();
    const result = await submit(
      { oldPassword: "", newPassword: "123", repeatPassword: "x" },
      {
        check: changePasswordSchema,
        send,
        fields: ["oldPassword", "newPassword", "repeatPassword"],
      },
      out.io,
    );
    expect(result).toBe("invalid");
    expect(send).not.toHaveBeenCalled();
    expect(out.errors()).toEqual({
      oldPassword: "PL_ENTER_YOUR_OLD_PASSWORD",
      newPassword: "PASSWORD_LENGTH_IS_INVALID",
    });
    expect(out.calls.some((c) => c.startsWith("busy"))).toBe(false);
  });

  it("sends the checked data with a busy flag around it and clears old errors", async () => {
    const submit = createFormSubmitter();
    const send = vi.fn(async (_data: unknown) => {});
    const out = io();
    expect(await submit(good, { check: setPasswordSchema, send, fields: ["password"] }, out.io)).toBe("sent");
    expect(send).toHaveBeenCalledWith(good);
    expect(out.calls).toEqual(["errors {}", "busy true", "busy false"]);
    expect(out.shown).toEqual([]);
  });

  it("a refused send puts the server's errors on the fields (any case) and shows the error", async () => {
    const submit = createFormSubmitter();
    const error = new ApiError(400, [
      { key: "Password", messages: ["PASSWORD_LENGTH_IS_INVALID", "X"] },
      { key: "other", messages: ["GENERIC_ERROR"] },
    ]);
    const out = io();
    const result = await submit(
      good,
      {
        check: setPasswordSchema,
        send: async () => {
          throw error;
        },
        fields: ["password", "repeatPassword"],
      },
      out.io,
    );
    expect(result).toBe("refused");
    expect(out.errors()).toEqual({ password: "PASSWORD_LENGTH_IS_INVALID" });
    expect(out.shown).toEqual([error]);
    expect(out.calls.at(-1)).toBe("busy false");
  });

  it("a network failure (no ApiError) is shown and leaves the fields clean", async () => {
    const submit = createFormSubmitter();
    const out = io();
    const failure = new TypeError("fetch failed");
    await submit(
      good,
      { check: setPasswordSchema, send: () => Promise.reject(failure), fields: ["password"] },
      out.io,
    );
    expect(out.errors()).toEqual({});
    expect(out.shown).toEqual([failure]);
  });

  it("a send may answer field errors it has shown itself: on the fields, no second toast", async () => {
    const submit = createFormSubmitter();
    const out = io();
    const result = await submit(
      good,
      { check: setPasswordSchema, send: async () => ({ password: "WRONG_PASSWORD" }), fields: [] },
      out.io,
    );
    expect(result).toBe("refused");
    expect(out.errors()).toEqual({ password: "WRONG_PASSWORD" });
    expect(out.shown).toEqual([]);
    // An empty answer is a success.
    expect(await submit(good, { check: setPasswordSchema, send: async () => ({}), fields: [] }, out.io)).toBe(
      "sent",
    );
  });

  it("takes a check of the form's own", async () => {
    const submit = createFormSubmitter();
    const out = io();
    const send = vi.fn(async (_email: string) => {});
    const check = (values: { email: string }) =>
      values.email.includes("@")
        ? ({ ok: true, data: values.email.trim() } as const)
        : ({ ok: false, errors: { email: "EMAIL_INVALID" } } as const);
    expect(await submit({ email: "x" }, { check, send, fields: ["email"] }, out.io)).toBe("invalid");
    expect(out.errors()).toEqual({ email: "EMAIL_INVALID" });
    expect(await submit({ email: " a@b.iq " }, { check, send, fields: ["email"] }, out.io)).toBe("sent");
    expect(send).toHaveBeenCalledWith("a@b.iq");
  });

  it("one submit at a time: a second one while the first is under way is ignored", async () => {
    const submit = createFormSubmitter();
    const out = io();
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const options = { check: setPasswordSchema, send, fields: ["password"] };
    const first = submit(good, options, out.io);
    expect(await submit(good, options, out.io)).toBe("ignored");
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await first).toBe("sent");
    // Free again once it ended, also after a failure.
    const failing = { ...options, send: vi.fn(() => Promise.reject(new Error("x"))) };
    expect(await submit(good, failing, out.io)).toBe("refused");
    expect(await submit(good, failing, out.io)).toBe("refused");
    expect(failing.send).toHaveBeenCalledTimes(2);
  });
});
