import type { NamedColor, SizeKind } from '@/lib/contract/enums';
import type { LocalizedText } from '@/lib/backend/db/schema';

/**
 * Vocabulary of the deterministic demo catalogue: categories, fictional brands, Greek and English
 * words that the generator combines into names, descriptions and technical details.
 * Greek adjectives carry every gender/number form so that noun phrases agree
 * ("Κλασικό μπλουζάκι", "Κλασική φούστα", "Κλασικές μπότες").
 */

/** Greek grammatical gender and number of a noun: masculine, feminine, neuter; `pl` = plural. */
export type Gender = 'm' | 'f' | 'n' | 'mpl' | 'fpl' | 'npl';
export type Noun = { el: string; en: string; g: Gender };
export type MaterialGroup = 'textile' | 'footwear' | 'goods';

export type CategoryDef = {
  code: string;
  name: LocalizedText;
  sizeKind: SizeKind;
  nouns: readonly Noun[];
  /** Whole-euro price range of the category. */
  priceEuros: readonly [number, number];
  /** Weight range in grams (technical details). */
  grams: readonly [number, number];
  materials: MaterialGroup;
};

export const CATEGORIES: readonly CategoryDef[] = [
  { code: 'tshirts', name: { el: 'Μπλουζάκια', en: 'T-shirts' }, sizeKind: 'Clothing', priceEuros: [9, 45], grams: [140, 260], materials: 'textile',
    nouns: [{ el: 'μπλουζάκι', en: 'T-shirt', g: 'n' }, { el: 'μπλούζα πόλο', en: 'polo shirt', g: 'f' }, { el: 'αμάνικο μπλουζάκι', en: 'tank top', g: 'n' }] },
  { code: 'shirts', name: { el: 'Πουκάμισα', en: 'Shirts' }, sizeKind: 'Clothing', priceEuros: [19, 89], grams: [180, 320], materials: 'textile',
    nouns: [{ el: 'πουκάμισο', en: 'shirt', g: 'n' }, { el: 'λινό πουκάμισο', en: 'linen shirt', g: 'n' }, { el: 'πουκάμισο τζιν', en: 'denim shirt', g: 'n' }] },
  { code: 'trousers', name: { el: 'Παντελόνια', en: 'Trousers' }, sizeKind: 'Clothing', priceEuros: [24, 119], grams: [300, 700], materials: 'textile',
    nouns: [{ el: 'παντελόνι', en: 'trousers', g: 'n' }, { el: 'τζιν παντελόνι', en: 'jeans', g: 'n' }, { el: 'παντελόνι cargo', en: 'cargo trousers', g: 'n' }, { el: 'βερμούδα', en: 'shorts', g: 'f' }] },
  { code: 'jackets', name: { el: 'Μπουφάν', en: 'Jackets' }, sizeKind: 'Clothing', priceEuros: [49, 249], grams: [450, 1400], materials: 'textile',
    nouns: [{ el: 'μπουφάν', en: 'jacket', g: 'n' }, { el: 'σακάκι', en: 'blazer', g: 'n' }, { el: 'καμπαρντίνα', en: 'trench coat', g: 'f' }, { el: 'γιλέκο', en: 'gilet', g: 'n' }] },
  { code: 'dresses', name: { el: 'Φορέματα και φούστες', en: 'Dresses & skirts' }, sizeKind: 'Clothing', priceEuros: [29, 159], grams: [200, 600], materials: 'textile',
    nouns: [{ el: 'φόρεμα', en: 'dress', g: 'n' }, { el: 'φούστα', en: 'skirt', g: 'f' }, { el: 'ολόσωμη φόρμα', en: 'jumpsuit', g: 'f' }] },
  { code: 'hoodies', name: { el: 'Φούτερ', en: 'Hoodies' }, sizeKind: 'Clothing', priceEuros: [29, 99], grams: [400, 800], materials: 'textile',
    nouns: [{ el: 'φούτερ με κουκούλα', en: 'hoodie', g: 'n' }, { el: 'φούτερ', en: 'sweatshirt', g: 'n' }, { el: 'ζακέτα', en: 'cardigan', g: 'f' }] },
  { code: 'sneakers', name: { el: 'Αθλητικά παπούτσια', en: 'Sneakers' }, sizeKind: 'Footwear', priceEuros: [39, 179], grams: [550, 900], materials: 'footwear',
    nouns: [{ el: 'παπούτσια για τρέξιμο', en: 'running shoes', g: 'npl' }, { el: 'παπούτσια τένις', en: 'tennis shoes', g: 'npl' }, { el: 'παπούτσια', en: 'trainers', g: 'npl' }] },
  { code: 'boots', name: { el: 'Μπότες', en: 'Boots' }, sizeKind: 'Footwear', priceEuros: [59, 249], grams: [900, 1600], materials: 'footwear',
    nouns: [{ el: 'μπότες', en: 'boots', g: 'fpl' }, { el: 'μποτάκια', en: 'ankle boots', g: 'npl' }, { el: 'αρβύλες', en: 'combat boots', g: 'fpl' }] },
  { code: 'sandals', name: { el: 'Σανδάλια', en: 'Sandals' }, sizeKind: 'Footwear', priceEuros: [19, 129], grams: [250, 600], materials: 'footwear',
    nouns: [{ el: 'σανδάλια', en: 'sandals', g: 'npl' }, { el: 'σαγιονάρες', en: 'flip-flops', g: 'fpl' }, { el: 'πέδιλα με λουράκια', en: 'strappy sandals', g: 'npl' }] },
  { code: 'bags', name: { el: 'Τσάντες', en: 'Bags' }, sizeKind: 'None', priceEuros: [25, 249], grams: [300, 1200], materials: 'goods',
    nouns: [{ el: 'τσάντα', en: 'bag', g: 'f' }, { el: 'σακίδιο πλάτης', en: 'backpack', g: 'n' }, { el: 'τσάντα ώμου', en: 'shoulder bag', g: 'f' }, { el: 'νεσεσέρ', en: 'toiletry bag', g: 'n' }] },
  { code: 'accessories', name: { el: 'Αξεσουάρ', en: 'Accessories' }, sizeKind: 'None', priceEuros: [5, 79], grams: [50, 400], materials: 'goods',
    nouns: [{ el: 'ζώνη', en: 'belt', g: 'f' }, { el: 'κασκόλ', en: 'scarf', g: 'n' }, { el: 'πορτοφόλι', en: 'wallet', g: 'n' }, { el: 'γάντια', en: 'gloves', g: 'npl' }] },
  { code: 'caps', name: { el: 'Καπέλα', en: 'Caps & hats' }, sizeKind: 'None', priceEuros: [9, 49], grams: [60, 180], materials: 'goods',
    nouns: [{ el: 'καπέλο τζόκεϊ', en: 'baseball cap', g: 'n' }, { el: 'σκούφος', en: 'beanie', g: 'm' }, { el: 'καπέλο bucket', en: 'bucket hat', g: 'n' }] },
];

/** Fictional brands (any likeness to a real one is accidental). Two carry an `&` on purpose. */
export const BRANDS: readonly { code: string; name: string }[] = [
  { code: 'aegean-thread', name: 'Aegean Thread' },
  { code: 'nordvik', name: 'Nordvik' },
  { code: 'olive-oak', name: 'Olive & Oak' },
  { code: 'meltemi-wear', name: 'Meltemi Wear' },
  { code: 'kastro-lane', name: 'Kastro Lane' },
  { code: 'blue-cove', name: 'Blue Cove' },
  { code: 'halcyon-row', name: 'Halcyon Row' },
  { code: 'pindos-outdoor', name: 'Pindos Outdoor' },
  { code: 'lykos-athletics', name: 'Lykos Athletics' },
  { code: 'saronic-supply', name: 'Saronic Supply Co.' },
  { code: 'ithaca-leather', name: 'Ithaca Leather' },
  { code: 'fenwick-vale', name: 'Fenwick & Vale' },
];

/** Model names (the same in both languages) that end every product name. */
export const MODELS = [
  'Alto', 'Breeze', 'Cove', 'Delta', 'Echo', 'Fjord', 'Harbor', 'Isla', 'Juno', 'Kappa', 'Lumen', 'Meltemi',
  'Nova', 'Orion', 'Pelion', 'Riva', 'Sifnos', 'Terra', 'Vega', 'Zephyr', 'Astra', 'Naxos', 'Milos', 'Ydra',
] as const;

type AdjectiveDef = {
  /** Greek forms in the order m, f, n, mpl, fpl, npl. */
  el: readonly [string, string, string, string, string, string];
  en: string;
  /** Category codes the adjective does not suit. */
  not?: readonly string[];
};

const GENDER_INDEX: Record<Gender, number> = { m: 0, f: 1, n: 2, mpl: 3, fpl: 4, npl: 5 };

export const ADJECTIVES: readonly AdjectiveDef[] = [
  { el: ['κλασικός', 'κλασική', 'κλασικό', 'κλασικοί', 'κλασικές', 'κλασικά'], en: 'classic' },
  { el: ['ελαφρύς', 'ελαφριά', 'ελαφρύ', 'ελαφριοί', 'ελαφριές', 'ελαφριά'], en: 'lightweight' },
  { el: ['μοντέρνος', 'μοντέρνα', 'μοντέρνο', 'μοντέρνοι', 'μοντέρνες', 'μοντέρνα'], en: 'modern' },
  { el: ['άνετος', 'άνετη', 'άνετο', 'άνετοι', 'άνετες', 'άνετα'], en: 'comfortable' },
  { el: ['κομψός', 'κομψή', 'κομψό', 'κομψοί', 'κομψές', 'κομψά'], en: 'elegant' },
  { el: ['αθλητικός', 'αθλητική', 'αθλητικό', 'αθλητικοί', 'αθλητικές', 'αθλητικά'], en: 'sporty', not: ['sneakers'] },
  { el: ['καλοκαιρινός', 'καλοκαιρινή', 'καλοκαιρινό', 'καλοκαιρινοί', 'καλοκαιρινές', 'καλοκαιρινά'], en: 'summer', not: ['jackets', 'boots', 'hoodies', 'caps'] },
  { el: ['χειμερινός', 'χειμερινή', 'χειμερινό', 'χειμερινοί', 'χειμερινές', 'χειμερινά'], en: 'winter', not: ['tshirts', 'sandals', 'caps'] },
  { el: ['βασικός', 'βασική', 'βασικό', 'βασικοί', 'βασικές', 'βασικά'], en: 'essential' },
  { el: ['καθημερινός', 'καθημερινή', 'καθημερινό', 'καθημερινοί', 'καθημερινές', 'καθημερινά'], en: 'everyday' },
  { el: ['ανθεκτικός', 'ανθεκτική', 'ανθεκτικό', 'ανθεκτικοί', 'ανθεκτικές', 'ανθεκτικά'], en: 'durable' },
  { el: ['μαλακός', 'μαλακή', 'μαλακό', 'μαλακοί', 'μαλακές', 'μαλακά'], en: 'soft', not: ['boots'] },
  { el: ['αδιάβροχος', 'αδιάβροχη', 'αδιάβροχο', 'αδιάβροχοι', 'αδιάβροχες', 'αδιάβροχα'], en: 'waterproof', not: ['tshirts', 'shirts', 'dresses', 'sandals', 'hoodies', 'trousers'] },
  { el: ['χειροποίητος', 'χειροποίητη', 'χειροποίητο', 'χειροποίητοι', 'χειροποίητες', 'χειροποίητα'], en: 'handmade' },
];

/** The adjectives that suit a category (computed once per category by the generator). */
export function adjectivesFor(categoryCode: string): readonly AdjectiveDef[] {
  return ADJECTIVES.filter((a) => !a.not?.includes(categoryCode));
}

/** The Greek form of an adjective that agrees with a noun. */
export function agree(adjective: AdjectiveDef, g: Gender): string {
  return adjective.el[GENDER_INDEX[g]] as string;
}

/** Colour names as words (descriptions only; the UI translates colours from its message files). */
export const COLOR_NAMES: Record<NamedColor, LocalizedText> = {
  black: { el: 'μαύρο', en: 'black' }, white: { el: 'λευκό', en: 'white' }, grey: { el: 'γκρι', en: 'grey' },
  red: { el: 'κόκκινο', en: 'red' }, blue: { el: 'μπλε', en: 'blue' }, navy: { el: 'σκούρο μπλε', en: 'navy' },
  green: { el: 'πράσινο', en: 'green' }, olive: { el: 'λαδί', en: 'olive' }, yellow: { el: 'κίτρινο', en: 'yellow' },
  orange: { el: 'πορτοκαλί', en: 'orange' }, pink: { el: 'ροζ', en: 'pink' }, purple: { el: 'μωβ', en: 'purple' },
  brown: { el: 'καφέ', en: 'brown' }, beige: { el: 'μπεζ', en: 'beige' }, gold: { el: 'χρυσό', en: 'gold' },
  silver: { el: 'ασημί', en: 'silver' },
};

const t = (el: string, en: string): LocalizedText => ({ el, en });

export const MATERIALS: Record<MaterialGroup, readonly LocalizedText[]> = {
  textile: [
    t('100% βαμβάκι', '100% cotton'), t('100% οργανικό βαμβάκι', '100% organic cotton'), t('100% λινό', '100% linen'),
    t('55% λινό, 45% βαμβάκι', '55% linen, 45% cotton'), t('98% βαμβάκι, 2% ελαστάνη', '98% cotton, 2% elastane'),
    t('100% ανακυκλωμένος πολυεστέρας', '100% recycled polyester'), t('80% μαλλί, 20% πολυαμίδιο', '80% wool, 20% polyamide'),
    t('100% βισκόζη', '100% viscose'),
  ],
  footwear: [
    t('Δέρμα', 'Leather'), t('Καστόρι', 'Suede'), t('Συνθετικό πλέγμα', 'Synthetic mesh'), t('Καραβόπανο', 'Canvas'),
    t('Νούμπουκ', 'Nubuck'),
  ],
  goods: [
    t('Δέρμα', 'Leather'), t('Καραβόπανο', 'Canvas'), t('Νάιλον', 'Nylon'), t('Ανακυκλωμένος πολυεστέρας', 'Recycled polyester'),
    t('Φελλός', 'Cork'), t('Μαλλί μερινό', 'Merino wool'),
  ],
};

export const SOLES: readonly LocalizedText[] = [t('Φυσικό καουτσούκ', 'Natural rubber'), t('EVA', 'EVA'), t('Δέρμα', 'Leather')];

export const CARE: Record<MaterialGroup, readonly LocalizedText[]> = {
  textile: [
    t('Πλύσιμο στο πλυντήριο στους 30 °C', 'Machine wash at 30 °C'), t('Πλύσιμο στο χέρι', 'Hand wash only'),
    t('Μόνο στεγνό καθάρισμα', 'Dry clean only'), t('Πλύσιμο στους 40 °C, όχι στεγνωτήριο', 'Wash at 40 °C, do not tumble dry'),
  ],
  footwear: [t('Καθαρισμός με νωπό πανί', 'Wipe clean with a damp cloth'), t('Να μην πλένονται στο πλυντήριο', 'Do not machine wash')],
  goods: [t('Καθαρισμός με νωπό πανί', 'Wipe clean with a damp cloth'), t('Φύλαξη μακριά από υγρασία', 'Store away from moisture')],
};

export const ORIGINS: readonly LocalizedText[] = [
  t('Ελλάδα', 'Greece'), t('Πορτογαλία', 'Portugal'), t('Ιταλία', 'Italy'), t('Τουρκία', 'Turkey'), t('Βουλγαρία', 'Bulgaria'),
  t('Ρουμανία', 'Romania'), t('Βιετνάμ', 'Vietnam'),
];

/** Labels of the technical-details table. */
export const TECH_LABELS = {
  material: t('Υλικό', 'Material'), sole: t('Σόλα', 'Sole'), care: t('Φροντίδα', 'Care'),
  origin: t('Χώρα κατασκευής', 'Country of origin'), weight: t('Βάρος', 'Weight'),
};

/** Description openings; `{name}` and `{brand}` are replaced by escaped text. */
export const INTROS: readonly LocalizedText[] = [
  t('<p><strong>{name}</strong> από τη συλλογή {brand}. {benefit}</p>', '<p><strong>{name}</strong> from the {brand} collection. {benefit}</p>'),
  t('<p>Από τη νέα σειρά της {brand}: <strong>{name}</strong>. {benefit}</p>', '<p>New from {brand}: <strong>{name}</strong>. {benefit}</p>'),
  t('<p>Γνωρίστε το μοντέλο <strong>{name}</strong> της {brand}. {benefit}</p>', '<p>Meet <strong>{name}</strong> by {brand}. {benefit}</p>'),
];

export const BENEFITS: readonly LocalizedText[] = [
  t('Ιδανική επιλογή για κάθε μέρα.', 'An ideal choice for every day.'),
  t('Ταιριάζει εύκολα με όλα τα ρούχα της γκαρνταρόμπας σας.', 'Goes with everything in your wardrobe.'),
  t('Σχεδιάστηκε για άνεση από το πρωί ως το βράδυ.', 'Designed for comfort from morning to night.'),
  t('Με προσεγμένες λεπτομέρειες και ανθεκτικές ραφές.', 'With careful details and durable seams.'),
  t('Κατασκευάζεται σε συνεργαζόμενα εργαστήρια με δίκαιους όρους εργασίας.', 'Made in partner workshops with fair working conditions.'),
  t('Μια διαχρονική πρόταση που δεν ακολουθεί απλώς τη μόδα.', 'A timeless piece that does more than follow trends.'),
];

export const FEATURES: Record<MaterialGroup, readonly LocalizedText[]> = {
  textile: [
    t('Άνετη γραμμή', 'Relaxed fit'), t('Κανονική γραμμή', 'Regular fit'), t('Ενισχυμένες ραφές', 'Reinforced seams'),
    t('Ύφασμα που αναπνέει', 'Breathable fabric'), t('Δεν χρειάζεται σιδέρωμα', 'No ironing needed'), t('Πλαϊνές τσέπες', 'Side pockets'),
  ],
  footwear: [
    t('Αντιολισθητική σόλα', 'Non-slip sole'), t('Αφαιρούμενος πάτος', 'Removable insole'), t('Ενισχυμένη φτέρνα', 'Reinforced heel'),
    t('Ελαφριά κατασκευή', 'Lightweight build'), t('Κορδόνια από ανακυκλωμένο υλικό', 'Laces made from recycled material'),
  ],
  goods: [
    t('Ρυθμιζόμενο λουράκι', 'Adjustable strap'), t('Εσωτερική τσέπη με φερμουάρ', 'Inner zip pocket'),
    t('Μεταλλικά εξαρτήματα που δεν σκουριάζουν', 'Rust-free metal hardware'), t('Ελαφριά και ανθεκτική κατασκευή', 'Light, durable construction'),
    t('Φόδρα που απωθεί το νερό', 'Water-repellent lining'),
  ],
};

export const COLORS_LINE = t('Διαθέσιμα χρώματα: {colors}.', 'Available colours: {colors}.');

/** Video ids for the occasional embedded video (Blender Foundation open movies). */
export const VIDEO_IDS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8'] as const;
export const VIDEO_TITLE = t('Βίντεο προϊόντος', 'Product video');

/** Harmless-looking markup with an event handler: real data for the output sanitiser to strip. */
export const UNSAFE_SNIPPET = t(
  '<p>Δείτε τον οδηγό μεγεθών <img src=x onerror=alert(1)></p>',
  '<p>See the size guide <img src=x onerror=alert(1)></p>',
);
