/**
 * GET /api/docs: a small self-contained page that renders /api/openapi.json. Works offline
 * (no CDN) and under a strict Content-Security-Policy: the script and the styles are served as
 * separate files from our own origin, nothing inline, and the script builds the page with
 * textContent only, so no text from the document is ever parsed as HTML.
 */

export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; " +
  "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back-Office Desk API</title>
<link rel="stylesheet" href="/api/docs/app.css">
<script src="/api/docs/app.js" defer></script>
</head>
<body>
<header><h1 id="title">Back-Office Desk API</h1><p id="description"></p>
<p><a href="/api/openapi.json">openapi.json</a></p></header>
<nav id="toc"></nav>
<main id="operations"><p id="status">Loading the API description…</p></main>
<section id="schemas"></section>
</body>
</html>
`;

export const DOCS_CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#1b1f24}
h1{margin-bottom:.2rem}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2rem;margin-top:2rem}
.op{border:1px solid #d0d7de;border-radius:6px;margin:1rem 0;padding:.6rem 1rem}
.method{display:inline-block;min-width:4.2rem;font-weight:700;text-transform:uppercase}
.get{color:#0969da}.post{color:#1a7f37}.delete{color:#cf222e}
.path{font-family:ui-monospace,monospace;font-weight:600}.summary{margin-left:.6rem;color:#57606a}
.lock{margin-left:.6rem;font-size:.8rem;color:#9a6700}
table{border-collapse:collapse;margin:.4rem 0}td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left;vertical-align:top}
code,.schema{font-family:ui-monospace,monospace;font-size:.85rem}
ul.schema{margin:.2rem 0;padding-left:1.2rem}
nav a{margin-right:.8rem}.error{color:#cf222e}
`;

// Plain ES2017 without template literals, so it can live in this TypeScript string unchanged.
export const DOCS_SCRIPT = `'use strict';
(function () {
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function refName(ref) { return ref.split('/').pop(); }
  function typeText(schema) {
    if (!schema || typeof schema !== 'object') return 'any';
    if (schema.$ref) return refName(schema.$ref);
    if (schema.enum) return schema.enum.map(function (v) { return JSON.stringify(v); }).join(' | ');
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.anyOf || schema.oneOf) return (schema.anyOf || schema.oneOf).map(typeText).join(' | ');
    if (schema.type === 'array') return typeText(schema.items) + '[]';
    var text = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type || 'any');
    if (schema.pattern) text += ' /' + schema.pattern + '/';
    if (schema.format) text += ' (' + schema.format + ')';
    return text;
  }
  function schemaTree(schema, depth) {
    var list = el('ul', 'schema');
    if (!schema || typeof schema !== 'object' || depth > 6) return list;
    if (schema.$ref) {
      var item = el('li');
      var link = el('a', '', refName(schema.$ref));
      link.href = '#schema-' + refName(schema.$ref);
      item.appendChild(link);
      list.appendChild(item);
      return list;
    }
    var props = schema.properties || (schema.items && schema.items.properties);
    var required = schema.required || (schema.items && schema.items.required) || [];
    if (!props) {
      list.appendChild(el('li', '', typeText(schema)));
      return list;
    }
    Object.keys(props).forEach(function (name) {
      var prop = props[name];
      var item = el('li');
      item.appendChild(el('code', '', name + (required.indexOf(name) >= 0 ? '' : '?')));
      item.appendChild(document.createTextNode(': ' + typeText(prop)));
      if (prop && prop.description) item.appendChild(document.createTextNode(' — ' + prop.description));
      var nested = prop && (prop.properties || (prop.items && prop.items.properties));
      if (nested) item.appendChild(schemaTree(prop, depth + 1));
      list.appendChild(item);
    });
    return list;
  }
  function parametersTable(parameters) {
    var table = el('table');
    var head = el('tr');
    ['name', 'in', 'required', 'type', 'description'].forEach(function (h) { head.appendChild(el('th', '', h)); });
    table.appendChild(head);
    parameters.forEach(function (p) {
      var row = el('tr');
      row.appendChild(el('td', 'schema', p.name));
      row.appendChild(el('td', '', p.in));
      row.appendChild(el('td', '', p.required ? 'yes' : 'no'));
      row.appendChild(el('td', 'schema', typeText(p.schema)));
      row.appendChild(el('td', '', p.description || ''));
      table.appendChild(row);
    });
    return table;
  }
  function operation(path, method, op) {
    var box = el('div', 'op');
    box.id = op.operationId || (method + path);
    var title = el('div');
    title.appendChild(el('span', 'method ' + method, method));
    title.appendChild(el('span', 'path', path));
    title.appendChild(el('span', 'summary', op.summary || ''));
    if (op.security && op.security.length > 0) title.appendChild(el('span', 'lock', 'bearer token'));
    box.appendChild(title);
    if (op.description) box.appendChild(el('p', '', op.description));
    if (op.parameters && op.parameters.length > 0) {
      box.appendChild(el('h4', '', 'Parameters'));
      box.appendChild(parametersTable(op.parameters));
    }
    if (op.requestBody) {
      box.appendChild(el('h4', '', 'Request body (application/json)'));
      box.appendChild(schemaTree(op.requestBody.content['application/json'].schema, 0));
    }
    box.appendChild(el('h4', '', 'Responses'));
    Object.keys(op.responses || {}).forEach(function (status) {
      var response = op.responses[status];
      var types = Object.keys(response.content || {});
      box.appendChild(el('div', '', status + ' — ' + (response.description || '') + (types.length ? ' [' + types.join(', ') + ']' : '')));
      var json = response.content && response.content['application/json'];
      if (json && status.charAt(0) === '2') box.appendChild(schemaTree(json.schema, 0));
    });
    return box;
  }
  function render(doc) {
    document.getElementById('title').textContent = doc.info.title + ' ' + doc.info.version;
    document.getElementById('description').textContent = doc.info.description || '';
    var main = document.getElementById('operations');
    var toc = document.getElementById('toc');
    main.textContent = '';
    var byTag = {};
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push(operation(path, method, op));
      });
    });
    Object.keys(byTag).forEach(function (tag) {
      var heading = el('h2', '', tag);
      heading.id = 'tag-' + tag;
      var link = el('a', '', tag);
      link.href = '#tag-' + tag;
      toc.appendChild(link);
      main.appendChild(heading);
      byTag[tag].forEach(function (box) { main.appendChild(box); });
    });
    var schemas = document.getElementById('schemas');
    schemas.appendChild(el('h2', '', 'Schemas'));
    var components = (doc.components && doc.components.schemas) || {};
    Object.keys(components).sort().forEach(function (name) {
      var heading = el('h3', '', name);
      heading.id = 'schema-' + name;
      schemas.appendChild(heading);
      schemas.appendChild(schemaTree(components[name], 0));
    });
  }
  fetch('/api/openapi.json', { headers: { Accept: 'application/json' } })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.json();
    })
    .then(render)
    .catch(function (error) {
      var status = document.getElementById('status');
      status.className = 'error';
      status.textContent = 'Could not load the API description: ' + error.message;
    });
})();
`;
