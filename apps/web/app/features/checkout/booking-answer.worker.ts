/**
 * The worker that parses and checks the booking page's answers (decision 031, booking-answers.ts).
 * Started by checkout-api.ts with the page's first call.
 */
import { serveAnswerChecks } from "../../lib/off-thread-check";
import { bookingAnswers } from "./booking-answers";

serveAnswerChecks(bookingAnswers);
