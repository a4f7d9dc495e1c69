import { describe, expect, it } from "vitest";
import * as domain from "./index";

describe("index", () => {
  // The brand, phones and addresses are imported as `@safar/domain/site-config` only where shown,
  // so that they are not pulled into every bundle that imports the domain's rules.
  it("does not re-export site-config", () => {
    expect(domain).not.toHaveProperty("siteConfig");
  });
});
