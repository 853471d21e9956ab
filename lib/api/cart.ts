import { browserApi } from './client';

/** Cart calls (DESIGN §8 "cart"), through the browser ky client. */
export async function addToCart(input: { variantId: number; quantity: number }): Promise<void> {
  await browserApi().post('Cart/Items', { json: input });
}
