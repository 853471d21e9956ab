/** Hands a fetched file to the browser as a download under `name` (an order's PDF, the customer's data export). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; give a slow browser a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
