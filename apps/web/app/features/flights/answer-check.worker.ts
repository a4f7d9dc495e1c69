/**
 * The worker that parses and checks the results page's answers (decision 030, flight-answers.ts).
 * Started by flight-api.ts with the page's first search.
 */
import { serveAnswerChecks } from "../../lib/off-thread-check";
import { flightAnswers } from "./flight-answers";

serveAnswerChecks(flightAnswers);
