import { type ApiRoute, apiRoutes } from '@reunion/contracts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const ACCESS_TEXT = {
  public: 'anyone',
  'signed-in': 'signed in',
  administrator: 'administrators',
} as const;

/**
 * GET /api/docs: the route table as a plain page (no script: the site's CSP allows none here),
 * each endpoint with who may call it and what it answers; the schemas are in /api/openapi.json,
 * which any OpenAPI viewer opens.
 */
export function apiDocsPage(): string {
  const rows = (Object.entries(apiRoutes) as [string, ApiRoute][])
    .map(
      ([name, route]) =>
        `<tr><td><code>${route.method}</code></td><td><code>${escape(route.path)}</code></td>` +
        `<td>${escape(route.summary)}</td><td>${ACCESS_TEXT[route.access]}</td>` +
        `<td>${route.status}${route.errors.length ? `, ${route.errors.join(', ')}` : ''}</td>` +
        `<td><code>${name}</code></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API | Class of 2005 reunion site</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;color:#1f1f1f}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}code{font-size:13px}.wrap{overflow-x:auto}</style>
</head><body><main>
<h1>API</h1>
<p>Every endpoint of the site, from its route table. Errors answer JSON <code>{ "error": "…" }</code>. The request and answer schemas: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<div class="wrap"><table><caption>Endpoints</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Who</th><th scope="col">Statuses</th><th scope="col">Name</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>
</main></body></html>`;
}
