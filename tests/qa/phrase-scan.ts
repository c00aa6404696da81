/**
 * Finds the sentences of a QA source file (tests/qa/descriptions/*.ts and the helpers they phrase with): every
 * `tr` tagged template's key, and every English text left untagged. A text is a sentence when it has a word and a
 * space and is not the page's own text (a catalog source, or what `say`/`label` are given), a demo login's role, an import, a type, an
 * error for developers, or a city and its country ("Prescott, US"). tests/unit/qa-phrases.test.ts reads it.
 */
import ts from "typescript";
import { phraseKey } from "./phrases";

interface ScannedPhrases {
  /** Keys of the `tr` templates (phrases.ts). */
  tagged: string[];
  /** English texts not tagged, with their line. */
  untagged: Array<{ text: string; line: number }>;
}

/** Calls whose text arguments are keys, not sentences: the page's texts (`say`, `label`) and a demo login's role. */
const KEY_CALLS = new Set(["say", "label", "demoLogin"]);
const CITY = /^[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z]{2}$/;

const templateParts = (node: ts.TemplateLiteral) => (ts.isNoSubstitutionTemplateLiteral(node) ? [node.text] : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]);

function exempt(node: ts.Node): boolean {
  let parent = node.parent;
  // `demoLogin(lapsed ? "Agent (restricted)" : "Agent")`: a choice between keys is a key.
  while ((ts.isConditionalExpression(parent) && parent.condition !== node) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isComputedPropertyName(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && KEY_CALLS.has(parent.expression.text)) return true;
  for (let at: ts.Node | undefined = parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at) || ts.isThrowStatement(at)) return true;
    if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === "Error") return true;
  }
  return false;
}

export function scanPhrases(fileName: string, source: string, catalogSources: ReadonlySet<string>): ScannedPhrases {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const tagged: string[] = [];
  const untagged: ScannedPhrases["untagged"] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === "tr") {
      tagged.push(phraseKey(templateParts(node.template)));
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !ts.isTaggedTemplateExpression(node.parent)) {
      const text = ts.isStringLiteral(node) ? node.text : phraseKey(templateParts(node));
      const sentence = /[A-Za-z]{2}/.test(text) && / /.test(text.replace(/\{\d+\}/g, "")) && !catalogSources.has(text) && !CITY.test(text);
      if (sentence && !exempt(node)) untagged.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { tagged, untagged };
}
