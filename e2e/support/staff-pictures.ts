import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { messages, type Lang } from './i18n';

/**
 * The console's pictures page and the storefront's gallery in the e2e tests (issue #45 item 2):
 * a plain-colour PNG, an upload through the page's form, the pictures listed, and the gallery's
 * first picture once loaded.
 */
export const png = (color: string) => sharp({ create: { width: 480, height: 360, channels: 3, background: color } }).png().toBuffer();

export const pictureItems = (page: Page) => page.getByTestId('staff-picture');

export async function uploadPicture(page: Page, lang: Lang, file: { name: string; mimeType: string; buffer: Buffer }, color: string, altEl: string, altEn: string) {
  const m = messages(lang).staffPictures;
  const form = page.getByTestId('picture-upload');
  await form.getByLabel(m.upload.file).setInputFiles(file);
  await form.getByLabel(m.color).selectOption(color);
  await form.getByLabel(m.altEl).fill(altEl);
  await form.getByLabel(m.altEn).fill(altEn);
  await form.getByRole('button', { name: m.upload.submit }).click();
}

/** The gallery's first picture, once loaded: its URL (an uploaded picture at a next/image width) and alt text. */
export async function firstPicture(page: Page): Promise<{ src: string; alt: string }> {
  const image = page.locator('.gallery-slide img').first();
  let shown = { src: '', alt: '' };
  await expect
    .poll(async () => {
      shown = await image.evaluate((img: HTMLImageElement) => ({ src: img.complete && img.naturalWidth > 0 ? img.currentSrc : '', alt: img.alt }));
      return shown.src;
    }, { timeout: 15_000 })
    .toMatch(/\/api\/images\/pictures\/\d+\/[0-9a-f]{16}-\d+\.webp$/);
  return shown;
}
