/**
 * A read kept for `memoMs` (settings that change rarely, read by many requests: markup rules). A
 * failed read is not kept; `forget()` makes the next call read again (an operator changed one).
 */
export function memoizedRead<T>(
  read: () => Promise<T>,
  memoMs: number,
): (() => Promise<T>) & { forget(): void } {
  let memo: { at: number; value: Promise<T> } | undefined;
  const value = () => {
    if (!memo || Date.now() - memo.at > memoMs) {
      const read$ = read();
      memo = { at: Date.now(), value: read$ };
      read$.catch(() => {
        memo = undefined;
      });
    }
    return memo.value;
  };
  value.forget = () => {
    memo = undefined;
  };
  return value;
}
