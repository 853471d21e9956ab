import type en from '@/messages/en.json';

/**
 * The console catalogue pages' texts (`staffCatalog`, with the colour and availability names of
 * the storefront), translated on the server and handed to the client forms as props: the console
 * sends no message catalogue to the browser.
 */
export type CatalogTexts = (typeof en)['staffCatalog'] & { colorNames: (typeof en)['catalog']['colorNames']; availability: (typeof en)['catalog']['availability'] };
