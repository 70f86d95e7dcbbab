/** Full-page navigation to another origin or server page, behind an object tests can spy on. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
