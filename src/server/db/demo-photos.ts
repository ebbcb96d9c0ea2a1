/**
 * The demo data's photos (issue 44 friction 3): small food illustrations drawn for this project
 * (scripts/demo-photos/*.svg), served as 480×480 WebP like an uploaded photo
 * (src/client/public/demo-photos/*.webp, made by scripts/demo-photos/render.mjs; shipped with the
 * client under the project's own terms, no network at run time). An SVG picture costs a phone a
 * document of its own on the main thread each, which a photo does not. Picked for each demo vendor
 * by its cuisine and for each menu item by its name, else its category, else its vendor's
 * picture. Uploaded photos replace them as usual.
 */

/** The illustrations in src/client/public/demo-photos (one file each). */
export const DEMO_PHOTOS = [
  'birria', 'bowl', 'burger', 'churro', 'coffee', 'crepe', 'dessert', 'drink', 'elote', 'fries', 'horchata', 'pan-dulce',
  'pupusa', 'ribs', 'rolls', 'salad', 'shake', 'shrimp', 'skewer', 'taco', 'tamale', 'torta', 'wrap',
] as const;
export type DemoPhoto = (typeof DEMO_PHOTOS)[number];

export const demoPhotoUrl = (photo: DemoPhoto) => `/demo-photos/${photo}.webp`;

/** First match wins: words in an item's name (or a vendor's cuisine), then its category. */
const BY_WORD: [RegExp, DemoPhoto][] = [
  [/coke|jarritos|soda/i, 'drink'],
  [/birria|consom|menudo|ramen/i, 'birria'],
  [/pupus/i, 'pupusa'],
  [/tamal/i, 'tamale'],
  [/lumpia|musubi/i, 'rolls'],
  [/cr[eê]pe/i, 'crepe'],
  [/churro/i, 'churro'],
  [/shake|smoothie|float/i, 'shake'],
  [/horchata|champurrado|caf[eé] con leche/i, 'horchata'],
  [/coffee|latte|cappuccino|espresso|caf[eé]|cold brew|affogato/i, 'coffee'],
  [/concha|cuernito|oreja|pan dulce|scone|bread|bar\b|cookie|cornbread|pastelito/i, 'pan-dulce'],
  [/burger|smash|loco moco/i, 'burger'],
  [/fries|papas?\b|tots|onion rings|chicharr|tostilocos/i, 'fries'],
  [/ribs|brisket|burnt ends|tri-tip|links|half chicken|by the pound|bbq|smokehouse/i, 'ribs'],
  [/kebab|souvlaki|skewer|huli|sisig|longganisa|adobo/i, 'skewer'],
  [/wrap|gyro|shawarma|falafel|burrito|pita|quesadilla|mulita/i, 'wrap'],
  [/torta|sandwich|hot dog/i, 'torta'],
  [/camar[oó]n|shrimp|aguachile|ceviche|campechana|pulpo|mariscos|seafood|tostada/i, 'shrimp'],
  [/elote|esquites|corn/i, 'elote'],
  [/taco|mexican|tacos/i, 'taco'],
  [/salad|tabbouleh|greens|slaw|vegan/i, 'salad'],
  [/bowl|poke|pancit|hummus|baba|mezze|hawaiian|filipino|mediterranean|greek|plate/i, 'bowl'],
  [/agua|jamaica|tamarindo|juice|lemonade|tea|jarritos|coke|coco|pog|drinks?|mangonada/i, 'drink'],
  [/gelato|ice cream|paleta|raspado|shave ice|halo|sundae|cobbler|pudding|baklava|loukoumades|turon|fresas|dessert|sweets?|frozen|dates?\b/i, 'dessert'],
];

function byWords(text: string): DemoPhoto | undefined {
  return BY_WORD.find(([pattern]) => pattern.test(text))?.[1];
}

/** A demo vendor's picture, by its name ("… Churros"), else its cuisine (tacos when nothing matches). */
export function demoVendorPhoto(cuisine: string | null, businessName: string): DemoPhoto {
  return byWords(businessName) ?? byWords(cuisine ?? '') ?? 'taco';
}

/** A demo menu item's picture: by its name, else its category, else its vendor's. */
export function demoItemPhoto(name: string, category: string, vendorPhoto: DemoPhoto): DemoPhoto {
  return byWords(name) ?? byWords(category) ?? vendorPhoto;
}
