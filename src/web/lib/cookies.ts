/** The request's Cookie header while the server draws a page's first screen (src/web/first-screen.tsx). */
let requestCookies: string | null = null;

/** Runs a server render (synchronous: nothing else runs meanwhile) reading the request's cookies. */
export function withRequestCookies<T>(header: string, render: () => T): T {
  requestCookies = header;
  try {
    return render();
  } finally {
    requestCookies = null;
  }
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of (requestCookies ?? (typeof document === "undefined" ? "" : document.cookie)).split(";")) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure()}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}

/** Security hardening: cookies are Secure whenever the site is served over https (production). */
function secure(): string {
  return window.location.protocol === "https:" ? "; Secure" : "";
}
