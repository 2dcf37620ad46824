# Sourced by .ci/run and benchmarks/cold-start.sh: find_jdk25 prints the JDK to use,
# JAVA_HOME if it is 25 or newer, else the first /usr/lib/jvm/temurin-25*; fails when there is none.
find_jdk25() {
  local candidate version
  for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25*; do
    [ -n "$candidate" ] && [ -x "$candidate/bin/java" ] || continue
    version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$candidate/release" 2>/dev/null || true)
    if [ -n "$version" ] && [ "$version" -ge 25 ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}
