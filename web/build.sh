#!/usr/bin/env bash
# Builds the static site into web/dist/: the variants-web crate compiled to
# WebAssembly, its wasm-bindgen glue (`--target no-modules`, which a classic
# page script and a Web Worker can both load) and the page's files.
# Needs: rustup target add wasm32-unknown-unknown; wasm-bindgen-cli of the
# same version as the wasm-bindgen crate in Cargo.lock.
# Serve it with: python3 -m http.server -d web/dist  (wasm needs http://)
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}
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
