// The server's layers and modules as an ESLint rule (`boundaries/layers`): each import of a
// server file is judged by the roles of the importing file and of the file it names.
//
//   kernel/        clock, refusals, scope, ports: imports the store's types and nothing above
//   outputs/       PDF, QR, Multibanco, signatures: import the kernel only
//   modules/<m>/   one business area: its rules and records, repository/ (the only queries
//                  besides store/), faces (v1*.ts, v2*.ts, legacy*.ts, messages.ts) and index.ts, the
//                  public surface the other modules, http/ and pages/ import
//   http/, pages/  the generations' plumbing and the HTML pages: call the modules' index
//
// Rules:
//   - a module imports another module only through that module's index.ts;
//   - http/ and pages/ import a module through its index.ts, or a face of it (routes, messages);
//     a face may use another module's face of its own generation (the wire's shared records);
//   - no face, no file of http/ and no page imports a repository, nor a query an index
//     re-exports from one (for the other modules' repositories);
//   - a module's rules, records and repository never import a face, http/ or pages/;
//   - outputs/ import the kernel only; the kernel imports no module, face or output.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

const SERVER = resolve(import.meta.dirname, "server");

/** What a server file is, from its path relative to server/. */
function roleOf(path) {
  const parts = path.split(sep);
  if (parts[0] === "modules" && parts.length >= 3) {
    const name = parts.slice(2).join("/");
    const role =
      parts[2] === "repository"
        ? "repository"
        : name === "index.ts"
          ? "index"
          : /^(v1|v2|legacy)[^/]*\.ts$|^messages\.ts$/.test(name)
            ? "face"
            : "rules";
    return { layer: "module", module: parts[1], role, generation: /^(v1|v2|legacy)/.exec(name)?.[1] };
  }
  return { layer: parts.length > 1 ? parts[0] : "root" };
}

/** Why the import of `to` from `from` is refused, or null. */
function refusal(from, to) {
  if (from.layer === "kernel" && !["kernel", "store"].includes(to.layer))
    return "The kernel imports nothing above it (a module, a face, an output): pass what it needs in through a port.";
  if (from.layer === "outputs" && !["kernel", "outputs"].includes(to.layer))
    return "Outputs import the kernel only: the module that renders hands them what they draw.";
  if (to.layer !== "module") {
    if (from.layer === "module" && from.role !== "face" && ["http", "pages"].includes(to.layer))
      return "A module's rules, records and repository do not know the faces (http/, pages/): pass what they need in.";
    return null;
  }
  const own = from.layer === "module" && from.module === to.module;
  if (to.role === "repository" && (from.role === "face" || ["http", "pages"].includes(from.layer)))
    return "Faces and pages call a module's rules; only the module's rules and repositories call its repository.";
  if (own) {
    if (to.role === "face" && from.role !== "face")
      return "A module's rules, records and repository do not import its faces (v1, v2, legacy, messages).";
    return null;
  }
  if (to.role === "index") return null;
  if (to.role === "face" && ["http", "pages", "root"].includes(from.layer)) return null;
  // The faces of one generation share its wire records (a booking answers its customer as v1 does).
  if (to.role === "face" && from.role === "face" && to.generation && to.generation === from.generation) return null;
  return `Import the ${to.module} module through its public surface (server/modules/${to.module}/index.ts).`;
}

/** The names a module's index.ts re-exports from its repository/ (its queries). */
function queriesOf(index) {
  let text = "";
  try {
    text = readFileSync(index, "utf8");
  } catch {
    return new Set();
  }
  const names = new Set();
  for (const [, list] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']\.\/repository\/[^"']+["']/g))
    for (const part of list.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return names;
}

const layers = {
  meta: {
    type: "problem",
    docs: { description: "Imports between the server's kernel, modules, outputs and faces follow the layers." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SERVER + sep) || file.includes(`${sep}migrations${sep}`)) return {};
    const from = roleOf(relative(SERVER, file));
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== "string" || !spec.startsWith(".")) return;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SERVER + sep)) return;
      const to = roleOf(relative(SERVER, target));
      const why = refusal(from, to);
      if (why) context.report({ node: node.source, message: why });
      else if (to.role === "index" && (from.role === "face" || ["http", "pages"].includes(from.layer))) {
        const queries = queriesOf(target);
        for (const specifier of node.specifiers ?? []) {
          const name = specifier.imported?.name ?? specifier.local?.name;
          if (specifier.type === "ImportSpecifier" && queries.has(name))
            context.report({
              node: specifier,
              message: `${name} is a query of the ${to.module} module's repository: faces and pages call the module's rules.`,
            });
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };
