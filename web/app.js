// The page: the rules run in WebAssembly (variants_web.js, made by
// build.sh); the engine runs in worker.js, so the page never waits for it.
"use strict";

const $ = (id) => document.getElementById(id);

let api;          // the wasm-bindgen exports: Session, catalog
let games = [];   // catalog(): name, sides, options, presets, pieces
let session;      // the game in progress (a Session)
let state;        // session.state(), parsed
let selected = null;   // the square whose piece is picked up
let generation = 0;    // bumped by every change, so stale engine replies are dropped
let engineBusy = false;
const worker = new Worker("worker.js");

function gameInfo(name) {
  return games.find((g) => g.name === name);
}

function fillSelect(select, items) {
  select.innerHTML = "";
  for (const [value, label] of items) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    select.append(option);
  }
}

function showGameChoices() {
  const info = gameInfo($("game").value);
  fillSelect($("preset"), info.presets.map((p, i) => [i === 0 ? "" : p.name, `${p.name}: ${p.meaning}`]));
  const table = $("options");
  table.innerHTML = "";
  for (const o of info.options) {
    const row = table.insertRow();
    row.insertCell().textContent = o.name;
    row.insertCell().textContent = o.values;
    row.insertCell().textContent = o.meaning;
  }
  const legend = $("legend").tBodies[0];
  legend.innerHTML = "";
  for (const p of info.pieces) {
    const row = legend.insertRow();
    row.insertCell().textContent = p.letter;
    row.insertCell().textContent = p.name;
    row.insertCell().textContent = p.moves;
  }
  $("legend").caption && $("legend").caption.remove();
  const caption = $("legend").createCaption();
  caption.textContent = `Upper-case letters are ${info.sides[0]}'s pieces, lower-case ${info.sides[1]}'s.`;
}

function newGame() {
  $("setup-error").textContent = "";
  try {
    const next = new api.Session($("game").value, $("preset").value, $("rules").value, $("start-text").value);
    start(next);
  } catch (e) {
    $("setup-error").textContent = String(e);
  }
}

function start(next) {
  if (session) session.free();
  session = next;
  $("game").value = session.game();
  selected = null;
  update();
}

// Redraws everything from the session, then lets the engine move if it is
// its turn.
function update() {
  generation += 1;
  engineBusy = false;
  $("thinking").hidden = true;
  state = JSON.parse(session.state());
  $("board").innerHTML = session.svg();
  markSquares();
  const info = gameInfo(session.game());
  const side = state.side.charAt(0).toUpperCase() + state.side.slice(1);
  $("status").textContent = state.outcome === "ongoing"
    ? `${side} to move${state.check ? ", in check" : ""}.`
    : "The game is over.";
  $("last-move").textContent = state.last
    ? `Last move ${state.last.text}${state.last.captures.length ? `, capturing ${capturedText(state.last)}` : ""}.`
    : "";
  $("frozen-note").textContent = state.frozen.length ? `Frozen: ${state.frozen.join(", ")}.` : "";
  $("outcome").textContent = state.outcome;
  $("outcome").dataset.outcome = state.outcome;
  const history = $("history");
  history.innerHTML = "";
  state.history.forEach((text, i) => {
    const li = document.createElement("li");
    li.textContent = text;
    li.dataset.ply = i + 1;
    history.append(li);
  });
  history.scrollTop = history.scrollHeight;
  $("position").value = state.position;
  $("undo").disabled = state.history.length === 0;
  $("redo").disabled = state.redo === 0;
  $("chooser").hidden = true;
  document.title = `${info.name}: chess-variants`;
  maybeEngineMove();
}

function squareRect(square) {
  return $("board").querySelector(`rect.sq[data-square="${square}"]`);
}

function mark(square, cls) {
  const rect = squareRect(square);
  if (rect) rect.classList.add(cls);
}

// The last move and what it captured; the picked-up piece and where it can go.
function markSquares() {
  for (const rect of $("board").querySelectorAll("rect.sq")) {
    rect.setAttribute("class", "sq");
  }
  if (state.last) {
    mark(state.last.from, "last-from");
    mark(state.last.to, "last-to");
    state.last.captures.forEach((sq) => mark(sq, "captured"));
  }
  state.frozen.forEach((sq) => mark(sq, "frozen"));
  if (selected) {
    mark(selected, "selected");
    for (const m of state.legal.filter((m) => m.from === selected)) {
      mark(m.to, "dest");
      if (m.captures.length) mark(m.to, "capture");
    }
  }
}

function enginePlays(sideIndex) {
  const mode = $("mode").value;
  return mode === "both" || (mode === "white" && sideIndex === 0) || (mode === "black" && sideIndex === 1);
}

function sideIndex() {
  return gameInfo(session.game()).sides[0].toLowerCase() === state.side ? 0 : 1;
}

function clickSquare(square) {
  if (engineBusy || state.outcome !== "ongoing" || enginePlays(sideIndex())) return;
  if (selected) {
    const moves = state.legal.filter((m) => m.from === selected && m.to === square);
    if (moves.length === 1) return playMove(moves[0].text);
    if (moves.length > 1) return choose(moves);
  }
  selected = square !== selected && state.legal.some((m) => m.from === square) ? square : null;
  $("chooser").hidden = true;
  markSquares();
}

function choose(moves) {
  const list = $("choices");
  list.innerHTML = "";
  for (const m of moves) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.textContent = m.text;
    button.dataset.move = m.text;
    button.addEventListener("click", () => playMove(m.text));
    li.append(button);
    if (m.captures.length) li.append(` captures ${capturedText(m)}`);
    list.append(li);
  }
  $("chooser").hidden = false;
}

// "p on c4, p on e4": the captured pieces' letters and squares.
function capturedText(move) {
  return move.captures.map((sq, i) => `${move.captured[i]} on ${sq}`).join(", ");
}

function playMove(text) {
  try {
    session.play(text);
    $("message").textContent = "";
  } catch (e) {
    $("message").textContent = String(e);
  }
  selected = null;
  update();
}

// The engine gets the game as a record (start, rules and moves), so that
// it sees the same game, repetitions included.
function askEngine() {
  engineBusy = true;
  $("thinking").hidden = false;
  worker.postMessage({ generation, game: session.game(), pgn: session.pgn(), level: Number($("level").value) });
}

function maybeEngineMove() {
  if (state.outcome === "ongoing" && enginePlays(sideIndex())) {
    // A moment's pause, so that self-play can be watched.
    const asked = generation;
    setTimeout(() => { if (asked === generation && !engineBusy) askEngine(); }, $("mode").value === "both" ? 400 : 50);
  }
}

worker.onmessage = (event) => {
  const reply = event.data;
  if (reply.generation !== generation) return; // the game changed meanwhile
  engineBusy = false;
  $("thinking").hidden = true;
  if (reply.error) {
    $("message").textContent = `engine: ${reply.error}`;
  } else {
    playMove(reply.move);
  }
};

function download(name, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

function loadPgn(text) {
  try {
    start(api.Session.from_pgn($("game").value, text));
    showGameChoices();
    $("message").textContent = "";
  } catch (e) {
    $("message").textContent = String(e);
  }
}

async function main() {
  await wasm_bindgen({ module_or_path: "variants_web_bg.wasm" });
  api = wasm_bindgen;
  games = JSON.parse(api.catalog());
  fillSelect($("game"), games.map((g) => [g.name, g.name]));
  fillSelect($("level"), [1, 2, 3, 4, 5, 6, 7].map((n) => [n, String(n)]));
  $("level").value = "3";
  const wanted = new URLSearchParams(location.search).get("game");
  if (wanted && gameInfo(wanted)) $("game").value = wanted;
  showGameChoices();
  $("game").addEventListener("change", () => { showGameChoices(); $("rules").value = ""; $("start-text").value = ""; newGame(); });
  $("preset").addEventListener("change", newGame);
  $("new-game").addEventListener("click", newGame);
  $("board").addEventListener("click", (event) => {
    const rect = event.target.closest("rect.sq");
    if (rect) clickSquare(rect.dataset.square);
  });
  $("choose-cancel").addEventListener("click", () => { $("chooser").hidden = true; selected = null; markSquares(); });
  $("undo").addEventListener("click", () => { if (session.undo()) { selected = null; stopSelfPlay(); update(); } });
  $("redo").addEventListener("click", () => { if (session.redo()) { selected = null; update(); } });
  $("mode").addEventListener("change", () => { generation += 1; engineBusy = false; maybeEngineMove(); });
  $("engine-move").addEventListener("click", () => { if (!engineBusy && state.outcome === "ongoing") askEngine(); });
  $("copy-position").addEventListener("click", () => {
    $("position").select();
    if (navigator.clipboard) navigator.clipboard.writeText(state.position).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
  $("pgn-show").addEventListener("click", () => { $("pgn").value = session.pgn(); });
  $("pgn-save").addEventListener("click", () => download(`${session.game()}.pgn`, session.pgn()));
  $("pgn-load").addEventListener("click", () => loadPgn($("pgn").value));
  $("pgn-file").addEventListener("change", async () => {
    const file = $("pgn-file").files[0];
    if (file) { $("pgn").value = await file.text(); loadPgn($("pgn").value); }
  });
  newGame();
  document.body.dataset.ready = "true";
}

// Undoing while the engine plays itself would only replay: hand the board
// back to the players.
function stopSelfPlay() {
  if ($("mode").value === "both") $("mode").value = "none";
}

main().catch((e) => {
  document.body.dataset.ready = "error";
  $("setup-error").textContent = `could not start: ${e}`;
});
