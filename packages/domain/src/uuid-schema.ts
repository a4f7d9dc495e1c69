/** A UUID field in a request (spec §5), with the API's message key. */
import { z } from "zod";
import { ExtraMessageKey as X } from "./messages";
import { isUuid } from "./uuid";

export const uuidSchema = z.string({ error: X.UUID_IS_INVALID }).refine(isUuid, { error: X.UUID_IS_INVALID });
