/**
 * The worker that parses and checks the results page's answers (decision 030, answer-checks.ts).
 * Loaded by `off-thread-check.ts` with the page's first search.
 */
import { type CheckMessage, type CheckRequest, checkAnswer } from "./answer-checks";

// The app's types are the page's (DOM): a dedicated worker's scope, as far as this file uses it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckMessage): void;
};

scope.onmessage = ({ data }) => {
  for (const message of checkAnswer(data)) scope.postMessage(message);
};
