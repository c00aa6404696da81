import { describe, expect, it } from "vitest";
import { sanitizeLegalText } from "@/server/agency/legal-text";
import { parseMarkdown } from "@/shared/branding/markdown";

describe("legal texts as stored (spec A §2 legal pages)", () => {
  it("drops raw HTML, scripts with their code, and script links; keeps the prose", () => {
    expect(sanitizeLegalText("<script>alert(1)</script>Hello <b>there</b>")).toBe("Hello there");
    expect(sanitizeLegalText("[x](javascript:alert(1)) [y](https://acme.test)")).toBe("x [y](https://acme.test)");
    expect(sanitizeLegalText("a < b and c > d")).toBe("a < b and c > d");
    expect(sanitizeLegalText("Terms & conditions")).toBe("Terms & conditions");
    expect(sanitizeLegalText("  <!-- only a comment -->  ")).toBeNull();
    expect(sanitizeLegalText("line\r\nbreak")).toBe("line\nbreak");
    expect(sanitizeLegalText(null)).toBeNull();
  });

  // The classic payloads (OWASP XSS filter evasion): none may leave a tag, a handler or a script URL.
  it.each([
    ["<img src=x onerror=alert(1)>Text", "Text"],
    ["<svg onload=alert(1)><text>hi</text></svg>ok", "ok"],
    ['<a href="javascript:alert(1)">click</a>', "click"],
    ['<a href="https://acme.test" onclick="alert(1)">site</a>', "site"],
    ['<iframe src="javascript:alert(1)">fallback</iframe>done', "done"],
    ["<body onload=alert(1)>Hi</body>", "Hi"],
    ['<div style="background:url(javascript:alert(1))">styled</div>', "styled"],
    // The split tag opens an unknown "scr<script" element whose text stays as prose; no script is left.
    ["<scr<script>x</script>ipt>alert(1)</script>ok", "xipt>alert(1)ok"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;after", "after"],
    ["<<script>script>alert(1)<</script>/script>", null],
    ["[x](JaVaScRiPt:alert(1))", "x"],
    ["[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", "x"],
    ["[x](//evil.test/path)", "x"],
    ["[x]( javascript:alert(1))", "x"],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", null],
  ])("%#: %s", (input, expected) => {
    const stored = sanitizeLegalText(input);
    if (expected === null) expect(stored).toBeNull();
    else expect(stored).toBe(expected);
    // Whatever is kept holds no tag, is stable, and the legal page renders no link but a safe one.
    expect(stored ?? "").not.toMatch(/<[a-z!/?]/i);
    expect(sanitizeLegalText(stored)).toBe(stored);
    const links = JSON.stringify(parseMarkdown(stored ?? "")).match(/"href":"[^"]*"/g) ?? [];
    for (const link of links) expect(link).toMatch(/"href":"(https?:|mailto:|tel:|\/[^/])/);
  });
});
