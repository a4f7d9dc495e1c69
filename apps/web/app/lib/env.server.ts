/**
 * The only place apps/web reads process.env. Parsed once at import (server start), failing fast
 * with the list of bad keys. Only `publicEnv` is sent to the browser (root loader).
 */
export type PublicEnv = {
  API_BASE: string;
  ACCOUNT_BASE: string;
  IMAGE_BASE: string;
  /** Google Identity Services client id; the Google button is hidden without it. */
  GOOGLE_CLIENT_ID?: string;
};
type BaseKey = "API_BASE" | "ACCOUNT_BASE" | "IMAGE_BASE";

const defaults: Pick<PublicEnv, BaseKey> = {
  API_BASE: "/api/",
  ACCOUNT_BASE: "/account/",
  IMAGE_BASE: "/images/",
};

/** A base is a same-origin path or an absolute http(s) URL, ending with a slash. */
function isBase(value: string): boolean {
  return /^(\/|https?:\/\/)\S*\/$/.test(value);
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const env: PublicEnv = { ...defaults };
  const bad: string[] = [];
  for (const key of Object.keys(defaults) as BaseKey[]) {
    const value = source[key];
    if (value === undefined || value === "") continue;
    if (isBase(value)) env[key] = value;
    else bad.push(`${key}=${JSON.stringify(value)} (must be a path or http(s) URL ending with "/")`);
  }
  const googleClientId = source.GOOGLE_CLIENT_ID?.trim();
  if (googleClientId) {
    if (/^[\w.-]+$/.test(googleClientId)) env.GOOGLE_CLIENT_ID = googleClientId;
    else bad.push("GOOGLE_CLIENT_ID (must be a Google OAuth client id)");
  }
  if (bad.length > 0) throw new Error(`Invalid web environment:\n  ${bad.join("\n  ")}`);
  return env;
}

export const publicEnv: PublicEnv = Object.freeze(parsePublicEnv(process.env));
