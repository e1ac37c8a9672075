#!/usr/bin/env bash
# Builds the static site into web/dist/: the variants-web crate compiled to
# WebAssembly, its wasm-bindgen glue (`--target no-modules`, which a classic
# page script and a Web Worker can both load) and the page's files.
#
# Needs the wasm32-unknown-unknown target and wasm-bindgen-cli of exactly the
# version crates/variants-web/Cargo.toml pins (`wasm-bindgen = "=X.Y.Z"`, the
# one place it is written): this script adds the target and installs the tool
# when they are missing. Installing the tool compiles it from source, about
# 10 minutes on 2 cores, once; later builds take about a minute.
# Serve it with: python3 -m http.server -b 127.0.0.1 -d web/dist  (wasm needs http://)
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}

version=$(sed -n 's/^wasm-bindgen = "=\(.*\)"$/\1/p' crates/variants-web/Cargo.toml)
if [ -z "$version" ]; then
  echo "error: crates/variants-web/Cargo.toml does not pin wasm-bindgen (wasm-bindgen = \"=X.Y.Z\")" >&2
  exit 2
fi
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d ' ' -f 2)" != "$version" ]; then
  echo "installing wasm-bindgen-cli $version (compiled from source: about 10 minutes on 2 cores, once)"
  # A quick build of the tool (it still takes well under a second on our
  # .wasm): no LTO, opt-level 1, no debug info. --locked first; without it
  # if a version pinned in the tool's own lock file is missing from the
  # registry (as one is on some mirrors).
  (
    export CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false \
      CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=0
    log=$(mktemp)
    if ! cargo install wasm-bindgen-cli --version "$version" --locked 2>"$log"; then
      # Said in one line, not as cargo's red error, since it is expected.
      echo "the tool's lock file names a crate version this registry lacks ($(grep -m1 -o 'requirement `[^`]*`' "$log" || echo 'see cargo'));" \
        "installing it without --locked"
      cargo install wasm-bindgen-cli --version "$version"
    fi
    rm -f "$log"
  )
fi

# The search recurses once per ply with a position in each frame: give the
# WebAssembly stack 8 MiB (the default is 1 MiB). Only the wasm target sees it.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C link-arg=-zstack-size=8388608"
# wasm-bindgen strips debug info anyway: do not spend time making it.
export CARGO_PROFILE_RELEASE_DEBUG=0
cargo build -p variants-web --release --target wasm32-unknown-unknown
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target no-modules --no-typescript --out-dir web/dist \
  "$target_dir/wasm32-unknown-unknown/release/variants_web.wasm"
cp web/index.html web/app.js web/worker.js web/style.css web/dist/
wasm=$(stat -c %s web/dist/variants_web_bg.wasm)
total=$(du -cb web/dist/* | tail -n 1 | cut -f 1)
gzipped=$(gzip -9 -c web/dist/variants_web_bg.wasm | wc -c)
echo "web/dist: $((total / 1024)) KiB in all; variants_web_bg.wasm $((wasm / 1024)) KiB ($((gzipped / 1024)) KiB gzipped)"
