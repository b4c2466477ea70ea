/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
// What every operation shares: the contract (lib/contract.json, a copy of integrations/contract.json),
// the request helpers, the API-key header and the mapping of the API's error bodies to Zapier errors.
const crypto = require('node:crypto');
const contract = require('./contract.json');

/** The contract's description of a resource, by its collection name (`contacts`, `tags`, ...). */
function resource(name) {
  const found = contract.resources.find((r) => r.name === name);
  if (!found) throw new Error(`integrations/contract.json has no resource "${name}"`);
  return found;
}

/** The event type `<resource>.<action>` as the contract lists it (a renamed type fails at load time). */
function eventType(resourceName, action) {
  const type = `${resourceName}.${action}`;
  if (!contract.event_types.includes(type))
    throw new Error(`integrations/contract.json has no event "${type}"`);
  return type;
}

/** The server's address as typed in the connection, without a trailing slash or the API's base path. */
function serverUrl(bundle) {
  let url = String((bundle.authData && bundle.authData.base_url) || '').trim();
  url = url.replace(/\/+$/, '');
  if (url.endsWith(contract.base_path)) url = url.slice(0, -contract.base_path.length);
  if (!/^https?:\/\//i.test(url)) url = `https://${url}`;
  return url;
}

/** An absolute URL for a path under the API's base path (`/contacts`, `/me`). */
function apiUrl(bundle, path) {
  return `${serverUrl(bundle)}${contract.base_path}${path}`;
}

/** beforeRequest: the API key in the header the contract names, on requests to the server only. */
function addApiKey(request, z, bundle) {
  const key = bundle.authData && bundle.authData.api_key;
  if (key && request.url && request.url.startsWith(serverUrl(bundle))) {
    request.headers = request.headers || {};
    request.headers[contract.auth.header] = key;
  }
  return request;
}

/**
 * afterResponse: an error answer becomes a Zapier error carrying the API's own sentence
 * (`{"error": {"code", "message", "details"}}`; a 403 says what the key lacks:
 * "this key lacks contacts:write"); 429 and 409 `idempotency_in_progress` ask Zapier
 * to try again later; 401 says the key no longer works.
 */
function handleErrors(response, z) {
  if (response.status < 400 || response.request.skipThrowForStatus) return response;
  const error = (response.data && response.data.error) || {};
  // Details the message does not already say (the API's message often names the first one).
  const details = (Array.isArray(error.details) ? error.details : [])
    .filter((d) => d.message && !(error.message || '').includes(d.message))
    .map((d) => [d.path, d.message].filter(Boolean).join(' '))
    .join('; ');
  // A key outside its scopes: each scope it lacks, as the API names it ("this key lacks contacts:write").
  const lacking =
    error.code === 'insufficient_scope' && Array.isArray(error.details)
      ? error.details.map((d) => d.message).filter(Boolean)
      : [];
  const message = lacking.length
    ? lacking.join('; ')
    : [error.message || `The server answered ${response.status}`, details].filter(Boolean).join(' — ');
  const retryHeader = response.headers.get('retry-after');
  const retryAfter = retryHeader === null ? NaN : Number(retryHeader);
  if (response.status === 429 || error.code === 'idempotency_in_progress')
    throw new z.errors.ThrottledError(message, Number.isFinite(retryAfter) ? retryAfter : 5);
  if (response.status === 401) throw new z.errors.ExpiredAuthError(message);
  throw new z.errors.Error(message, error.code || `http_${response.status}`, response.status);
}

/** One request to the API; answers the parsed body. */
async function call(z, bundle, { method = 'GET', path, params, body, headers, skipThrowForStatus }) {
  const response = await z.request({
    method,
    url: apiUrl(bundle, path),
    params,
    body,
    headers: { accept: 'application/json', ...(headers || {}) },
    skipThrowForStatus,
  });
  return { status: response.status, headers: response.headers, data: response.data, response };
}

/** Every record of a collection read (pages of the contract's largest limit), up to `max`. */
async function readAll(z, bundle, path, params = {}, max = 1000) {
  const limit = contract.paging.limit_max;
  const records = [];
  for (let offset = 0; records.length < max; offset += limit) {
    const { data } = await call(z, bundle, { path, params: { ...params, limit, offset } });
    records.push(...data.data);
    if (!data.meta.has_more) break;
  }
  return records.slice(0, max);
}

/**
 * An Idempotency-Key for a write that must not happen twice when Zapier retries a step: derived
 * from the Zap, the action and what it sends, so a retry of the same step answers the first
 * result (for the server's idempotency window, 24 hours by default) instead of writing again.
 */
function idempotencyKey(bundle, actionKey, method, path, body) {
  const zap = (bundle.meta && bundle.meta.zap && bundle.meta.zap.id) || '';
  const digest = crypto
    .createHash('sha256')
    .update(JSON.stringify([serverUrl(bundle), zap, actionKey, method, path, body]))
    .digest('hex');
  return `zapier-${actionKey}-${digest}`;
}

module.exports = {
  contract,
  resource,
  eventType,
  serverUrl,
  apiUrl,
  addApiKey,
  handleErrors,
  call,
  readAll,
  idempotencyKey,
};
