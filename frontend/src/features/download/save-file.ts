/**
 * Saving the .docx: a named download on wide screens; on phones (spec §9: under 768px) the document opens in a new
 * tab. That tab is opened at the click, before the file is fetched, because browsers block a tab opened later as a
 * pop-up; it says what is happening while the file arrives, then saves the file under its real name. One file,
 * one tab: never a second download, never a tab left blank.
 */

const KEEP_URL_MS = 60_000;

export const NEW_TAB_STRINGS = {
  preparingTitle: 'Preparing your document…',
  preparing: 'Preparing your Word document…',
  readyTitle: (fileName: string) => fileName,
  ready: (fileName: string) => `Your document ${fileName} is ready.`,
  open: (fileName: string) => `Open ${fileName}`,
  back: 'When you are done, close this tab or use your browser\u2019s back button to return.',
} as const;

/** Clicks a temporary link that saves `url` as `fileName` in `doc`'s window. */
function clickDownloadLink(doc: Document, url: string, fileName: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  return link;
}

/** Replaces the tab's page with a heading and a line of text. */
function writePage(tab: Window, title: string, text: string): HTMLElement {
  const doc = tab.document;
  doc.title = title;
  doc.body.replaceChildren();
  doc.body.style.fontFamily = 'system-ui, -apple-system, sans-serif';
  doc.body.style.margin = '2rem 1.25rem';
  doc.body.style.lineHeight = '1.5';
  doc.body.style.fontSize = '18px';
  const paragraph = doc.createElement('p');
  paragraph.textContent = text;
  doc.body.appendChild(paragraph);
  return doc.body;
}

/**
 * Opens the new tab for a phone's download, at the click. Null when the browser refused it (the file is then saved
 * from this page instead).
 */
export function openPendingTab(): Window | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  try {
    // The tab is ours (same origin, about:blank), but it needs no way back into this page.
    tab.opener = null;
    writePage(tab, NEW_TAB_STRINGS.preparingTitle, NEW_TAB_STRINGS.preparing);
  } catch {
    // A tab we cannot write to still receives the file below.
  }
  return tab;
}

/** Closes a tab opened for a download that failed. */
export function closePendingTab(tab: Window | null): void {
  try {
    tab?.close();
  } catch {
    // already closed
  }
}

/**
 * Saves `blob` as `fileName`: in `tab` (opened by `openPendingTab` at the click) when there is one, else from this
 * page. The object URL is released once the browser has had time to read it.
 */
export function saveBlob(blob: Blob, fileName: string, tab: Window | null = null): void {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  if (tab && !tab.closed) {
    try {
      const body = writePage(tab, NEW_TAB_STRINGS.readyTitle(fileName), NEW_TAB_STRINGS.ready(fileName));
      const doc = tab.document;
      // A visible link too, for a browser that asks before saving or a visitor who wants it again.
      const again = doc.createElement('a');
      again.href = url;
      again.download = fileName;
      again.textContent = NEW_TAB_STRINGS.open(fileName);
      again.style.display = 'inline-block';
      again.style.margin = '0.5rem 0 1rem';
      again.style.fontWeight = '600';
      body.appendChild(again);
      const back = doc.createElement('p');
      back.textContent = NEW_TAB_STRINGS.back;
      body.appendChild(back);
      clickDownloadLink(doc, url, fileName).remove();
      return;
    } catch {
      closePendingTab(tab);
    }
  }
  clickDownloadLink(document, url, fileName).remove();
}
