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

// The page's cookies, read once per run of script: a read of `document.cookie` asks the browser's process each time
// (1–5 ms of a back office route change's commit at 4× CPU, bench:signed-in's profiles: the token, read by the
// navigation, the request headers and the session in one commit). Forgotten at the next microtask checkpoint, and
// at once when the page writes one.
let jar: string | null = null;
function pageCookies(): string {
  if (typeof document === "undefined") return "";
  if (jar === null) {
    jar = document.cookie;
    queueMicrotask(() => {
      jar = null;
    });
  }
  return jar;
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of (requestCookies ?? pageCookies()).split(";")) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  jar = null;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure()}`;
}

export function deleteCookie(name: string): void {
  jar = null;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}

/** Security hardening: cookies are Secure whenever the site is served over https (production). */
function secure(): string {
  return window.location.protocol === "https:" ? "; Secure" : "";
}
