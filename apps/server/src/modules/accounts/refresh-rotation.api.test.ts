import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAccountsRepository } from "./accounts.repository";
import { createTokenService } from "./tokens";

// One refresh token used twice at once: the loser revokes the token's family. When the winner
// writes its new token only after that (the race PostgreSQL allows), the new token must die with
// the family too. The repository here holds the winner's write until the loser has revoked.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it("a refresh token's two concurrent uses leave no live token in its family, whatever the order", async () => {
  const repository = createAccountsRepository(t.infrastructure.database.db);
  const user = await repository.createUser({ phoneNumber: `+96478${Date.now() % 1e8}`.slice(0, 14) });
  let holdInserts = false;
  let releaseInsert!: () => void;
  const insertReleased = new Promise<void>((resolve) => {
    releaseInsert = resolve;
  });
  let insertWaiting!: () => void;
  const insertHeld = new Promise<void>((resolve) => {
    insertWaiting = resolve;
  });
  const gated: typeof repository = {
    ...repository,
    async insertRefreshToken(values) {
      if (holdInserts) {
        insertWaiting();
        await insertReleased;
      }
      await repository.insertRefreshToken(values);
    },
  };
  const tokens = createTokenService({
    secret: "rotation-test-secret".padEnd(40, "x"),
    accessTtlSeconds: 1800,
    refreshTtlDays: 30,
    repository: gated,
    statusCacheSeconds: 0,
  });

  const first = await tokens.issue(user.id);
  holdInserts = true;
  const winner = tokens.refresh(first.refresh_token);
  await insertHeld; // the winner has taken the token and waits to write its new one
  holdInserts = false;
  await expect(tokens.refresh(first.refresh_token)).rejects.toMatchObject({ status: 401 });
  releaseInsert();
  const won = await winner.catch(() => undefined);

  // Whatever the winner was told, its new refresh token opens nothing.
  if (won) await expect(tokens.refresh(won.refresh_token)).rejects.toMatchObject({ status: 401 });
  const [live] = await t.infrastructure.database.query<{ live: number }>(
    "select count(*)::int as live from refresh_tokens where user_id = $1 and revoked_at is null and used_at is null",
    [user.id],
  );
  expect(live?.live).toBe(0);
});
