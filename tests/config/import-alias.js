// @ts-check
// The `@/` and `@machines/` import aliases (docs/decisions.md "Import aliases and a formatter"): an import that climbs out of its
// own top folder into src/ or machines/ names where it lands (`@/shared/api/flights`) instead of counting folders
// (`../../../../shared/api/flights`). A top folder is one of src/'s layers (src/web, src/server, src/shared,
// src/build) or machines/, tests/, bench/: inside one, imports stay relative, so a folder can move with its
// neighbours. The aliases are the ones tsconfig.json declares (compilerOptions.paths), which every tool reads.
// The ESLint rule below reports such an import and fixes it; tests/config/rewrite-imports.ts applies the fix to
// every file (the rewrite that introduced the aliases, and what to run after merging a branch written before them).
import { readFileSync } from "node:fs";
import { isAbsolute, join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** tsconfig.json's paths as `{ prefix: "@/", folder: "src/" }`, longest folder first. */
function readAliases() {
  const file = join(ROOT, "tsconfig.json");
  const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, "utf8"));
  if (error) throw new Error(`tsconfig.json: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`);
  /** @type {Record<string, string[]>} */
  const paths = config.compilerOptions?.paths ?? {};
  return Object.entries(paths)
    .filter(([key, [target]]) => key.endsWith("/*") && target?.endsWith("/*"))
    .map(([key, [target]]) => ({ prefix: key.slice(0, -1), folder: posix.normalize(/** @type {string} */ (target).slice(0, -1)) }))
    .sort((a, b) => b.folder.length - a.folder.length);
}
const ALIASES = readAliases();

/** The top folder a repository path belongs to: src/<layer> inside src/, else its first folder. */
function topFolder(/** @type {string} */ path) {
  const [first, second] = path.split("/");
  return first === "src" ? `src/${second}` : first;
}

// src/build is loaded by vite.config.ts, and Vite's config loader resolves no alias: it keeps relative imports.
const RELATIVE_ONLY = ["src/build/"];

/**
 * The aliased form of `specifier` imported from `file` (absolute), or null when it stays as it is: not relative,
 * not climbing out of the file's top folder, or landing outside the aliased folders (locales/, docs/ …).
 */
export function aliasedSpecifier(/** @type {string} */ file, /** @type {string} */ specifier) {
  const queryAt = specifier.search(/[?#]/);
  const path = queryAt === -1 ? specifier : specifier.slice(0, queryAt);
  if (!posix.normalize(path).startsWith("../")) return null;
  const from = relative(ROOT, file).split(sep).join("/");
  if (from.startsWith("../") || isAbsolute(from) || RELATIVE_ONLY.some((folder) => from.startsWith(folder))) return null;
  const target = posix.normalize(posix.join(posix.dirname(from), path));
  if (topFolder(target) === topFolder(from)) return null;
  const alias = ALIASES.find(({ folder }) => target.startsWith(folder));
  if (!alias) return null;
  return alias.prefix + target.slice(alias.folder.length) + (queryAt === -1 ? "" : specifier.slice(queryAt));
}

const MOCKING = new Set(["mock", "doMock", "unmock", "doUnmock", "importActual", "importMock"]);

/** @type {import("eslint").Rule.RuleModule} */
const importAlias = {
  meta: {
    type: "suggestion",
    fixable: "code",
    schema: [],
    messages: { alias: "Import '{{aliased}}': a relative import that leaves {{from}}/ for src/ or machines/ uses the alias (docs/decisions.md \"Import aliases and a formatter\")." },
  },
  create(context) {
    const file = context.filename;
    /** @param {any} literal */
    const check = (literal) => {
      if (!literal || literal.type !== "Literal" || typeof literal.value !== "string") return;
      const aliased = aliasedSpecifier(file, literal.value);
      if (aliased === null) return;
      const quote = literal.raw?.[0] ?? '"';
      context.report({
        node: literal,
        messageId: "alias",
        data: { from: topFolder(relative(ROOT, file).split(sep).join("/")), aliased },
        fix: (fixer) => fixer.replaceText(literal, quote + aliased + quote),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import("../x").Type` in a type position (typescript-eslint's node).
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument),
      // vi.mock("…") and its kin name a module too, written like the import they stand in for.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "vi" && callee.property.type === "Identifier" && MOCKING.has(callee.property.name)) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export const importAliasPlugin = { rules: { "import-alias": importAlias } };
