import type { OpenApiDocument, OpenApiOperation } from '@mynacon/contract/openapi';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes text and turns Markdown `code` spans into <code>. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

function schemaLink(schema: unknown): string {
  if (typeof schema === 'object' && schema !== null && '$ref' in schema) {
    const name =
      String((schema as { $ref: string }).$ref)
        .split('/')
        .pop() ?? '';
    return `<a href="#schema-${anchor(name)}"><code>${escapeHtml(name)}</code></a>`;
  }
  return `<code>${escapeHtml(JSON.stringify(schema))}</code>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const parameters =
    operation.parameters.length === 0
      ? '<p class="muted">No parameters.</p>'
      : `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${operation.parameters
          .map(
            (parameter) =>
              `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code>${parameter.description ? `<br>${prose(parameter.description)}` : ''}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  const body = operation.requestBody
    ? `<p>Body: ${Object.entries(operation.requestBody.content)
        .map(([type, content]) => `${escapeHtml(type)} ${schemaLink(content.schema)}`)
        .join(', ')}</p>`
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = response.content
        ? Object.entries(response.content)
            .map(([type, value]) => ` ${escapeHtml(type)} ${schemaLink(value.schema)}`)
            .join(',')
        : '';
      return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${content}</li>`;
    })
    .join('');
  const status = operation['x-mynacon-status'];
  return `<section class="operation" id="op-${anchor(operation.operationId)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}</p>
<p class="muted">operationId <code>${escapeHtml(operation.operationId)}</code> · path from the ${operation['x-mynacon-path-source'] === 'spec' ? 'spec' : 'contract README'} · ${status === 'served' ? 'served by the reference server' : 'planned (contract only)'}${operation.security ? ' · bearer token' : ''}</p>
${parameters}${body}<ul>${responses}</ul></section>`;
}

/** A self-contained reference page of the OpenAPI document: no script, no external asset. */
export function renderDocsPage(document: OpenApiDocument): string {
  const sections = document.tags
    .map((tag) => {
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation?.tags.includes(tag.name))
          .map(([method, operation]) => operationHtml(method, path, operation as OpenApiOperation)),
      );
      if (operations.length === 0) return '';
      return `<section id="tag-${anchor(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${operations.join('')}</section>`;
    })
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${anchor(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${escapeHtml(JSON.stringify(schema, null, 2)).replace(/&#34;#\/components\/schemas\/([A-Za-z0-9]+)&#34;/g, '<a href="#schema-$1">"#/components/schemas/$1"</a>')}</pre></section>`,
    )
    .join('');
  const nav = document.tags
    .map((tag) => `<li><a href="#tag-${anchor(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en" style="color-scheme: dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — reference</title>
<style>
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#101218;color:#e8e9ee}
main{max-width:72rem;margin:0 auto;padding:1.5rem}
a{color:#8ab4ff}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#181b24;padding:.75rem;overflow:auto;border:1px solid #2a2f3c;border-radius:6px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #2a2f3c;padding:.25rem .5rem;text-align:left;vertical-align:top}
.operation{border:1px solid #2a2f3c;border-radius:8px;padding:0 1rem;margin:1rem 0;background:#151821}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;padding:0 .4rem;font-size:13px;background:#2d3a55}
.method-get{background:#1f4d3a}.method-post{background:#4d3a1f}.method-put{background:#3a1f4d}.method-delete{background:#4d1f25}
.muted{color:#a3a8b8}nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
</style>
</head>
<body><main>
<h1>${escapeHtml(document.info.title)} <small class="muted">${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
<nav aria-label="Groups"><ul>${nav}<li><a href="#schemas">schemas</a></li></ul></nav>
${sections}
<section id="schemas"><h2>Schemas</h2>${schemas}</section>
</main></body></html>`;
}
