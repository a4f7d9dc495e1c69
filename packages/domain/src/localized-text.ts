import { z } from "zod";

/**
 * A text in the storefront's three languages (the name of a city, an airport, a hotel, a product);
 * missing translations fall back to English. One shape for every module.
 */
export const localizedTextSchema = z.object({ ar: z.string(), fa: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
