// spec A §2 "Layout and navigation": the header is hidden on login-type pages
// (and on the proposal response pages, which are shown without it).
const LOGIN_TYPE_PATHS = ["/login", "/signup", "/forgotpassword", "/newpassword", "/verify", "/logout", "/sso", "/social", "/expired", "/disapproveproposal", "/allowagentproposal"];

export function isLoginTypePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return LOGIN_TYPE_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
