/**
 * The admin token lives in this tab's sessionStorage only (gone when the tab closes), never in localStorage, a cookie
 * or the address.
 */
const KEY = 'operatorAdminToken';

export function readToken(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveToken(token: string): void {
  try {
    if (token) window.sessionStorage.setItem(KEY, token);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode): the token then lasts as long as the page.
  }
}
