// HTML for the docs site: the page shell shared by every page, and Markdown rendering with
// anchored headings and `.md` links rewritten to the built `.html` pages.
import { Marked, type Tokens } from "marked";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON safe to embed in a `<script type="application/json">` element. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function slugify(text: string): string {
  const slug = text
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

/** `guide.md` and `guide.md#part` become `guide.html` and `guide.html#part`; other links are kept. */
function rewriteMarkdownLink(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return href.replace(/^([^#?]*)\.md(?=$|[#?])/, "$1.html");
}

/** Renders Markdown (GFM) to HTML. Each call has its own heading-id namespace. */
export function markdownToHtml(markdown: string): string {
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === "link") (token as Tokens.Link).href = rewriteMarkdownLink((token as Tokens.Link).href);
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(inner);
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

const descriptions = new Marked({ gfm: true });

/** Renders a description (Markdown, GFM) to HTML, without heading anchors. */
export function inlineMarkdown(markdown: string): string {
  return descriptions.parse(markdown, { async: false });
}

/** First-level heading of a Markdown text (the page title). */
export function markdownTitle(markdown: string, file: string): string {
  const match = /^# (.+)$/m.exec(markdown);
  if (!match) throw new Error(`${file} has no "# Title" line`);
  return match[1]!.trim();
}

/** Nothing may be fetched from outside the site: the browser enforces it. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export interface NavLink {
  href: string;
  label: string;
}

export interface PageOptions {
  title: string;
  /** Relative path from the page to the site root: "" or "../". */
  root: string;
  /** Key of the nav entry to mark as current. */
  current: string;
  bodyClass: string;
  main: string;
  /** Extra elements at the end of body (scripts). */
  tail?: string;
  nav: readonly (NavLink & { key: string })[];
}

export function page(o: PageOptions): string {
  const nav = o.nav
    .map(
      (l) =>
        `<a href="${escapeHtml(o.root + l.href)}"${l.key === o.current ? ' aria-current="page"' : ""}>${escapeHtml(l.label)}</a>`,
    )
    .join("\n      ");
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="${CSP}">
  <title>${escapeHtml(o.title)}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="${o.root}assets/site.css">
  <script src="${o.root}assets/site.js" defer></script>
</head>
<body class="${o.bodyClass}">
  <header class="site">
    <a class="brand" href="${o.root}index.html">Invoicing API</a>
    <nav>
      ${nav}
    </nav>
    <div class="search" data-root="${o.root}">
      <input type="search" class="search-input" placeholder="Search operations, fields, guides" aria-label="Search the docs" autocomplete="off">
      <ol class="search-results" hidden></ol>
    </div>
  </header>
${o.main}
${o.tail ?? ""}</body>
</html>
`;
}
