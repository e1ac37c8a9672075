#!/usr/bin/env bash
# A fuzzing campaign: every target (or the ones named) for N minutes, JOBS at
# a time (niced), each growing its committed corpus in place; then each corpus
# minimised with `cargo fuzz cmin`, and a table per target: executions,
# coverage (libFuzzer's final `cov:` and `ft:`), corpus size before, after the
# run and after cmin, and crashes (files under fuzz/artifacts/TARGET).
#
# Usage: fuzz/campaign.sh [-m MINUTES] [-j JOBS] [-n] [TARGET...]
#   -m MINUTES  time per target (default 30)
#   -j JOBS     targets run at once (default 2: one per core)
#   -n          no cmin (keep the grown corpus as it is)
# Each target runs at `nice -n 19` under /usr/bin/time, so that the table can
# give the CPU minutes it really had (on a busy machine less than its wall
# minutes); fold the table into the ledger, fuzz/CAMPAIGN.md.
# Logs go to fuzz/campaign-logs/TARGET.log (not committed). Exits non-zero if
# any target crashed; the crash inputs are in fuzz/artifacts/TARGET/.
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz
# --locked`). The crates forbid unsafe code, so no sanitizer (`-s none`).
# The targets that read their input as choices (`*_play`, `*_setup`,
# `*_differential`: a byte picks a move or a piece, taken modulo a count) are
# built without comparison tracing (`--no-trace-compares`, in
# target/no-trace-compares): tracing spent about two thirds of their time
# and finds nothing in a byte taken modulo a count; the text targets keep it,
# since it is what solves the keywords and letters of a parser.
set -euo pipefail
cd "$(dirname "$0")"

minutes=30
jobs=2
minimise=1
while getopts "m:j:nh" opt; do
  case $opt in
    m) minutes=$OPTARG ;;
    j) jobs=$OPTARG ;;
    n) minimise=0 ;;
    *) sed -n '2,16p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

# The cargo-fuzz flags of a target's build flavour (see above).
flavour() {
  case $1 in
    *_play | *_setup | *_differential) echo "-s none --no-trace-compares --target-dir target/no-trace-compares" ;;
    *) echo "-s none" ;;
  esac
}
export -f flavour

cargo +nightly fuzz build -s none
cargo +nightly fuzz build -s none --no-trace-compares --target-dir target/no-trace-compares
if [ $# -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cargo +nightly fuzz list)
fi
logs=campaign-logs
mkdir -p "$logs"

run_one() {
  local target=$1 seconds=$2 logs=$3
  mkdir -p "corpus/$target" "artifacts/$target"
  ls "corpus/$target" | wc -l >"$logs/$target.before"
  # libFuzzer exits non-zero on a crash; the table reports it.
  /usr/bin/time -f '%U %S' -o "$logs/$target.cpu" \
    nice -n 19 cargo +nightly fuzz run $(flavour "$target") "$target" "corpus/$target" -- \
    -max_total_time="$seconds" -rss_limit_mb=4096 -print_final_stats=1 \
    >"$logs/$target.log" 2>&1 && echo 0 >"$logs/$target.status" ||
    echo $? >"$logs/$target.status"
}
export -f run_one

printf '%s\n' "${targets[@]}" |
  xargs -P "$jobs" -I{} bash -c 'run_one "$1" "$2" "$3"' _ {} $((minutes * 60)) "$logs"

failed=0
printf '%-30s %8s %12s %9s %8s %8s %8s %8s %8s %8s\n' target cpu_min executions exec/cpu-s cov ft before grown cmin crashes
for target in "${targets[@]}"; do
  log=$logs/$target.log
  grown=$(ls "corpus/$target" | wc -l)
  if [ "$minimise" = 1 ]; then
    # cmin keeps only inputs that add coverage; the regression-* inputs of
    # past findings stay whatever it decides (tests/fuzz_corpus.rs replays them).
    kept=$(mktemp -d)
    find "corpus/$target" -maxdepth 1 -name 'regression-*' -exec cp {} "$kept/" \;
    nice -n 19 cargo +nightly fuzz cmin $(flavour "$target") "$target" "corpus/$target" \
      >"$logs/$target.cmin.log" 2>&1 || echo "cmin of $target failed: see $logs/$target.cmin.log" >&2
    cp -n "$kept"/regression-* "corpus/$target/" 2>/dev/null || true
    rm -rf "$kept"
  fi
  execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo '?')
  last=$(grep -E '^#[0-9]+.*cov: [0-9]+' "$log" | tail -n 1)
  cov=$(echo "$last" | grep -Eo 'cov: [0-9]+' | grep -Eo '[0-9]+' || echo '?')
  ft=$(echo "$last" | grep -Eo 'ft: [0-9]+' | grep -Eo '[0-9]+' || echo '?')
  # slow-unit-* files are inputs that ran long (a loaded machine), not crashes.
  crashes=$(find "artifacts/$target" -type f ! -name 'slow-unit-*' | wc -l)
  status=$(cat "$logs/$target.status")
  if [ "$status" != 0 ] || [ "$crashes" != 0 ]; then
    failed=1
    crashes="$crashes(exit $status)"
  fi
  cpu=$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.1f", ($1 + $2) / 60 }' "$logs/$target.cpu" 2>/dev/null)
  # Executions per CPU-second: on a busy machine the fair rate (libFuzzer's
  # own exec/s divides by wall time).
  rate=$(awk -v n="$execs" '/^[0-9.]+ [0-9.]+$/ && $1 + $2 > 0 && n ~ /^[0-9]+$/ { printf "%.0f", n / ($1 + $2) }' "$logs/$target.cpu" 2>/dev/null)
  printf '%-30s %8s %12s %9s %8s %8s %8s %8s %8s %8s\n' "$target" "${cpu:-?}" "$execs" "${rate:-?}" "$cov" "$ft" \
    "$(cat "$logs/$target.before")" "$grown" "$(ls "corpus/$target" | wc -l)" "$crashes"
done
exit $failed
