#!/usr/bin/env bash
# Gives a jpackage app image a class-data-sharing archive (AppCDS), so that it starts faster:
# starts the app once from the image's own runtime (on a virtual X display when there is none),
# waits until it reports the startup mark named (MAILROOM_STARTUP_MARKS), ends it, dumps every
# class it loaded into lib/app/<name>.jsa and tells the launcher to map it.
#
#   cds-archive.sh IMAGE_DIR LAUNCHER_NAME MODULE/MAIN_CLASS MARK
#
# The launcher's own JVM options are used for both runs: CDS refuses an archive made with others.
set -euo pipefail

image=$1 name=$2 main=$3 mark=$4
runtime=$image/lib/runtime
cfg=$image/lib/app/$name.cfg
archive=$(echo "$name" | tr '[:upper:]' '[:lower:]').jsa
[ -x "$runtime/bin/java" ] && [ -f "$cfg" ] || { echo "cds: $image is not an app image with a runtime" >&2; exit 1; }
mapfile -t options < <(sed -n 's/^java-options=//p' "$cfg" | grep -v -e '^-Djpackage' -e '^-XX:SharedArchiveFile')

work=$(mktemp -d)
xvfb=
cleanup() {
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ -z "${DISPLAY:-}" ]; then
  command -v Xvfb >/dev/null || { echo "cds: no display and no Xvfb: install xvfb to build the archive" >&2; exit 1; }
  for n in $(seq 90 120); do [ -e "/tmp/.X11-unix/X$n" ] || break; done
  Xvfb ":$n" -screen 0 1280x800x24 >/dev/null 2>&1 &
  xvfb=$!
  export DISPLAY=":$n"
  for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
fi

# A first start as a new person would make it: empty preferences, data and home, the built-in sandbox
# (Java takes its home from the password database, not HOME: the preferences are pointed away explicitly).
mkdir -p "$work/home"
HOME="$work/home" XDG_DATA_HOME="$work/home/data" MAILROOM_STARTUP_MARKS="$work/marks" \
  "$runtime/bin/java" -XX:DumpLoadedClassList="$work/classes.lst" "${options[@]}" \
  -Djava.util.prefs.userRoot="$work/prefs" -m "$main" >"$work/run.log" 2>&1 &
app=$!
for _ in $(seq 1 600); do
  grep -q "^$mark " "$work/marks" 2>/dev/null && break
  kill -0 "$app" 2>/dev/null || { cat "$work/run.log" >&2; echo "cds: the app ended before '$mark'" >&2; exit 1; }
  sleep 0.1
done
grep -q "^$mark " "$work/marks" 2>/dev/null || { echo "cds: no '$mark' mark within 60 s" >&2; kill "$app"; exit 1; }
# A moment more, so the classes of the frames drawn after the mark are in the list too.
sleep 1
kill -TERM "$app"
wait "$app" || true

"$runtime/bin/java" -Xshare:dump -XX:SharedClassListFile="$work/classes.lst" \
  -XX:SharedArchiveFile="$image/lib/app/$archive" "${options[@]}" -m "$main" >"$work/dump.log" 2>&1 \
  || { cat "$work/dump.log" >&2; echo "cds: dumping the archive failed" >&2; exit 1; }
sed -i '/^java-options=-XX:SharedArchiveFile=/d' "$cfg"
echo "java-options=-XX:SharedArchiveFile=\$APPDIR/$archive" >> "$cfg"
echo "cds: $image/lib/app/$archive ($(du -h "$image/lib/app/$archive" | cut -f1), $(wc -l < "$work/classes.lst") classes)"
