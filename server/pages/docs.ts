// Serves the built docs site (dist/docs) under a mount such as `/docs`. Answers a clear 404
// while the site has not been built, so a fresh checkout explains itself.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import express, { type Router } from "express";

const NOT_BUILT = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Docs not built</title></head>
<body>
<h1>Docs not built: run npm run build</h1>
<p>The documentation site is generated from the OpenAPI documents by <code>npm run build</code>.</p>
</body>
</html>
`;

function notFoundPage(path: string): string {
  const safe = path.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Not found</title></head>
<body>
<h1>Not found</h1>
<p>The docs site has no page <code>${safe}</code>.</p>
</body>
</html>
`;
}

/** Content types for the site's files where the defaults are not the right ones. */
const CONTENT_TYPES: Record<string, string> = {
  ".yaml": "application/yaml; charset=utf-8",
  ".yml": "application/yaml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

export function docsRouter(siteDir: string): Router {
  const root = resolve(siteDir);
  const router = express.Router();

  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    if (!existsSync(join(root, "index.html"))) {
      res.status(404).type("html").set("Cache-Control", "no-store").send(NOT_BUILT);
      return;
    }
    // Mounted at /docs, a request for /docs arrives here as "/": relative links only work
    // from /docs/, so send the browser there.
    const [pathname = "", query] = req.originalUrl.split(/\?(.*)/s, 2);
    if (req.path === "/" && !pathname.endsWith("/")) {
      res.redirect(301, `${pathname}/${query !== undefined ? `?${query}` : ""}`);
      return;
    }
    next();
  });

  router.use(
    express.static(root, {
      index: ["index.html"],
      dotfiles: "ignore",
      fallthrough: true,
      setHeaders(res, path) {
        const ext = path.slice(path.lastIndexOf(".")).toLowerCase();
        const type = CONTENT_TYPES[ext];
        if (type) res.setHeader("Content-Type", type);
        res.setHeader("X-Content-Type-Options", "nosniff");
        // Rebuilt by every build: let browsers revalidate rather than keep an old page.
        res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );

  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    res.status(404).type("html").send(notFoundPage(req.path));
  });

  return router;
}
