# Sourced by the benchmarks that measure what a buyer's browser gets (scripts/lighthouse,
# scripts/bench-pay-to-download): builds the SPA and the RELEASE local server (the first release build takes over 10
# minutes on 2 cores; CARGO_TARGET_DIR is honoured), then starts the server on a free port with a fresh data folder
# under $work (which the caller creates and removes). Sets $base (the server's address) and $server_pid; the caller
# stops the server on exit.

start_release_server() {
  echo "==> Building the SPA and the local server (release)"
  npm --prefix frontend run build --silent >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
  cargo build --quiet --release -p local-server
  local server_bin="${CARGO_TARGET_DIR:-$root/target}/release/local-server" port
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
  base="http://127.0.0.1:$port"
  PORT=$port DATA_DIR="$work/data" STATIC_DIR="$root/frontend/dist" "$server_bin" >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 60); do
    curl -fsS -o /dev/null "$base/healthz" 2>/dev/null && break
    sleep 1
  done
  curl -fsS -o /dev/null "$base/healthz" || { echo "the local server did not start:"; cat "$work/server.log"; exit 1; }
}
