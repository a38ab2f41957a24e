/** Word lists for product titles and SKUs: Dutch shop vocabulary, picked by the seeded PRNG. */
import type { Random } from '../prng.js';

/** A name as an alias or file name: lower case, ASCII, words joined by hyphens. */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const NOUNS: Record<string, readonly string[]> = {
  '8010': ['T-shirt', 'Trui', 'Spijkerbroek', 'Jurk', 'Overhemd', 'Vest', 'Rok', 'Jas'],
  '8020': ['Sneaker', 'Laars', 'Sandaal', 'Pump', 'Instapper'],
  '8030': ['Sjaal', 'Riem', 'Pet', 'Tas', 'Portemonnee', 'Zonnebril'],
  '8040': ['Roman', 'Kookboek', 'Tijdschrift', 'Reisgids', 'Stripboek'],
  '8050': ['Koffiebonen', 'Thee', 'Espresso', 'Cappuccino', 'Chocolade'],
  '8060': ['Verzending', 'Expreslevering'],
  '8070': ['Statiegeld fles', 'Statiegeld krat'],
};
const GENERIC = ['Cadeauverpakking', 'Draagtas', 'Servicebeurt'];
const ADJECTIVES = ['Katoenen', 'Wollen', 'Linnen', 'Klassieke', 'Moderne', 'Biologische', 'Luxe'];
const COLOURS = ['zwart', 'wit', 'blauw', 'rood', 'groen', 'grijs', 'beige', 'geel'];
const PREFIXES: Record<string, string> = {
  '8010': 'KLD',
  '8020': 'SHO',
  '8030': 'ACC',
  '8040': 'BOK',
  '8050': 'KOF',
  '8060': 'VRZ',
  '8070': 'STG',
};

export const skuPrefix = (groupCode: string | null): string =>
  (groupCode ? PREFIXES[groupCode] : undefined) ?? 'ALG';

/** Product 3 carries markup characters on purpose, so pages that show titles must escape. */
export function productTitle(random: Random, groupCode: string | null, n: number): string {
  if (n === 3) return 'T-shirt "Rock & Roll" <limited>';
  const noun = random.pick((groupCode ? NOUNS[groupCode] : undefined) ?? GENERIC);
  return `${random.pick(ADJECTIVES)} ${noun} ${random.pick(COLOURS)}`;
}
