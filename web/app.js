// The page: the rules run in WebAssembly (variants_web.js, made by
// build.sh); the engine runs in worker.js, so the page never waits for it.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG_NS = "http://www.w3.org/2000/svg";
const STORE = "chess-variants:game";
const SETTINGS = "chess-variants:settings";

let api;          // the wasm-bindgen exports: Session, catalog
let games = [];   // catalog(): name, sides, options, presets, pieces
let session;      // the game in progress (a Session)
let state;        // session.state(), parsed
let selected = null;   // the square whose piece is picked up
let cursor = null;     // the keyboard's square
let flipped = false;
let generation = 0;    // bumped by every change, so stale engine replies are dropped
let engineHeld = false; // after an undo the engine waits until the player moves or asks
let worker = null;
let search = null;     // the search under way: { id, generation, play }
let searchId = 0;
let drag = null;       // a piece being dragged

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

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---- the game's choices: presets, options, the legend, the opponent ----

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
    const icons = row.insertCell();
    icons.className = "icons";
    icons.innerHTML = p.icons.join("");
    row.insertCell().textContent = p.letter;
    row.insertCell().textContent = p.name;
    row.insertCell().textContent = p.moves;
  }
  if ($("legend").caption) $("legend").caption.remove();
  const caption = $("legend").createCaption();
  caption.textContent = `${info.sides[0]}'s pieces on the left, ${info.sides[1]}'s on the right; `
    + `the letters are the position text's, upper case for ${info.sides[0]}.`;
}

// "the engine plays Black (moves first)": the chooser names the sides.
let opponentsShown = "";

function showOpponents() {
  const info = gameInfo(session.game());
  const first = state ? capitalise(state.first) : info.sides[0];
  // Rebuilt only when the sides change, so that a choice being made stays.
  if (opponentsShown === `${info.name} ${first}`) return;
  opponentsShown = `${info.name} ${first}`;
  const label = (i) => `the engine plays ${info.sides[i]}${info.sides[i] === first ? " (moves first)" : ""}`;
  const mode = $("mode").value || "none";
  fillSelect($("mode"), [
    ["none", "none: two players at this board"],
    ["black", label(1)],
    ["white", label(0)],
    ["both", "the engine plays both sides"],
  ]);
  $("mode").value = mode;
}

// ---- starting and restoring games ----

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
  stopEngine();
  if (session) session.free();
  session = next;
  $("game").value = session.game();
  selected = null;
  engineHeld = false;
  hideAnalysis();
  update();
}

// The setup fields follow the game in progress (a loaded record's rules).
function followSetup() {
  if ($("game").value !== session.game()) {
    $("game").value = session.game();
    showGameChoices();
  }
  $("preset").value = state.preset;
  $("rules").value = state.preset_rules;
  $("start-text").value = state.start;
  if (state.preset_rules || state.start) $("more-setup").open = true;
}

// The game as URL parameters: game, preset, rules, start, moves.
function gameParams() {
  const params = new URLSearchParams();
  params.set("game", session.game());
  if (state.preset) params.set("preset", state.preset);
  if (state.preset_rules) params.set("rules", state.preset_rules);
  if (state.start) params.set("start", state.start);
  if (state.history.length) params.set("moves", state.history.join(" "));
  return params;
}

// A game from URL parameters; null when they name none. Moves that do not
// apply are reported and dropped.
function gameFromParams(params) {
  const game = params.get("game");
  if (!game || !gameInfo(game)) return null;
  const next = new api.Session(game, params.get("preset") || "", params.get("rules") || "", params.get("start") || "");
  for (const text of (params.get("moves") || "").split(" ").filter(Boolean)) {
    try {
      next.play(text);
    } catch (e) {
      $("message").textContent = `move ${text}: ${e}`;
      break;
    }
  }
  return next;
}

function saveGame() {
  const params = gameParams();
  history.replaceState(null, "", `?${params}`);
  try {
    localStorage.setItem(STORE, params.toString());
    localStorage.setItem(SETTINGS, JSON.stringify({
      mode: $("mode").value, level: $("level").value, flipped, letters: $("letters").checked,
    }));
  } catch (e) {
    // Storage may be off (private windows): the URL still holds the game.
  }
}

function restoreSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS) || "null");
    if (!saved) return;
    if (saved.level) $("level").value = saved.level;
    flipped = Boolean(saved.flipped);
    $("letters").checked = saved.letters !== false;
    return saved.mode;
  } catch (e) {
    return undefined;
  }
}

// ---- drawing ----

// Dragonchess's three levels one above the other on a narrow screen.
function stacked() {
  return window.matchMedia("(max-width: 760px)").matches;
}

// Redraws everything from the session, then lets the engine move if it is
// its turn.
function update() {
  generation += 1;
  stopEngine();
  state = JSON.parse(session.state());
  drawBoard();
  const info = gameInfo(session.game());
  const over = state.outcome !== "ongoing";
  $("status").textContent = over
    ? `${capitalise(state.outcome)}.`
    : `${capitalise(state.side)} to move${state.check ? ", in check" : ""}.`;
  $("status").classList.toggle("over", over);
  $("last-move").textContent = state.last
    ? `Last move ${state.last.text}${state.last.captures.length ? `, capturing ${capturedText(state.last)}` : ""}.`
    : "";
  $("frozen-note").textContent = state.frozen.length ? `Frozen: ${state.frozen.join(", ")}.` : "";
  $("outcome").textContent = state.outcome;
  $("outcome").dataset.outcome = state.outcome;
  showHistory();
  $("position").value = state.position;
  $("undo").disabled = state.history.length === 0;
  $("redo").disabled = state.redo === 0;
  $("engine-move").disabled = over;
  $("analyse").disabled = over;
  $("move-text").disabled = over;
  $("chooser").hidden = true;
  showOpponents();
  document.title = `${info.name}: chess-variants`;
  saveGame();
  maybeEngineMove();
}

// Move pairs with their numbers, counted from the side that moves first.
function showHistory() {
  const list = $("history");
  list.innerHTML = "";
  let row = null;
  state.history.forEach((text, i) => {
    if (i % 2 === 0) {
      row = document.createElement("div");
      row.className = "pair";
      row.setAttribute("role", "listitem");
      const number = document.createElement("span");
      number.className = "number";
      number.textContent = `${i / 2 + 1}.`;
      row.append(number);
      list.append(row);
    }
    const ply = document.createElement("span");
    ply.className = "ply";
    ply.textContent = text;
    ply.dataset.ply = i + 1;
    if (i === state.history.length - 1) ply.classList.add("current");
    row.append(ply);
  });
  list.scrollTop = list.scrollHeight;
}

function drawBoard() {
  $("board").innerHTML = session.board(stacked(), flipped, $("letters").checked);
  const svg = $("board").querySelector("svg");
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "presentation");
  const view = svg.viewBox.baseVal;
  svg.style.setProperty("--ratio", view.width / view.height);
  for (const rect of svg.querySelectorAll("rect.sq")) {
    rect.id = `sq-${rect.dataset.square}`;
    rect.setAttribute("role", "button");
  }
  $("board").classList.toggle("stacked", stacked() && svg.querySelectorAll("rect.sq").length > 200);
  markSquares();
  if (lastAnalysis && lastAnalysis.generation === generation) drawArrow(lastAnalysis.info.best);
}

function squareRect(square) {
  return $("board").querySelector(`rect.sq[data-square="${square}"]`);
}

function pieceGroup(square) {
  return $("board").querySelector(`g.piece[data-square="${square}"]`);
}

function mark(square, cls) {
  const rect = squareRect(square);
  if (rect) rect.classList.add(cls);
}

// The last move and what it captured; the picked-up piece and where it can
// go; the keyboard's square. All of them colour the squares under the pieces.
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
  if (cursor) mark(cursor, "cursor");
}

// ---- the piece under the pointer: its name and how it moves ----

function pieceInfo(square) {
  const rect = squareRect(square);
  const group = pieceGroup(square);
  if (!rect || !group) return "";
  const title = group.querySelector("title");
  return title ? `${square}: ${title.textContent}` : rect.getAttribute("aria-label");
}

function showPieceInfo(square) {
  const text = pieceInfo(square);
  if (text) $("piece-info").textContent = text;
}

// ---- moving: clicks, drags and the keyboard ----

function enginePlays(sideIndex) {
  const mode = $("mode").value;
  return mode === "both" || (mode === "white" && sideIndex === 0) || (mode === "black" && sideIndex === 1);
}

function sideIndex() {
  return gameInfo(session.game()).sides[0].toLowerCase() === state.side ? 0 : 1;
}

function playerMayMove() {
  return state.outcome === "ongoing" && !(enginePlays(sideIndex()) && !engineHeld) && !(search && search.play);
}

function clickSquare(square) {
  showPieceInfo(square);
  if (!playerMayMove()) return;
  if (selected && tryMove(selected, square)) return;
  selected = square !== selected && state.legal.some((m) => m.from === square) ? square : null;
  $("chooser").hidden = true;
  markSquares();
}

// Plays the move from `from` to `to` (through the chooser when several
// share the squares); false when there is none.
function tryMove(from, to) {
  const moves = state.legal.filter((m) => m.from === from && m.to === to);
  if (moves.length === 1) {
    playMove(moves[0].text);
    return true;
  }
  if (moves.length > 1) {
    choose(moves);
    return true;
  }
  return false;
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
  list.querySelector("button").focus();
}

// "p on c4, p on e4": the captured pieces' letters and squares.
function capturedText(move) {
  return move.captures.map((sq, i) => `${move.captured[i]} on ${sq}`).join(", ");
}

function playMove(text) {
  try {
    session.play(text);
    $("message").textContent = "";
    engineHeld = false;
  } catch (e) {
    $("message").textContent = String(e);
  }
  selected = null;
  update();
}

// The board's coordinates (SVG user units) of a pointer event.
function svgPoint(event) {
  const svg = $("board").querySelector("svg");
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
  return { x: point.x, y: point.y };
}

function squareAt(event) {
  const hit = document.elementsFromPoint(event.clientX, event.clientY).find((el) => el.matches && el.matches("rect.sq"));
  return hit ? hit.dataset.square : null;
}

function onPointerDown(event) {
  const rect = event.target.closest("rect.sq");
  if (!rect || event.button > 0) return;
  const square = rect.dataset.square;
  cursor = null;
  // Long-press (or a press) shows what the piece is.
  showPieceInfo(square);
  if (playerMayMove() && state.legal.some((m) => m.from === square) && !(selected && selected !== square
      && state.legal.some((m) => m.from === selected && m.to === square))) {
    const group = pieceGroup(square);
    drag = { from: square, start: svgPoint(event), group, moved: false, base: group && group.getAttribute("transform") };
    $("board").setPointerCapture(event.pointerId);
    event.preventDefault();
  } else {
    drag = { from: null, square };
  }
}

function onPointerMove(event) {
  if (!drag || !drag.from) return;
  const at = svgPoint(event);
  const dx = at.x - drag.start.x;
  const dy = at.y - drag.start.y;
  if (!drag.moved && Math.hypot(dx, dy) < 6) return;
  if (!drag.moved) {
    drag.moved = true;
    selected = drag.from;
    markSquares();
    if (drag.group) {
      drag.group.classList.add("dragging");
      drag.group.parentNode.append(drag.group); // on top of the other pieces
    }
  }
  if (drag.group) drag.group.setAttribute("transform", `${drag.base} translate(${dx} ${dy})`);
  for (const r of $("board").querySelectorAll("rect.sq.hover")) r.classList.remove("hover");
  const over = squareAt(event);
  if (over) mark(over, "hover");
}

function onPointerUp(event) {
  const was = drag;
  drag = null;
  if (!was) return;
  if (!was.from) return clickSquare(was.square);
  if (!was.moved) return clickSquare(was.from);
  const to = squareAt(event);
  if (to && to !== was.from && tryMove(was.from, to)) return;
  // Dropped off a destination: the piece goes back, still picked up.
  if (was.group) {
    was.group.classList.remove("dragging");
    was.group.setAttribute("transform", was.base);
  }
  selected = was.from;
  markSquares();
}

// The nearest square from `from` in a direction, by where the squares are
// drawn (so the keyboard crosses from one Dragonchess level to the next).
function neighbour(from, dx, dy) {
  const rect = squareRect(from);
  const x = Number(rect.getAttribute("x"));
  const y = Number(rect.getAttribute("y"));
  let best = null;
  let bestDistance = Infinity;
  for (const other of $("board").querySelectorAll("rect.sq")) {
    const ox = Number(other.getAttribute("x")) - x;
    const oy = Number(other.getAttribute("y")) - y;
    const along = ox * dx + oy * dy;
    const across = Math.abs(ox * dy) + Math.abs(oy * dx);
    if (along <= 0 || across > 0) continue;
    if (along < bestDistance) { bestDistance = along; best = other.dataset.square; }
  }
  return best || from;
}

function onBoardKey(event) {
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (!cursor) cursor = selected || (state.legal[0] && state.legal[0].from) || $("board").querySelector("rect.sq").dataset.square;
  if (steps[event.key]) {
    cursor = neighbour(cursor, ...steps[event.key]);
  } else if (event.key === "Enter" || event.key === " ") {
    clickSquare(cursor);
  } else if (event.key === "Escape") {
    selected = null;
  } else {
    return;
  }
  event.preventDefault();
  if (!$("board").querySelector("svg")) return;
  markSquares();
  const rect = squareRect(cursor);
  if (rect) {
    $("board").setAttribute("aria-activedescendant", rect.id);
    $("piece-info").textContent = pieceInfo(cursor) || rect.getAttribute("aria-label");
  }
}

// ---- the engine: moves and analysis in the worker ----

function makeWorker() {
  worker = new Worker("worker.js");
  worker.onmessage = onEngineMessage;
}

// Ends the search under way, if any, with its worker: a search of a
// position nobody looks at any more must not slow the next one.
function stopEngine() {
  if (search) {
    worker.terminate();
    makeWorker();
    search = null;
  }
  $("thinking").hidden = true;
}

// The engine gets the game as a record (start, rules and moves), so that
// it sees the same game, repetitions included. `play`: play its move.
function askEngine(play) {
  stopEngine();
  searchId += 1;
  search = { id: searchId, generation, play };
  $("thinking").hidden = false;
  $("analysis").hidden = false;
  worker.postMessage({ id: searchId, game: session.game(), pgn: session.pgn(), level: Number($("level").value) });
}

function maybeEngineMove() {
  if (state.outcome === "ongoing" && enginePlays(sideIndex()) && !engineHeld) {
    // A moment's pause, so that self-play can be watched.
    const asked = generation;
    setTimeout(() => { if (asked === generation && !search) askEngine(true); }, $("mode").value === "both" ? 400 : 50);
  }
}

let lastAnalysis = null;

function onEngineMessage(event) {
  const reply = event.data;
  if (!search || reply.id !== search.id) return; // a search given up meanwhile
  if (reply.error) {
    search = null;
    $("thinking").hidden = true;
    $("message").textContent = `engine: ${reply.error}`;
    return;
  }
  showAnalysis(reply.info);
  if (reply.best === undefined) return; // an iteration; more to come
  const play = search.play;
  search = null;
  $("thinking").hidden = true;
  if (play) playMove(reply.best);
}

// The evaluation from the first side's point of view: a bar and a number;
// the depth, the principal variation and the best move's arrow.
function showAnalysis(info) {
  lastAnalysis = { generation, info };
  const sides = gameInfo(session.game()).sides;
  $("analysis").hidden = false;
  const cp = info.white_cp;
  const share = 1 / (1 + Math.exp(-cp / 250));
  $("evalfill").style.width = `${(share * 100).toFixed(1)}%`;
  const mate = info.score.startsWith("mate");
  const number = mate
    ? `${cp > 0 ? sides[0] : sides[1]} mates (${info.score})`
    : `${cp >= 0 ? "+" : "−"}${(Math.abs(cp) / 100).toFixed(2)}`;
  $("eval-number").textContent = number;
  $("eval-number").dataset.cp = cp;
  $("eval-depth").textContent = `depth ${info.depth}, ${info.nodes} nodes`;
  $("eval-depth").dataset.depth = info.depth;
  $("pv").textContent = info.pv.length ? `Best line: ${info.pv.join(" ")}` : "";
  drawArrow(info.best);
}

function hideAnalysis() {
  lastAnalysis = null;
  $("analysis").hidden = true;
  for (const id of ["eval-number", "eval-depth", "pv"]) $(id).textContent = "";
  delete $("eval-depth").dataset.depth;
}

function drawArrow(best) {
  const svg = $("board").querySelector("svg");
  if (!svg) return;
  const old = svg.querySelector("#best-arrow");
  if (old) old.remove();
  if (!best) return;
  const from = squareRect(best.from);
  const to = squareRect(best.to);
  if (!from || !to || from === to) return;
  const centre = (r) => [Number(r.getAttribute("x")) + 20, Number(r.getAttribute("y")) + 20];
  const [x1, y1] = centre(from);
  const [x2, y2] = centre(to);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const group = document.createElementNS(SVG_NS, "g");
  group.id = "best-arrow";
  group.dataset.from = best.from;
  group.dataset.to = best.to;
  // Shaft and head drawn along the x axis, then turned into place.
  const shaft = document.createElementNS(SVG_NS, "path");
  const end = Math.max(length - 14, 0);
  shaft.setAttribute("d", `M0 -4 H${end} V-11 L${length} 0 L${end} 11 V4 H0 Z`);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  group.setAttribute("transform", `translate(${x1} ${y1}) rotate(${angle})`);
  group.append(shaft);
  svg.append(group);
}

// ---- undo ----

// Against the engine, an undo takes back the engine's reply and the
// player's move before it, and the engine then waits for the player.
function undoMove() {
  stopEngine();
  if ($("mode").value === "both") $("mode").value = "none";
  if (!session.undo()) return;
  // Back to a position where the player, not the engine, is to move.
  while ($("mode").value !== "none") {
    const now = JSON.parse(session.state());
    const moverIndex = gameInfo(session.game()).sides[0].toLowerCase() === now.side ? 0 : 1;
    if (now.history.length === 0 || !enginePlays(moverIndex) || !session.undo()) break;
  }
  engineHeld = true;
  selected = null;
  hideAnalysis();
  update();
}

// ---- records ----

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
    followSetup();
    $("message").textContent = "";
  } catch (e) {
    $("message").textContent = String(e);
  }
}

function analysePosition() {
  $("setup-error").textContent = "";
  try {
    const next = new api.Session($("game").value, $("preset").value, $("rules").value, $("analyse-text").value);
    $("start-text").value = $("analyse-text").value.trim();
    $("mode").value = "none";
    start(next);
    if (state.outcome === "ongoing") askEngine(false);
  } catch (e) {
    $("message").textContent = String(e);
  }
}

async function main() {
  await wasm_bindgen({ module_or_path: "variants_web_bg.wasm" });
  api = wasm_bindgen;
  games = JSON.parse(api.catalog());
  makeWorker();
  fillSelect($("game"), games.map((g) => [g.name, g.name]));
  fillSelect($("level"), [1, 2, 3, 4, 5, 6, 7].map((n) => [n, String(n)]));
  $("level").value = "3";
  const savedMode = restoreSettings();
  // The URL's game first, then the one kept from the last visit.
  const params = new URLSearchParams(location.search);
  let stored = null;
  try { stored = localStorage.getItem(STORE); } catch (e) { stored = null; }
  const wanted = params.get("game");
  const source = wanted && gameInfo(wanted) ? params : (stored ? new URLSearchParams(stored) : null);
  let first = null;
  try {
    first = source ? gameFromParams(source) : null;
  } catch (e) {
    $("setup-error").textContent = `the saved game: ${e}`;
  }
  $("game").value = first ? first.game() : games[0].name;
  showGameChoices();
  if (savedMode) { fillSelect($("mode"), [[savedMode, savedMode]]); $("mode").value = savedMode; }
  // Restored games start with the engine waiting, so nothing moves unasked.
  if (first) { session = first; state = JSON.parse(session.state()); followSetup(); engineHeld = true; update(); } else newGame();

  $("game").addEventListener("change", () => { showGameChoices(); $("rules").value = ""; $("start-text").value = ""; newGame(); });
  $("preset").addEventListener("change", newGame);
  $("new-game").addEventListener("click", newGame);
  const board = $("board");
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  board.addEventListener("pointerup", onPointerUp);
  board.addEventListener("pointercancel", () => { drag = null; drawBoard(); });
  board.addEventListener("mouseover", (event) => {
    const rect = event.target.closest && event.target.closest("rect.sq");
    if (rect && !drag) showPieceInfo(rect.dataset.square);
  });
  board.addEventListener("keydown", onBoardKey);
  $("flip").addEventListener("click", () => { flipped = !flipped; drawBoard(); saveGame(); });
  $("letters").addEventListener("change", () => { drawBoard(); saveGame(); });
  window.matchMedia("(max-width: 760px)").addEventListener("change", drawBoard);
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-text").value.trim();
    if (!text || !playerMayMove()) return;
    try {
      session.play(text);
      $("move-text").value = "";
      $("message").textContent = "";
      engineHeld = false;
      selected = null;
      update();
    } catch (e) {
      $("message").textContent = String(e);
    }
  });
  $("choose-cancel").addEventListener("click", () => { $("chooser").hidden = true; selected = null; markSquares(); });
  $("undo").addEventListener("click", undoMove);
  $("redo").addEventListener("click", () => { stopEngine(); if (session.redo()) { selected = null; engineHeld = true; update(); } });
  $("mode").addEventListener("change", () => { engineHeld = false; stopEngine(); saveGame(); maybeEngineMove(); });
  $("level").addEventListener("change", saveGame);
  $("engine-move").addEventListener("click", () => {
    if (state.outcome === "ongoing") { engineHeld = false; askEngine(true); }
  });
  $("analyse").addEventListener("click", () => { if (state.outcome === "ongoing") askEngine(false); });
  $("analyse-position").addEventListener("click", analysePosition);
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
  document.body.dataset.ready = "true";
}

main().catch((e) => {
  document.body.dataset.ready = "error";
  $("setup-error").textContent = `could not start: ${e}`;
});
