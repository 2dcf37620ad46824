#!/usr/bin/env bash
# Cold start of the packaged app against the smallest JavaFX app packaged the same way, in one run:
# the median time from starting the launcher to the main window shown (its first frame), and the resident memory
# once the first page of contacts is on view (the hello app: once its window is shown), both apps
# started RUNS times (default 7), alternately, each as a first start (empty home), under Xvfb. Without
# a target, it also reports when Mailroom's menus, navigation and status bar have followed its first
# frame, and when its first page of contacts is on view.
#
#   benchmarks/cold-start.sh [--against REF | --copy] [RUNS]
#                                          (needs JDK 25: JAVA_HOME, else /usr/lib/jvm/temurin-25*;
#                                           and Xvfb, installed here when missing)
#
# Targets: time to window within 1.25x the hello app's, resident memory within 1.6x.
# With --against REF, the image built from the commit REF (a git ref) is started too, alternately with the
# other two, and its figures are printed beside this tree's: a change is judged against its own "before"
# in one run, never against a figure from another day. Exits 1 when a target is missed.
#
# With --copy, every Mailroom start is a second start instead: the home holds the account profile "Production"
# (its key in the keychain) and its local copy of 100,000 contacts, synced two days ago, so older than the
# default one day: the app shows the copy and refreshes it in the background. The sandbox behind the profile
# (benchmarks/synced-home.sh) answers every request COPY_LATENCY_MS late (default 10000): rows on view sooner
# than that after the launch came from the copy, before any answer could. It reports the time to those rows
# against the hello app's window, and exits 1 when a start's rows came later, or when no start asked the network.
# Runs inside .ci/with-keyring (gnome-keyring and dbus), which it enters by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
against=
copy=
case "${1:-}" in
  --against)
    against=$(git rev-parse --verify "$2^{commit}") || { echo "bench: no commit $2" >&2; exit 1; }
    shift 2
    ;;
  --copy)
    copy=yes
    . benchmarks/synced-home.sh
    synced_home_keyring benchmarks/cold-start.sh "$@"
    shift
    ;;
esac
runs=${1:-7}
latency=${COPY_LATENCY_MS:-10000}

. .ci/jdk25.sh
JAVA_HOME=$(find_jdk25) && [ -x "$JAVA_HOME/bin/jpackage" ] || { echo "bench: no JDK 25 with jpackage found" >&2; exit 1; }
export JAVA_HOME
if ! command -v Xvfb >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends xvfb >/dev/null
fi

work=$(mktemp -d)
xvfb=
running=
cleanup() {
  kill $running $xvfb 2>/dev/null || true
  if [ -n "$copy" ]; then synced_home_stop; fi
  if [ -n "$against" ] && [ -d "$work/before" ]; then git worktree remove --force "$work/before" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# One display for the whole run.
for n in $(seq 90 120); do [ -e "/tmp/.X$n-lock" ] || break; done
Xvfb ":$n" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:$n
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done

echo "bench: building Mailroom's app image (./mvnw -Pinstaller)"
./mvnw -q -B -Pinstaller -DskipTests package >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
# What the menu entry and /usr/bin/mailroom start (packaging/linux/mailroom); the hello app gets the same script.
mailroom=target/installer/image/Mailroom/bin/mailroom
before=
if [ -n "$against" ]; then
  echo "bench: building the image of ${against:0:10} to compare with"
  git worktree add -q --detach "$work/before" "$against"
  (cd "$work/before" && ./mvnw -q -B -Pinstaller -DskipTests package) >"$work/before-build.log" 2>&1 \
    || { cat "$work/before-build.log" >&2; git worktree remove --force "$work/before"; exit 1; }
  before=$work/before/target/installer/image/Mailroom/bin/mailroom
fi

echo "bench: building the hello app the same way (jlink, jpackage app image)"
lib=target/mailroom/lib
"$JAVA_HOME/bin/javac" --module-path "$lib" -d "$work/hello/classes" $(find benchmarks/hello/src -name '*.java')
"$JAVA_HOME/bin/jar" --create --file "$work/hello/hello.jar" -C "$work/hello/classes" .
"$JAVA_HOME/bin/jlink" --module-path "$lib:$work/hello/hello.jar" --add-modules hello \
  --strip-debug --no-header-files --no-man-pages --compress=zip-6 \
  --exclude-resources=/javafx.*/*.so --output "$work/hello/runtime"
for jar in "$lib"/javafx-*-linux.jar; do
  if unzip -l "$jar" '*.so' >/dev/null 2>&1; then unzip -q -o "$jar" '*.so' -d "$work/hello/runtime/lib"; fi
done
# Mailroom's memory and collector options too (packaging/launcher.args), so the two differ only in what they do;
# like Mailroom, no ahead-of-time cache.
{
  echo "--module hello/hello.HelloApp"
  echo "--java-options --enable-native-access=javafx.graphics"
  grep -E -- '^--java-options -X' packaging/launcher.args
} >"$work/hello/launcher.args"
"$JAVA_HOME/bin/jpackage" --type app-image --name Hello "@$work/hello/launcher.args" \
  --runtime-image "$work/hello/runtime" --dest "$work/hello/image"
cp packaging/linux/mailroom "$work/hello/image/Hello/bin/hello"
hello=$work/hello/image/Hello/bin/hello

# One start, with an empty home or a copy of the home FROM: prints "<ms to window> <resident KiB> <ms to the last mark>
# <ms to the chrome>" once the last mark is in and a second has passed; the chrome (Mailroom's menus, navigation and status bar, which follow its first frame) is the window
# for an app without that mark.
start() {
  local launcher=$1 last=$2 from=${3:-} home
  home=$(mktemp -d -p "$work")
  if [ -n "$from" ]; then cp -a "$from/." "$home/"; fi
  local t0
  t0=$(date +%s%3N)
  # Java takes its home from the password database, not HOME: the preferences are pointed away explicitly.
  HOME=$home XDG_DATA_HOME=$home/data MAILROOM_STARTUP_MARKS=$home/marks \
    JAVA_TOOL_OPTIONS="-Djava.util.prefs.userRoot=$home/prefs" "$launcher" >"$home/out" 2>&1 &
  running=$!
  for _ in $(seq 1 600); do grep -q "^$last " "$home/marks" 2>/dev/null && break; sleep 0.05; done
  grep -q "^$last " "$home/marks" 2>/dev/null || { cat "$home/out" >&2; echo "bench: $launcher gave no '$last' mark" >&2; exit 1; }
  sleep 1
  local window rss last_at chrome
  window=$(awk '$1 == "window" {print $2}' "$home/marks")
  chrome=$(awk -v window="$window" '$1 == "chrome" {at = $2} END {print at ? at : window}' "$home/marks")
  last_at=$(awk -v last="$last" '$1 == last {print $2}' "$home/marks")
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$running/status")
  kill "$running"
  wait "$running" 2>/dev/null || true
  running=
  # A copied home holds a local copy of some 230 MB.
  if [ -n "$from" ]; then rm -rf "$home"; fi
  echo "$((window - t0)) $rss $((last_at - t0)) $((chrome - t0))"
}

median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }

if [ -n "$copy" ]; then
  echo "bench: making the synced home (100,000 contacts through the sandbox into the local copy)"
  synced_home_start "$work/synced-home" 2 "$latency"
  : >"$work/mailroom.txt"
  : >"$work/hello.txt"
  echo "bench: load average at start $(cat /proc/loadavg)"
  for i in $(seq 1 "$runs"); do
    start "$hello" window >>"$work/hello.txt"
    asked=$(synced_home_lists)
    line=$(start "$mailroom" contacts "$work/synced-home")
    echo "$line $(($(synced_home_lists) - asked))" >>"$work/mailroom.txt"
    echo "bench: run $i/$runs  hello $(tail -1 "$work/hello.txt" | cut -d' ' -f1,2)  mailroom $(tail -1 "$work/mailroom.txt")  (window ms, KiB; rows ms, chrome ms, requests)"
  done
  echo "bench: load average at the end $(cat /proc/loadavg)"
  mw=$(cut -d' ' -f1 "$work/mailroom.txt" | median); mr=$(cut -d' ' -f2 "$work/mailroom.txt" | median)
  mp=$(cut -d' ' -f3 "$work/mailroom.txt" | median)
  hw=$(cut -d' ' -f1 "$work/hello.txt" | median); hr=$(cut -d' ' -f2 "$work/hello.txt" | median)
  slowest=$(cut -d' ' -f3 "$work/mailroom.txt" | sort -n | tail -1)
  asking=$(awk '$5 > 0' "$work/mailroom.txt" | wc -l)
  awk -v runs="$runs" -v mw="$mw" -v mr="$mr" -v mp="$mp" -v hw="$hw" -v hr="$hr" -v latency="$latency" \
      -v slowest="$slowest" -v asking="$asking" 'BEGIN {
    printf "second start with a local copy of 100,000 contacts, median of %d starts each (packaged launchers, Xvfb)\n", runs
    printf "                       Mailroom      hello     ratio\n"
    printf "  time to window   %8d ms  %6d ms   %6.2fx\n", mw, hw, mw / hw
    printf "  first rows       %8d ms  %6d ms   %6.2fx   (against the hello app'"'"'s window)\n", mp, hw, mp / hw
    printf "  resident memory  %8.0f MiB %6.0f MiB  %6.2fx   (Mailroom: a second after its first rows)\n", mr / 1024, hr / 1024, mr / hr
    shown = slowest < latency
    printf "  the copy before the network: rows on view %d ms after the launch at the latest, the sandbox answering %d ms late: %s\n", \
        slowest, latency, shown ? "every start showed the copy before an answer could come" : "MISSED, a start showed its rows no sooner than an answer could come"
    printf "  starts whose refresh asked for the list meanwhile: %d of %d%s\n", asking, runs, (asking > 0 ? "" : " (MISSED: none asked the network)")
    exit shown && asking > 0 ? 0 : 1
  }'
  exit $?
fi

: >"$work/mailroom.txt"
: >"$work/hello.txt"
: >"$work/before.txt"
echo "bench: load average at start $(cat /proc/loadavg)"
for i in $(seq 1 "$runs"); do
  start "$hello" window >>"$work/hello.txt"
  # With --against, the two Mailroom images take turns at coming first, so that neither always follows the hello app.
  if [ -n "$before" ] && [ $((i % 2)) -eq 0 ]; then
    start "$before" contacts >>"$work/before.txt"
    start "$mailroom" contacts >>"$work/mailroom.txt"
  else
    start "$mailroom" contacts >>"$work/mailroom.txt"
    if [ -n "$before" ]; then start "$before" contacts >>"$work/before.txt"; fi
  fi
  echo "bench: run $i/$runs  hello $(tail -1 "$work/hello.txt" | cut -d' ' -f1,2)  mailroom $(tail -1 "$work/mailroom.txt")${before:+  before $(tail -1 "$work/before.txt")}  (window ms, KiB; first page ms, chrome ms)"
done

echo "bench: load average at the end $(cat /proc/loadavg)"

# What jpackage's own launcher adds to every start, from its package-manager queries, which bin/mailroom leaves out.
version_ms() {
  local t0
  t0=$(date +%s%3N)
  "$1" --version >/dev/null 2>&1
  echo $(($(date +%s%3N) - t0))
}
jv=$(for i in $(seq 1 "$runs"); do version_ms target/installer/image/Mailroom/bin/Mailroom; done | median)
sv=$(for i in $(seq 1 "$runs"); do version_ms "$mailroom"; done | median)

mw=$(cut -d' ' -f1 "$work/mailroom.txt" | median); mr=$(cut -d' ' -f2 "$work/mailroom.txt" | median)
mp=$(cut -d' ' -f3 "$work/mailroom.txt" | median); mc=$(cut -d' ' -f4 "$work/mailroom.txt" | median)
hw=$(cut -d' ' -f1 "$work/hello.txt" | median); hr=$(cut -d' ' -f2 "$work/hello.txt" | median)
awk -v runs="$runs" -v mp="$mp" -v mc="$mc" -v jv="$jv" -v sv="$sv" -v mw="$mw" -v mr="$mr" -v hw="$hw" -v hr="$hr" 'BEGIN {
  tw = mw / hw; tr = mr / hr
  printf "cold start, median of %d starts each (packaged launchers, Xvfb)\n", runs
  printf "                       Mailroom      hello     ratio   target\n"
  printf "  time to window   %8d ms  %6d ms   %6.2fx   <= 1.25x %s\n", mw, hw, tw, (tw <= 1.25 ? "met" : "MISSED")
  printf "  resident memory  %8.0f MiB %6.0f MiB  %6.2fx   <= 1.60x %s\n", mr / 1024, hr / 1024, tr, (tr <= 1.6 ? "met" : "MISSED")
  printf "  (Mailroom: memory once its first page of contacts is on view; hello: once its window is shown)\n"
  printf "  Mailroom'"'"'s menus, navigation and status bar, which follow its first frame: %d ms (no target)\n", mc
  printf "  Mailroom'"'"'s first page of contacts on view: %d ms (no target)\n", mp
  printf "  mailroom --version: %d ms through jpackage'"'"'s launcher (bin/Mailroom), %d ms through bin/mailroom\n", jv, sv
  exit (tw <= 1.25 && tr <= 1.6) ? 0 : 1
}' || missed=1
if [ -n "$before" ]; then
  bw=$(cut -d' ' -f1 "$work/before.txt" | median); br=$(cut -d' ' -f2 "$work/before.txt" | median)
  bp=$(cut -d' ' -f3 "$work/before.txt" | median)
  # Pair by pair (the starts of one run next to each other): in how many this tree's came sooner.
  sooner() { paste -d' ' <(cut -d' ' -f"$1" "$work/mailroom.txt") <(cut -d' ' -f"$1" "$work/before.txt") | awk '$1 < $2' | wc -l; }
  sw=$(sooner 1); sp=$(sooner 3)
  awk -v at="${against:0:10}" -v mw="$mw" -v mr="$mr" -v mp="$mp" -v bw="$bw" -v br="$br" -v bp="$bp" \
      -v sw="$sw" -v sp="$sp" -v runs="$runs" 'BEGIN {
    printf "against the image of %s, started alternately with this one\n", at
    printf "                       this tree     %s   ratio\n", at
    printf "  time to window   %8d ms  %8d ms   %6.2fx   (this tree sooner in %d of %d pairs)\n", mw, bw, mw / bw, sw, runs
    printf "  resident memory  %8.0f MiB %8.0f MiB  %6.2fx\n", mr / 1024, br / 1024, mr / br
    printf "  first page       %8d ms  %8d ms   %6.2fx   (this tree sooner in %d of %d pairs)\n", mp, bp, mp / bp, sp, runs
  }'
fi
exit ${missed:-0}
