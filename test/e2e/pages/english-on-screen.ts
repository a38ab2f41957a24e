/**
 * What of a Dutch screen a user reads in English, or as an ISO date: the visible text outside
 * what is marked English on purpose (`lang="en"`: the service's own message under "Technische
 * details", which stays folded away) and an example of a format (`data-example`: the date
 * style "jjjj-mm-dd (2026-11-20)"), each sentence with a word no Dutch sentence has, or a
 * date written YYYY-MM-DD. Form fields' values are the user's own and not looked at.
 */
import type { Page } from '@playwright/test';

/**
 * Words of English sentences that Dutch never writes (so a Dutch sentence never trips it):
 * the service's refusals are made of them ("field 'time' must be…", "the service may not
 * write into…", "the password is not right", "upstream refused the connection").
 */
const ENGLISH =
  /\b(the|must|should|cannot|field|folder|required|please|invalid|upstream|refused|password|may not|is not|does not|failed|unknown|connection|allowed)\b/i;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** Each visible sentence of the page that is English or carries an ISO date. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  // Run in the page (a string: this project has no DOM types).
  const texts = await page.evaluate<string[]>(`(() => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!element || text === '' || element.closest('[lang="en"], [data-example], script, style')) continue;
      if (!element.checkVisibility()) continue;
      found.push(text);
    }
    return found;
  })()`);
  return texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .filter((sentence) => ENGLISH.test(sentence) || ISO_DATE.test(sentence));
}
