#!/usr/bin/env bash
# Resident memory of the packaged desktop app with the 100,000 contacts of a local copy in its table, against the same
# app showing one page of 500 from the service (no copy), started RUNS times each (default 5), alternately, under Xvfb.
# Both are second starts of the same home (benchmarks/synced-home.sh: the account profile "Production" over a sandbox
# of 100,000 contacts in newsletter, its key in the keychain), the copy synced just now or left out. In each start,
# once the first rows are on view, the table is scrolled as a person would, with the keyboard: to the last row and
# back to the first, then 300 pages down (some 6,000 rows, thirty of the copy's blocks of 200) and to the end and
# back again. Then the app's resident memory (VmRSS), and its heap after a full collection (jcmd).
#
#   benchmarks/table-memory.sh [RUNS]      (needs JDK 25 with jcmd, Xvfb and xdotool, gnome-keyring and dbus)
#
# Target: the whole list's resident memory within 1.3x the page's. Exits 1 when it is missed.
# Runs inside .ci/with-keyring, which it enters by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
. benchmarks/synced-home.sh
synced_home_keyring benchmarks/table-memory.sh "$@"
runs=${1:-5}

. .ci/jdk25.sh
JAVA_HOME=$(find_jdk25) && [ -x "$JAVA_HOME/bin/jcmd" ] || { echo "bench: no JDK 25 with jcmd found" >&2; exit 1; }
export JAVA_HOME
for tool in Xvfb xdotool jq curl; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is needed" >&2; exit 1; }
done

work=$(mktemp -d)
xvfb=
running=
cleanup() {
  kill $running $xvfb 2>/dev/null || true
  synced_home_stop
  rm -rf "$work"
}
trap cleanup EXIT

for n in $(seq 90 120); do [ -e "/tmp/.X$n-lock" ] || break; done
Xvfb ":$n" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:$n
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done

echo "bench: building Mailroom's app image (./mvnw -Pinstaller)"
./mvnw -q -B -Pinstaller -DskipTests package >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
mailroom=target/installer/image/Mailroom/bin/mailroom

echo "bench: making the synced home (100,000 contacts through the sandbox into the local copy)"
synced_home_start "$work/synced-home" 0 0
cp -a "$work/synced-home" "$work/paged-home"
rm -rf "$work/paged-home/data/mailroom/local-copy"

# The table, scrolled with its own keys: a click on a row gives it the focus (the navigation is 210 px wide, the
# toolbar and the find field above the table take some 150 px).
scroll() {
  local window x y
  window=$(xdotool search --onlyvisible --name '^Mailroom' | head -1)
  eval "$(xdotool getwindowgeometry --shell "$window")"
  x=$((X + 210 + (WIDTH - 210) / 4)); y=$((Y + HEIGHT / 2))
  xdotool mousemove "$x" "$y" click 1
  sleep 0.5
  xdotool key --delay 400 End Home
  xdotool key --delay 20 --repeat 300 Page_Down
  sleep 0.5
  xdotool key --delay 400 End Home
}

# One start of the home FROM: prints "<rows ms> <resident KiB at the rows> <resident KiB after scrolling> <heap KiB after a full GC>".
start() {
  local from=$1 home t0 rows rss0 rss1 heap
  home=$(mktemp -d -p "$work")
  cp -a "$from/." "$home/"
  t0=$(date +%s%3N)
  HOME=$home XDG_DATA_HOME=$home/data MAILROOM_STARTUP_MARKS=$home/marks \
    JAVA_TOOL_OPTIONS="-Djava.util.prefs.userRoot=$home/prefs" "$mailroom" >"$home/out" 2>&1 &
  running=$!
  for _ in $(seq 1 600); do grep -q '^contacts ' "$home/marks" 2>/dev/null && break; sleep 0.05; done
  grep -q '^contacts ' "$home/marks" 2>/dev/null || { cat "$home/out" >&2; echo "bench: no first rows" >&2; exit 1; }
  rows=$(($(awk '$1 == "contacts" {print $2}' "$home/marks") - t0))
  sleep 1
  rss0=$(awk '/^VmRSS/ {print $2}' "/proc/$running/status")
  scroll
  sleep 2
  rss1=$(awk '/^VmRSS/ {print $2}' "/proc/$running/status")
  "$JAVA_HOME/bin/jcmd" "$running" GC.run >/dev/null
  heap=$("$JAVA_HOME/bin/jcmd" "$running" GC.heap_info | awk '/ total / && / used / {
    for (i = 1; i <= NF; i++) if ($i == "used") { v = $(i + 1); sub(/K,?$/, "", v); sum += v } } END {print sum}')
  kill "$running"
  wait "$running" 2>/dev/null || true
  running=
  rm -rf "$home"
  echo "$rows $rss0 $rss1 $heap"
}

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }

: >"$work/whole.txt"
: >"$work/page.txt"
echo "bench: load average at start $(cat /proc/loadavg)"
for i in $(seq 1 "$runs"); do
  asked=$(synced_home_lists)
  start "$work/synced-home" >>"$work/whole.txt"
  [ "$(synced_home_lists)" = "$asked" ] || { echo "bench: the start over the copy asked the service for the list" >&2; exit 1; }
  start "$work/paged-home" >>"$work/page.txt"
  echo "bench: run $i/$runs  whole list $(tail -1 "$work/whole.txt")  one page $(tail -1 "$work/page.txt")  (rows ms, KiB at the rows, after scrolling, heap after GC)"
done
echo "bench: load average at the end $(cat /proc/loadavg)"

col() { cut -d' ' -f"$2" "$1" | median; }
awk -v runs="$runs" -v w0="$(col "$work/whole.txt" 2)" -v w1="$(col "$work/whole.txt" 3)" -v wh="$(col "$work/whole.txt" 4)" \
    -v p0="$(col "$work/page.txt" 2)" -v p1="$(col "$work/page.txt" 3)" -v ph="$(col "$work/page.txt" 4)" 'BEGIN {
  r = w1 / p1
  printf "table memory, median of %d starts each (packaged launcher, Xvfb)\n", runs
  printf "                               100,000 (copy)   one page of 500   ratio   target\n"
  printf "  resident, after scrolling      %8.0f MiB      %8.0f MiB   %5.2fx   <= 1.30x %s\n", w1 / 1024, p1 / 1024, r, (r <= 1.3 ? "met" : "MISSED")
  printf "  resident, at the first rows    %8.0f MiB      %8.0f MiB   %5.2fx\n", w0 / 1024, p0 / 1024, w0 / p0
  printf "  heap after a full GC, scrolled %8.1f MiB      %8.1f MiB   %5.2fx\n", wh / 1024, ph / 1024, wh / ph
  exit r <= 1.3 ? 0 : 1
}'
