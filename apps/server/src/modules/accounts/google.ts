import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";

export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
}

/**
 * Verifies a Google ID token (from Google Identity Services): RS256 signature against the
 * JWKS, issuer, audience (our client id) and expiry. There is no bypass; tests serve their own
 * JWKS and point GOOGLE_JWKS_URL at it.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string; issuers: string[] }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  return async (idToken: string): Promise<GoogleIdentity | undefined> => {
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: options.issuers,
        audience: options.clientId,
        algorithms: ["RS256"],
      });
      if (typeof payload.sub !== "string") return undefined;
      return {
        subject: payload.sub,
        email: typeof payload.email === "string" ? payload.email.toLowerCase() : undefined,
        emailVerified: payload.email_verified === true || payload.email_verified === "true",
        givenName: typeof payload.given_name === "string" ? payload.given_name : undefined,
        familyName: typeof payload.family_name === "string" ? payload.family_name : undefined,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  };
}
