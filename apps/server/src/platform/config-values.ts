import { z } from "zod";

/**
 * The kinds of value an environment variable takes (a URL, a yes/no flag, a secret, a positive
 * whole number...), each with the reason it gives for a bad one. The variables themselves are
 * listed by concern in config-*.ts and put together once in config-schema.ts.
 */
export const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

const FLAG_VALUES = ["true", "false", "1", "0"] as const;
const isOn = (v: (typeof FLAG_VALUES)[number]) => v === "true" || v === "1";

/** A yes/no variable (`true`, `false`, `1`, `0`) with its default. */
export function booleanFlag(byDefault: boolean) {
  return z
    .enum(FLAG_VALUES, { error: "must be true or false" })
    .default(byDefault ? "true" : "false")
    .transform(isOn);
}

/** A yes/no variable whose absence means "decide by the environment" (undefined). */
export const optionalBooleanFlag = z
  .enum(FLAG_VALUES, { error: "must be true or false" })
  .optional()
  .transform((v) => (v === undefined ? undefined : isOn(v)));

export const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const secret = z.preprocess(
  emptyToUndefined,
  z.string().min(32, "must be at least 32 characters").optional(),
);
export const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
export const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .positive("must be positive")
    .default(fallback);

/** The parsed values of a concern's variables (its rules read them after the one parse). */
export type ParsedVariables<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** Reports `message` on the variable `name` when `when` holds (a rule across variables). */
export type Need = (when: boolean, name: string, message: string) => void;

/** A concern's rules across its variables, run once every variable parsed. */
export type VariableRules<Shape extends z.ZodRawShape> = (
  config: ParsedVariables<Shape>,
  check: { need: Need; production: boolean },
) => void;
