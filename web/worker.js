// The engine's thread: the page posts the game as a PGN record and the
// level; the worker reports every iteration of the search (depth, score,
// principal variation) and then the best move. The search is bounded by
// nodes (there is no clock in WebAssembly), so it always ends; the page
// stops a search it no longer wants by terminating the worker.
"use strict";
importScripts("variants_web.js");

const ready = wasm_bindgen({ module_or_path: "variants_web_bg.wasm" });

onmessage = async (event) => {
  const { id, game, pgn, level } = event.data;
  await ready;
  let session;
  try {
    session = wasm_bindgen.Session.from_pgn(game, pgn);
    const report = (info) => postMessage({ id, info: JSON.parse(info) });
    const done = JSON.parse(session.analyse(level, report));
    postMessage({ id, best: done.best, info: done.info });
  } catch (e) {
    postMessage({ id, error: String(e) });
  } finally {
    if (session) session.free();
  }
};
