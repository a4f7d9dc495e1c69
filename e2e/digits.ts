import type { Page } from "@playwright/test";

/**
 * Latin digits in what the page shows, outside codes written left to right (`dir="ltr"`: flight
 * numbers, references, phone numbers, e-mail). Text inputs and selects count too.
 */
export async function latinDigitsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, [dir=ltr], [hidden]")) continue;
      if (!/[0-9]/.test(node.textContent ?? "")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.className}">${node.textContent?.trim()}`,
      );
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[type="text"], input:not([type]), input[type="search"]',
    )) {
      if (field.closest("[dir=ltr]") || field.dir === "ltr") continue;
      if (/[0-9]/.test(`${field.placeholder}${field.value}`))
        found.push(`<input name="${field.name}">${field.placeholder}`);
    }
    return found;
  });
}
