// Moves the reconstruction notes of the spec's descriptions ("Inferred: ...", "the documents
// only say ...") out of the reader-facing text and into one list of decisions, each with the
// places (operation, field) it concerns; the text keeps what the API does and a marker link.

/** Where a description sits: the operation and/or the field (schema.property) it documents. */
export interface Place {
  readonly generation: string;
  readonly operation?: string;
  readonly field?: string;
}

export interface Decision {
  readonly id: number;
  readonly text: string;
  readonly places: Place[];
}

/**
 * A note about our sources rather than about the API: the published documents (v1, legacy),
 * and for v2 the evidence gathered from its clients and the vendor's migration notes.
 */
const PROVENANCE =
  /\bthe (source )?documents(['’]|\s+(do|does|state|states|only|say|says|name|names|show|shows|record|records|list|lists|describe|describes|give|mention)\b)|\bin the documents\b|\bthe source('s)?\s|\bsource documents\b|\bthis toolkit\b|\bnot shown in\b|\bthe evidence\b|\bthe migration notes\s+(remove|removes|say|says|list|lists|show|shows|name|names)\b|\bone client\b|\bnothing shows\b/i;
const LABEL = /\(?\*{0,2}\binferred\b\*{0,2}:?\*{0,2}\s*/i;
const HAS_INFERRED = /\binferred\b/i;

function capitalise(text: string): string {
  return text.replace(/^([^A-Za-z0-9`]*)([a-z])/, (_, lead: string, c: string) => lead + c.toUpperCase());
}

/** Sentences of a block of text; a sentence ends at `.`, `!` or `?` followed by space and a capital, `*` or backquote. */
function sentences(text: string): string[] {
  return text.split(/(?<!\b(?:e\.g|i\.e|etc)\.)(?<=[.!?])\s+(?=[A-Z*`(])/);
}

/** Units of a description: paragraphs, list items and table rows, with the separators kept. */
function units(text: string): string[] {
  return text.split(/(\n\s*\n|\n(?=\s*(?:[-*] |\d+\. |\|)))/);
}

/** The clauses of a sentence (split at semicolons) that are not about our sources, or "" when none is. */
function withoutProvenance(sentence: string): string {
  const clauses = sentence.split(/;\s+/);
  const kept = clauses.filter((c) => !PROVENANCE.test(c));
  if (kept.length === 0) return "";
  const text = kept.join("; ");
  return /[.!?:]\s*$/.test(text) ? text : `${text.replace(/[,\s]+$/, "")}.`;
}

export class DecisionLog {
  private readonly byText = new Map<string, Decision>();

  get decisions(): Decision[] {
    return [...this.byText.values()];
  }

  private record(note: string, place: Place): number {
    const text = capitalise(
      note
        .replace(/\s+/g, " ")
        .replace(/^[;,:\s]+|[;,\s]+$/g, "")
        .trim(),
    );
    let decision = this.byText.get(text);
    if (!decision) {
      decision = { id: this.byText.size + 1, text, places: [] };
      this.byText.set(text, decision);
    }
    if (
      !decision.places.some(
        (p) => p.generation === place.generation && p.operation === place.operation && p.field === place.field,
      )
    )
      decision.places.push(place);
    return decision.id;
  }

  /**
   * The reader-facing text of a description and the decisions it carried. Notes about our
   * sources are removed; inferred behaviour is kept without its label. `marker` renders the
   * link appended to the text for the decisions found.
   */
  clean(description: string, place: Place, marker: (ids: number[]) => string): string {
    const ids: number[] = [];
    const note = (text: string) => ids.push(this.record(text, place));
    const cleaned = units(description)
      .map((unit) => (/^\s*\n/.test(unit) || unit === "" ? unit : this.cleanUnit(unit, note)))
      .join("")
      .replace(/\n{3,}/g, "\n\n")
      .replace(/[ \t]+\n/g, "\n")
      .trim();
    return ids.length === 0 ? cleaned : `${cleaned} ${marker([...new Set(ids)])}`;
  }

  private cleanUnit(unit: string, note: (text: string) => void): string {
    // Parenthesised notes: "(inferred: the documents only say ...)", "(regulatory rule; **inferred:** ...)".
    let text = unit.replace(/\s*\(([^()]*\binferred\b[^()]*)\)/gi, (_whole, inner: string) => {
      const at = inner.search(LABEL);
      const before = inner.slice(0, at).replace(/[;,\s]+$/, "");
      const after = inner.slice(at).replace(LABEL, "");
      note(inner.replace(LABEL, "") || unit);
      if (PROVENANCE.test(after) || after.trim().split(/\s+/).length < 3)
        return before.split(/\s+/).length > 1 && !PROVENANCE.test(before) ? ` (${before})` : "";
      return ` (${[before, after].filter(Boolean).join("; ")})`;
    });
    // Parenthesised remarks about our sources: "(the source lists no failures for this operation)".
    text = text.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
      if (!PROVENANCE.test(inner)) return whole;
      note(inner);
      return "";
    });
    // Clauses of a list item or sentence: "...; **inferred:** finishing verifies ...".
    text = text.replace(/;\s*\*{0,2}inferred\*{0,2}:\*{0,2}\s*([^;]*)/gi, (_whole, after: string) => {
      note(after);
      return PROVENANCE.test(after) ? "" : `; ${after}`;
    });
    const prefix = /^(\s*(?:[-*] |\d+\. )?)/.exec(text)?.[1] ?? "";
    const kept = sentences(text.slice(prefix.length)).flatMap((sentence) => {
      if (HAS_INFERRED.test(sentence)) {
        const bare = sentence.replace(new RegExp(LABEL.source, "gi"), "");
        note(bare);
        if (bare.trim() === "" || HAS_INFERRED.test(bare)) return [];
        const kept = withoutProvenance(bare);
        return kept ? [capitalise(kept)] : [];
      }
      if (PROVENANCE.test(sentence) && !/^\|/.test(sentence.trim())) {
        note(sentence);
        const kept = withoutProvenance(sentence);
        return kept ? [capitalise(kept)] : [];
      }
      return [sentence];
    });
    if (kept.length === 0) return "";
    return prefix + kept.join(" ");
  }
}

/** The Decisions page: each decision with the operations and fields it concerns. */
export function decisionsPage(
  decisions: readonly Decision[],
  urlOf: (generation: string, operation: string) => string | undefined,
  render: (markdown: string) => string,
  escape: (text: string) => string,
): string {
  const where = (d: Decision) => {
    const shown = d.places.slice(0, 12).map((p) => {
      const op = p.operation ? urlOf(p.generation, p.operation) : undefined;
      const opHtml = p.operation
        ? op
          ? `<a href="${escape(op)}"><code>${escape(p.operation)}</code></a>`
          : `<code>${escape(p.operation)}</code>`
        : `${escape(p.generation)} overview`;
      return `<li>${escape(p.generation)} · ${opHtml}${p.field ? ` · field <code>${escape(p.field)}</code>` : ""}</li>`;
    });
    const more =
      d.places.length > shown.length ? `<li class="muted">and ${d.places.length - shown.length} more places</li>` : "";
    return `<ul class="places">${shown.join("")}${more}</ul>`;
  };
  return `<main class="content decisions">
<h1>Decisions</h1>
<p>Where the published documentation of the API is silent or ambiguous, this toolkit had to decide how the API
behaves. The reference states the behaviour; each decision behind it is listed here, with the operations and
fields it concerns. The reference links here with the marker <span class="decision-mark">i</span>.</p>
<p>${decisions.length} decisions.</p>
${decisions.map((d) => `<section class="decision" id="d-${d.id}"><h2>Decision ${d.id}</h2>${render(d.text)}${where(d)}</section>`).join("\n")}
</main>`;
}
