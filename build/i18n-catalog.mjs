// Reads the widgets' translatable strings and reads/writes Odoo .po files.
// Odoo serves a module's `i18n/<lang>.po` entries marked `#. odoo-javascript` at
// /web/webclient/translations, so the widgets' strings live in website_weekbox's
// .po files and Odoo's own translation tools (export, import, Weblate) work on them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MODULE = "website_weekbox";
export const LANGS = ["fr_BE", "nl_BE"];

// `_t("literal")` or `t("literal")`: translation calls always take a literal.
const CALL = /(?<![\w.$])_?t\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\$]|\\.)*)`)/g;

function listSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function unescape(literal) {
  return JSON.parse(
    `"${literal.replace(/\\'/g, "'").replace(/\\`/g, "`").replace(/"/g, '\\"').replace(/\\\\"/g, '\\"')}"`,
  );
}

/** msgid → sorted list of `path:line` references, for every translation call under widgets/. */
export function extractMessages(root) {
  const messages = new Map();
  for (const file of listSources(path.join(root, "widgets"))) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(CALL)) {
      const lineStart = source.lastIndexOf("\n", match.index) + 1;
      // Examples in comments and JSDoc are not strings to translate.
      if (/^\s*(\/\/|\*|\/\*)/.test(source.slice(lineStart, match.index))) continue;
      const msgid = unescape(match[1] ?? match[2] ?? match[3] ?? "");
      if (!msgid) continue;
      const line = source.slice(0, match.index).split("\n").length;
      const refs = messages.get(msgid) ?? [];
      const ref = `${path.relative(root, file).split(path.sep).join("/")}:${line}`;
      if (!refs.some((known) => known.startsWith(ref.replace(/\d+$/, "")))) refs.push(ref);
      messages.set(msgid, refs);
    }
  }
  return new Map([...messages.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

function quote(text) {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

function unquote(text) {
  return JSON.parse(text);
}

/** Parses msgid → msgstr pairs of a .po file (single-line and continued strings). */
export function parsePo(content) {
  const entries = new Map();
  let msgid = null;
  let msgstr = null;
  let field = null;
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr ?? "");
    msgid = msgstr = field = null;
  };
  for (const line of content.split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      msgid = unquote(line.slice(6));
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      msgstr = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && field) {
      if (field === "id") msgid += unquote(line);
      else msgstr += unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries;
}

const HEADER_FIELDS = (lang) =>
  [
    "Project-Id-Version: Odoo Server 17.0",
    "Report-Msgid-Bugs-To: ",
    `Language: ${lang ?? ""}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: ",
    "Plural-Forms: ",
  ]
    .map((field) => `"${field}\\n"`)
    .join("\n");

/** A .pot (lang undefined) or .po file for the messages, keeping known translations. */
export function renderPo(messages, lang, translations = new Map()) {
  const header = `# Translation of Odoo Server.\n# This file contains the translation of the following modules:\n# \t* ${MODULE}\n#\nmsgid ""\nmsgstr ""\n${HEADER_FIELDS(lang)}\n`;
  const body = [...messages.entries()].map(([msgid, refs]) => {
    const lines = [`#. module: ${MODULE}`, "#. odoo-javascript"];
    for (const ref of refs) lines.push(`#: code:${ref.replace(/:\d+$/, "")}:0`);
    lines.push(`msgid ${quote(msgid)}`, `msgstr ${quote(lang ? (translations.get(msgid) ?? "") : "")}`);
    return lines.join("\n");
  });
  return [header, ...body].join("\n\n") + "\n";
}
