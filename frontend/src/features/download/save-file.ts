/**
 * Saving the .docx: the file itself, under its real name, on every device (issue 24). A temporary `<a download>` on
 * this page saves the fetched file: a phone hands it to its downloads (Safari on iOS 13 and later asks, then keeps it
 * in Files; Android's browsers save it and offer to open it) and the buyer stays on this page. No tab is opened: a
 * blank one, unbranded, was all a phone showed of the document before.
 */

const KEEP_URL_MS = 60_000;

/** Clicks a temporary link that saves `url` as `fileName` in `doc`'s window. */
function clickDownloadLink(doc: Document, url: string, fileName: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  return link;
}

/**
 * Saves `blob` as `fileName` from this page. The object URL is released once the browser has had time to read it (a
 * phone may ask the buyer first).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  clickDownloadLink(document, url, fileName).remove();
}
