/**
 * Greek tax offices (Δ.Ο.Υ.), the invoice's `irs` field: the current offices after the mergers
 * of 2019–2024 (AADE's list, as known when written: the names printed on Greek invoices), each
 * with an English rendering for the English storefront. The Greek name is the value an order
 * keeps. Data only; matching lives in `tax-office-match.ts`. Keep the Greek names unique.
 */
export type TaxOffice = { readonly el: string; readonly en: string };

const OFFICES: readonly (readonly [el: string, en: string])[] = [
  // Attica: central services, Athens, Piraeus and the suburbs.
  ['ΚΕΦΟΔΕ Αττικής', 'KEFODE Attica (tax procedure and service centre)'],
  ['ΚΕ.Μ.Ε.ΕΠ.', 'KEMEEP (large enterprises audit centre)'],
  ['ΦΑΕ Αθηνών', 'FAE Athens (legal entities)'],
  ['ΦΑΕ Πειραιά', 'FAE Piraeus (legal entities)'],
  ['Πλοίων Πειραιά', 'Piraeus Ships'],
  ['Κατοίκων Εξωτερικού', 'Residents Abroad'],
  ["Α' Αθηνών", "Athens A'"],
  ["Δ' Αθηνών", "Athens D'"],
  ["ΙΒ' Αθηνών", "Athens IB'"],
  ["ΙΓ' Αθηνών", "Athens IG'"],
  ["ΙΖ' Αθηνών", "Athens IZ'"],
  ['Ψυχικού', 'Psychiko'],
  ['Χολαργού', 'Cholargos'],
  ['Αμαρουσίου', 'Marousi'],
  ['Κηφισιάς', 'Kifisia'],
  ['Νέας Ιωνίας', 'Nea Ionia'],
  ['Παλλήνης', 'Pallini'],
  ['Αγίων Αναργύρων', 'Agioi Anargyroi'],
  ['Περιστερίου', 'Peristeri'],
  ['Αιγάλεω', 'Aigaleo'],
  ['Ηλιούπολης', 'Ilioupoli'],
  ['Καλλιθέας', 'Kallithea'],
  ['Γλυφάδας', 'Glyfada'],
  ['Κορωπίου', 'Koropi'],
  ['Ελευσίνας', 'Elefsina'],
  ["Α' Πειραιά", "Piraeus A'"],
  ["Ε' Πειραιά", "Piraeus E'"],
  ['Νίκαιας', 'Nikaia'],
  // Macedonia and Thrace.
  ['ΦΑΕ Θεσσαλονίκης', 'FAE Thessaloniki (legal entities)'],
  ["Δ' Θεσσαλονίκης", "Thessaloniki D'"],
  ["Ε' Θεσσαλονίκης", "Thessaloniki E'"],
  ["Ζ' Θεσσαλονίκης", "Thessaloniki Z'"],
  ['Ιωνίας Θεσσαλονίκης', 'Ionia Thessaloniki'],
  ['Καλαμαριάς', 'Kalamaria'],
  ['Αμπελοκήπων', 'Ampelokipoi (Thessaloniki)'],
  ['Λαγκαδά', 'Lagkadas'],
  ['Πολυγύρου', 'Polygyros'],
  ['Νέων Μουδανιών', 'Nea Moudania'],
  ['Κιλκίς', 'Kilkis'],
  ['Σερρών', 'Serres'],
  ['Κατερίνης', 'Katerini'],
  ['Βέροιας', 'Veria'],
  ['Έδεσσας', 'Edessa'],
  ['Γιαννιτσών', 'Giannitsa'],
  ['Κοζάνης', 'Kozani'],
  ['Πτολεμαΐδας', 'Ptolemaida'],
  ['Καστοριάς', 'Kastoria'],
  ['Φλώρινας', 'Florina'],
  ['Γρεβενών', 'Grevena'],
  ['Δράμας', 'Drama'],
  ['Καβάλας', 'Kavala'],
  ['Ξάνθης', 'Xanthi'],
  ['Κομοτηνής', 'Komotini'],
  ['Αλεξανδρούπολης', 'Alexandroupoli'],
  ['Ορεστιάδας', 'Orestiada'],
  // Thessaly, Epirus and the Ionian islands.
  ['Λάρισας', 'Larissa'],
  ['Βόλου', 'Volos'],
  ['Καρδίτσας', 'Karditsa'],
  ['Τρικάλων', 'Trikala'],
  ['Ιωαννίνων', 'Ioannina'],
  ['Άρτας', 'Arta'],
  ['Πρέβεζας', 'Preveza'],
  ['Ηγουμενίτσας', 'Igoumenitsa'],
  ['Κέρκυρας', 'Corfu'],
  ['Λευκάδας', 'Lefkada'],
  ['Αργοστολίου', 'Argostoli'],
  ['Ζακύνθου', 'Zakynthos'],
  // Central Greece and Euboea.
  ['Λαμίας', 'Lamia'],
  ['Λειβαδιάς', 'Livadeia'],
  ['Θηβών', 'Thebes'],
  ['Άμφισσας', 'Amfissa'],
  ['Καρπενησίου', 'Karpenisi'],
  ['Χαλκίδας', 'Chalkida'],
  ['Κύμης', 'Kymi'],
  // Western Greece and the Peloponnese.
  ['Πατρών', 'Patras'],
  ['Αιγίου', 'Aigio'],
  ['Πύργου', 'Pyrgos'],
  ['Αμαλιάδας', 'Amaliada'],
  ['Αγρινίου', 'Agrinio'],
  ['Μεσολογγίου', 'Missolonghi'],
  ['Κορίνθου', 'Corinth'],
  ['Τρίπολης', 'Tripoli'],
  ['Σπάρτης', 'Sparti'],
  ['Καλαμάτας', 'Kalamata'],
  ['Ναυπλίου', 'Nafplio'],
  ['Άργους', 'Argos'],
  // Crete and the Aegean islands.
  ['Ηρακλείου', 'Heraklion'],
  ['Χανίων', 'Chania'],
  ['Ρεθύμνου', 'Rethymno'],
  ['Αγίου Νικολάου', 'Agios Nikolaos'],
  ['Ρόδου', 'Rhodes'],
  ['Κω', 'Kos'],
  ['Σύρου', 'Syros'],
  ['Νάξου', 'Naxos'],
  ['Πάρου', 'Paros'],
  ['Θήρας', 'Thira (Santorini)'],
  ['Μυκόνου', 'Mykonos'],
  ['Μυτιλήνης', 'Mytilene'],
  ['Χίου', 'Chios'],
  ['Σάμου', 'Samos'],
];

let sorted: readonly TaxOffice[] | undefined;

/**
 * Every office, in Greek alphabetical order. Sorted on first use, not when the module loads: the
 * checkout's first Intl object would cost a phone a long task while the page hydrates (issue #16).
 */
export function taxOffices(): readonly TaxOffice[] {
  if (!sorted) {
    const collator = new Intl.Collator('el', { sensitivity: 'base' });
    sorted = OFFICES.map(([el, en]) => ({ el, en })).sort((a, b) => collator.compare(a.el, b.el));
  }
  return sorted;
}
