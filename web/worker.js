// The engine's thread: the page posts the game as a PGN record and the
// level; the worker answers with the engine's move text. The search is
// bounded by nodes (there is no clock in WebAssembly), so it always ends.
"use strict";
importScripts("variants_web.js");

const ready = wasm_bindgen({ module_or_path: "variants_web_bg.wasm" });

onmessage = async (event) => {
  const { generation, game, pgn, level } = event.data;
  await ready;
  let session;
  try {
    session = wasm_bindgen.Session.from_pgn(game, pgn);
    postMessage({ generation, move: session.engine_move(level) });
  } catch (e) {
    postMessage({ generation, error: String(e) });
  } finally {
    if (session) session.free();
  }
};
