# Sourced by benchmarks/cold-start.sh --copy and benchmarks/table-memory.sh: a home as the desktop app finds it on a
# second start, made by src/test/java/io/mailroom/bench/SyncedHome.java through the service layer (the account profile
# "Production" over a sandbox of 100,000 contacts in newsletter, its key in the keychain, its local copy synced), and
# that sandbox, which serves until synced_home_stop. Needs the build's classes (./mvnw package) and a Secret Service:
# run the caller inside .ci/with-keyring (synced_home_keyring re-runs it there).

# Re-runs the calling script inside a private D-Bus session with a keyring, once: "$@" are its own arguments.
synced_home_keyring() {
  if [ -z "${MAILROOM_KEYRING_SESSION:-}" ]; then
    for tool in dbus-run-session gnome-keyring-daemon; do
      command -v "$tool" >/dev/null || { echo "bench: $tool is needed (the key of the profile lives in a keychain)" >&2; exit 1; }
    done
    exec bash .ci/with-keyring "$@"
  fi
}

# synced_home_start TEMPLATE DAYS_AGO LATENCY_MS: fills TEMPLATE (prefs/, data/mailroom/) and starts its sandbox;
# sets synced_url to the sandbox's address. The caller's EXIT trap calls synced_home_stop.
synced_home_start() {
  local template=$1 days=$2 latency=$3
  mkdir -p "$template/data/mailroom"
  mkfifo "$template.in"
  "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -Djava.util.prefs.userRoot="$template/prefs" \
    -cp "target/classes:target/test-classes:target/mailroom/lib/*" io.mailroom.bench.SyncedHome \
    "$template/data/mailroom" "$days" "$latency" <"$template.in" >"$template.out" 2>"$template.err" &
  synced_pid=$!
  # Held open until synced_home_stop: the sandbox serves until its standard input closes.
  exec 7>"$template.in"
  for _ in $(seq 1 2400); do
    grep -q '^ready ' "$template.out" 2>/dev/null && break
    kill -0 "$synced_pid" 2>/dev/null || break
    sleep 0.1
  done
  grep -q '^ready ' "$template.out" 2>/dev/null || { cat "$template.err" >&2; echo "bench: the synced home was not made" >&2; exit 1; }
  synced_url=$(sed -n 's/^ready //p' "$template.out")
  sed 's/^/bench: /' "$template.err"
}

synced_home_stop() {
  if [ -n "${synced_pid:-}" ]; then
    exec 7>&-
    wait "$synced_pid" 2>/dev/null || true
    synced_pid=
  fi
}

# The sandbox's count of contact-list requests so far.
synced_home_lists() {
  curl -sf "${synced_url%/}/sandbox/stats" | jq '.data.requests["GET /v1/contact"] // 0'
}
