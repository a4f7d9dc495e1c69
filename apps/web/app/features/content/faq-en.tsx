import data from "../../../content/en/faq.json";
import type { ContentPageData } from "./content.schema";
import { fillPage } from "./content-fill";
import { FaqList, type FaqListProps } from "./content-page";

// The FAQ in this language as a chunk of its own (faq-section.tsx); content.test.ts validates the file.
const page = fillPage(data as ContentPageData, "en", "faq");

export default function Faq(props: Omit<FaqListProps, "page">) {
  return <FaqList page={page} {...props} />;
}
