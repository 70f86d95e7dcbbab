/** Saves a blob under a file name through a temporary link (or opens it in a new tab). */
export function saveBlob(blob: Blob, fileName: string, options: { newTab?: boolean } = {}): void {
  const url = URL.createObjectURL(blob);
  if (options.newTab) {
    const opened = window.open(url, '_blank', 'noopener');
    if (opened) {
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return;
    }
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
