#!/usr/bin/env bash
# Start-up crashes of the packaged app: starts the app image COUNT times (default 100) under Xvfb, each
# as a first start that quits by itself a second after its window (MAILROOM_STARTUP_QUIT), and counts
# the starts that did not end well: the JVM died of a signal (exit code >= 128), wrote an hs_err file,
# outlived its time limit, or ended without the quit it was asked for. Every crashed start's output,
# hs_err and replay files are kept; it prints the count, the rate and, per crash, the signal and the
# hs_err path, and exits 1 when any start crashed.
#
#   benchmarks/crash-count.sh [--image DIR] [--add OPTION]... [--drop OPTION]... [--quit MARK]
#                             [--timeout SECONDS] [--results DIR] [COUNT]
#
#   --image DIR    the app image to start (its bin/mailroom, the script the menu entry starts);
#                  without it the image is built once with ./mvnw -Pinstaller (needs JDK 25)
#   --add OPTION   a JVM option added to those the image ships (lib/app/*.cfg), e.g.
#                  --add -XX:+UnlockDiagnosticVMOptions --add -XX:-AOTReplayTraining
#   --drop OPTION  a JVM option the image ships left out: every option that starts with OPTION,
#                  e.g. --drop -XX:AOTCache= or --drop -XX:TieredStopAtLevel=
#   --quit MARK    the startup mark to quit after (io.mailroom.app.StartupMarks), default window:
#                  the earliest, and the app runs a second past it, through its menus, screens and
#                  first page of contacts (0.5 to 1.1 s into a start, where the crashes were)
#   --timeout S    a start still running after S seconds (default 60) is killed and counted
#   --results DIR  where the crashed starts and the figures go (default target/crash-count/<time>)
#
# Each start has a home, preferences, data directory and D-Bus address of its own, so it never reads
# or writes the person's. Several copies may run at once: each takes a display of its own.
set -euo pipefail

usage() { sed -n '9,22p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

image=
adds=()
drops=()
mark=window
limit=60
results=
count=100
while [ $# -gt 0 ]; do
  case $1 in
    --image) image=${2:?--image needs a folder}; shift 2 ;;
    --add) adds+=("${2:?--add needs a JVM option}"); shift 2 ;;
    --drop) drops+=("${2:?--drop needs a JVM option}"); shift 2 ;;
    --quit) mark=${2:?--quit needs a mark}; shift 2 ;;
    --timeout) limit=${2:?--timeout needs seconds}; shift 2 ;;
    --results) results=${2:?--results needs a folder}; shift 2 ;;
    -h|--help) usage ;;
    -*) echo "crash-count: unknown option $1" >&2; usage ;;
    *) count=$1; shift ;;
  esac
done
[[ $count =~ ^[1-9][0-9]*$ ]] || { echo "crash-count: COUNT must be a positive number, not '$count'" >&2; exit 2; }
[[ $limit =~ ^[1-9][0-9]*$ ]] || { echo "crash-count: --timeout must be a positive number of seconds, not '$limit'" >&2; exit 2; }
# Folders named on the command line are the caller's; the rest is the project's.
if [ -n "$image" ]; then
  [ -d "$image" ] || { echo "crash-count: no folder $image" >&2; exit 2; }
  image=$(cd "$image" && pwd)
fi
if [ -n "$results" ]; then
  mkdir -p "$results"
  results=$(cd "$results" && pwd)
fi
cd "$(dirname "$0")/.."
results=${results:-$PWD/target/crash-count/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$results"

if ! command -v Xvfb >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends xvfb >/dev/null
fi

work=$(mktemp -d)
xvfb=
running=
cleanup() {
  if [ -n "$running" ]; then kill -- -"$running" 2>/dev/null || kill "$running" 2>/dev/null || true; fi
  if [ -n "$xvfb" ]; then kill "$xvfb" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
# Stopped early, it still gives the figures of the starts it made.
stopped() {
  [ -s "$results/starts.tsv" ] || return 0
  count=$(wc -l <"$results/starts.tsv")
  echo "crash-count: stopped after $count starts"
  summary
}
trap 'stopped; exit 130' INT TERM

# A display of its own: another copy, or another program, may be starting one at the same moment, so
# a display whose Xvfb dies at once is passed over.
for n in $(seq 90 140); do
  [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$n" ] || ! kill -0 "$xvfb" 2>/dev/null && break; sleep 0.1; done
  if kill -0 "$xvfb" 2>/dev/null && [ -e "/tmp/.X11-unix/X$n" ]; then break; fi
  xvfb=
done
[ -n "$xvfb" ] || { echo "crash-count: could not start Xvfb on any display from :90 to :140" >&2; exit 1; }
export DISPLAY=:$n

if [ -z "$image" ]; then
  . .ci/jdk25.sh
  JAVA_HOME=$(find_jdk25) || { echo "crash-count: no JDK 25 found to build the image (JAVA_HOME or /usr/lib/jvm/temurin-25*)" >&2; exit 1; }
  export JAVA_HOME
  echo "crash-count: building the app image (./mvnw -Pinstaller)"
  ./mvnw -q -B -Pinstaller -DskipTests package >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
  image=$PWD/target/installer/image/Mailroom
fi
cfgs=("$image"/lib/app/*.cfg)
[ -x "$image/bin/mailroom" ] && [ -f "${cfgs[0]}" ] || { echo "crash-count: $image is not an app image: no bin/mailroom or lib/app/*.cfg" >&2; exit 1; }
launcher=$image/bin/mailroom

# A variant: the image's runtime and files, with a launcher configuration of other JVM options beside
# them. bin/mailroom finds the configuration and $APPDIR from where it lies, so it is copied, not linked.
if [ ${#adds[@]} -gt 0 ] || [ ${#drops[@]} -gt 0 ]; then
  variant=$work/variant
  mkdir -p "$variant/bin" "$variant/lib/app"
  cp "$launcher" "$variant/bin/mailroom"
  ln -s "$image/lib/runtime" "$variant/lib/runtime"
  for file in "$image"/lib/app/*; do
    [[ $file == *.cfg ]] || ln -s "$file" "$variant/lib/app/"
  done
  cfg=$variant/lib/app/$(basename "${cfgs[0]}")
  cp "${cfgs[0]}" "$cfg"
  for option in "${drops[@]}"; do
    awk -v drop="java-options=$option" 'index($0, drop) == 1 {found = 1; next} {print} END {exit !found}' "$cfg" >"$cfg.new" \
      || { echo "crash-count: the image ships no JVM option starting with $option" >&2; exit 2; }
    mv "$cfg.new" "$cfg"
  done
  # After the shipped options, so an added option overrides one of the same name.
  for option in "${adds[@]}"; do
    sed -i "$(grep -n '^java-options=' "$cfg" | tail -1 | cut -d: -f1)a java-options=$option" "$cfg"
  done
  launcher=$variant/bin/mailroom
  cfgs=("$cfg")
fi
options=$(sed -n 's/^java-options=//p' "${cfgs[0]}" | grep -vE -- '^--(enable-native-access|add-exports)' | tr '\n' ' ')
{
  echo "image: $image"
  echo "JVM options: $options"
  echo "quit after: $mark"
  echo "starts: $count"
  echo "machine: $(nproc) cores, load average at the start $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "java: $("$image/lib/runtime/bin/java" -version 2>&1 | sed -n 2p)"
} >"$results/setup.txt"
sed 's/^/crash-count: /' "$results/setup.txt"

# One line for a crashed start: why, and for each hs_err the JVM's own account (the signal or internal error,
# the frame it died in) and the file's path. The start's output and the JVM's files stay; its home goes.
report() {
  local i=$1 run=$2 why=$3 hs_err what frame line
  line="start $i: $why"
  local hs_errs
  hs_errs=$(find "$run" -name 'hs_err*' | sort)
  for hs_err in $hs_errs; do
    what=$(grep -m1 -E '^# +(SIG[A-Z]+|Internal Error|Out of Memory)' "$hs_err" | sed 's/^# *//; s/ at pc=.*//; s/, pid=.*//' || true)
    frame=$(sed -n '/^# Problematic frame:/{n;s/^# *//;p;q}' "$hs_err")
    line="$line; ${what:-hs_err}${frame:+ in $frame}; $hs_err"
  done
  [ -z "$hs_errs" ] && line="$line; no hs_err; output in $run"
  echo "crash-count: $line"
  echo "$line" >>"$results/crashes.txt"
  rm -rf "$run/home" "$run/prefs"
}

median() { sort -n | awk '{v[NR] = $1} END {if (NR == 0) print "-"; else print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }
summary() {
  window_ms=$(awk -F'\t' '$2 == "ok" && $4 != "-" {print $4}' "$results/starts.tsv" | median)
  total_ms=$(awk -F'\t' '$2 == "ok" {print $5}' "$results/starts.tsv" | median)
  {
    echo "starts: $count"
    echo "crashes: $crashes"
    awk -v c="$crashes" -v n="$count" 'BEGIN {
      printf "crash rate: %.2f%%", 100 * c / n
      # With none seen, the rate that 0 of n would still leave at 5 % likelihood ("rule of three").
      if (c == 0 && n > 3) printf " (below %.2f%% with 95%% confidence)", 300 / n
      printf "\n"
    }'
    echo "median of the good starts: window after $window_ms ms, start to exit $total_ms ms"
    if [ "$refused" -gt 0 ]; then echo "the JVM could not use the ahead-of-time cache in $refused starts (see aot-refused.txt)"; fi
    echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
    if [ "$crashes" -gt 0 ]; then cat "$results/crashes.txt"; fi
    echo "results: $results"
  } | tee "$results/summary.txt" | sed 's/^/crash-count: /'
}

# One line a start: number, outcome (ok, crash), exit code, ms to the window mark (- when none), ms to the end.
: >"$results/starts.tsv"
: >"$results/crashes.txt"
crashes=0
refused=0
for i in $(seq 1 "$count"); do
  run=$results/start-$i
  mkdir -p "$run/home"
  t0=$(date +%s%3N)
  status=0
  # Java takes its home from the password database, not HOME: the preferences are pointed away explicitly.
  # The JVM writes hs_err and replay files into its working directory unless told otherwise.
  (
    cd "$run"
    exec env -u JAVA_TOOL_OPTIONS -u JDK_JAVA_OPTIONS HOME="$run/home" XDG_DATA_HOME="$run/home/data" \
      XDG_CONFIG_HOME="$run/home/config" XDG_CACHE_HOME="$run/home/cache" XDG_STATE_HOME="$run/home/state" \
      MAILROOM_DATA_DIR="$run/data" MAILROOM_STARTUP_MARKS="$run/marks" MAILROOM_STARTUP_QUIT="$mark" \
      DBUS_SESSION_BUS_ADDRESS="unix:path=$run/no-bus" JAVA_TOOL_OPTIONS="-Djava.util.prefs.userRoot=$run/prefs" \
      timeout -k 5 "$limit" "$launcher"
  ) >"$run/out" 2>"$run/err" &
  running=$!
  wait "$running" || status=$?
  running=
  t1=$(date +%s%3N)
  window=$(awk -v t0="$t0" '$1 == "window" {print $2 - t0; exit}' "$run/marks" 2>/dev/null || true)
  hs_errs=$(find "$run" -name 'hs_err*' | sort)
  why=
  if [ "$status" -eq 124 ] || { [ "$status" -eq 137 ] && [ $((t1 - t0)) -ge $((limit * 1000)) ]; }; then
    why="still running after $limit s"
  elif [ -n "$hs_errs" ] || [ "$status" -ge 128 ]; then
    signal=
    [ "$status" -ge 128 ] && signal=SIG$(kill -l $((status - 128)) 2>/dev/null || echo "$((status - 128))")
    why="exit code $status${signal:+ ($signal)}"
  elif [ "$status" -ne 0 ] || ! grep -q "^$mark " "$run/marks" 2>/dev/null; then
    why="exit code $status without the quit after '$mark'"
  fi
  # The JVM says so, in its [aot] log, when it cannot use the cache (made with other options, or damaged).
  if grep -qE '\[(aot|cds)\]' "$run/out" "$run/err"; then
    refused=$((refused + 1))
    [ "$refused" -eq 1 ] && grep -hE '\[(aot|cds)\]' "$run/out" "$run/err" >"$results/aot-refused.txt"
  fi
  if [ -z "$why" ]; then
    printf '%s\tok\t%s\t%s\t%s\n' "$i" "$status" "${window:--}" $((t1 - t0)) >>"$results/starts.tsv"
    rm -rf "$run"
  else
    crashes=$((crashes + 1))
    printf '%s\tcrash\t%s\t%s\t%s\n' "$i" "$status" "${window:--}" $((t1 - t0)) >>"$results/starts.tsv"
    report "$i" "$run" "$why"
  fi
  if [ $((i % 50)) -eq 0 ]; then echo "crash-count: $i/$count started, $crashes crashed"; fi
done

summary
[ "$crashes" -eq 0 ]
