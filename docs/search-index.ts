// The entries of the site's search (operations, fields, guides and their sections, the
// Decisions and error pages), written to assets/search-index.json and searched in the browser
// by assets/site.js.

export interface SearchEntry {
  /** Kind: operation, field, guide, section, error, page. */
  readonly k: string;
  /** Title shown. */
  readonly t: string;
  /** Subtitle shown (where it is). */
  readonly s: string;
  /** Site-relative URL. */
  readonly u: string;
  /** More words searched but not shown. */
  readonly x: string;
}

/** Guide entries: the guide and each of its second-level sections, with their words. */
export function guideEntries(slug: string, title: string, markdown: string): SearchEntry[] {
  const plain = (text: string) =>
    text
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/[`*_#>|[\]()]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const entries: SearchEntry[] = [
    { k: "guide", t: title, s: "Guide", u: `guides/${slug}.html`, x: plain(markdown).slice(0, 400) },
  ];
  for (const match of markdown.matchAll(/^## (.+)$/gm)) {
    const heading = match[1]!.trim();
    const id = heading
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/`/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
    const body = markdown.slice(match.index! + match[0].length).split(/^## /m)[0] ?? "";
    entries.push({
      k: "section",
      t: heading.replace(/`/g, ""),
      s: title,
      u: `guides/${slug}.html#${id}`,
      x: plain(body).slice(0, 300),
    });
  }
  return entries;
}
