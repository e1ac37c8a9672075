// The page: the rules run in WebAssembly (variants_web.js, made by
// build.sh); the engine runs in worker.js, so the page never waits for it.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG_NS = "http://www.w3.org/2000/svg";
const CELL = 40; // a square's side in the diagram's units
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
let infoSquare = null; // the square the piece line describes
let focusLevel = null; // Dragonchess on a wide screen: the level shown large

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

// The games as a reader names them (the selector's values are the CLI's).
const GAME_LABELS = {
  dragonchess: "Dragonchess",
  "grant-acedrex": "Grant Acedrex",
  cheskers: "Cheskers",
  baroque: "Baroque chess (Ultima)",
};

// The presets named after their sources, as a reader knows them (the
// selector's values stay the CLI's names); one not listed here is named
// from its key ("new_source": "New source").
const PRESET_LABELS = {
  "dragonchess default": "Gygax",
  "grant-acedrex cazaux_musser": "Cazaux & Musser",
  "grant-acedrex murray": "Murray",
  "grant-acedrex cazaux_cvp": "Cazaux (chessvariants.com)",
  "grant-acedrex ludii": "Ludii",
  "grant-acedrex fairymax": "Fairy-Max",
  "cheskers default": "Golomb",
  "baroque abbott": "Abbott",
  "baroque wikipedia": "Wikipedia",
};

function presetLabel(game, preset, first) {
  const label = PRESET_LABELS[`${game} ${preset.name}`] || capitalise(preset.name.replace(/_/g, " "));
  return first ? `${label} (default)` : label;
}

function showGameChoices() {
  const info = gameInfo($("game").value);
  opponentsShown = "";
  fillSelect($("preset"), info.presets.map((p, i) => [i === 0 ? "" : p.name, presetLabel(info.name, p, i === 0)]));
  info.presets.forEach((p, i) => { $("preset").options[i].title = p.meaning; });
  showPresetAbout();
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

// What the chosen preset is: its meaning, in full, under the selector.
function showPresetAbout() {
  const info = gameInfo($("game").value);
  const preset = info.presets.find((p, i) => (i === 0 ? "" : p.name) === $("preset").value) || info.presets[0];
  $("preset-about").textContent = capitalise(preset.meaning);
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
  const before = session ? session.game() : null;
  if (session) session.free();
  session = next;
  // Another game (a record of it loaded): its presets and pieces.
  if ($("game").value !== session.game() || before !== session.game()) {
    $("game").value = session.game();
    showGameChoices();
    focusLevel = null;
  }
  selected = null;
  cursor = null;
  infoSquare = null;
  $("piece-info").textContent = "";
  $("move-error").textContent = "";
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
  showPresetAbout();
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

// The level a square is on (Dragonchess's "2e4": 2), or null on flat boards.
function levelOf(square) {
  const level = /^(\d)[a-z]/.exec(square);
  return level ? Number(level[1]) : null;
}

// Redraws everything from the session, then lets the engine move if it is
// its turn.
function update() {
  generation += 1;
  stopEngine();
  // The analysis was of the position before: it goes.
  hideAnalysis();
  state = JSON.parse(session.state());
  drawBoard();
  const info = gameInfo(session.game());
  const over = state.outcome !== "ongoing";
  const waiting = !over && enginePlays(sideIndex()) && engineHeld;
  $("status").textContent = over
    ? `${capitalise(state.outcome)}.`
    : `${capitalise(state.side)} to move${state.check ? ", in check" : ""}${waiting ? " (the engine waits: press Engine move)" : ""}.`;
  $("status").classList.toggle("over", over);
  $("last-move").textContent = state.last
    ? `Last move ${state.last.text}${state.last.captures.length ? `, capturing ${capturedText(state.last)}` : ""}.`
    : "";
  $("frozen-note").textContent = state.frozen.length ? `Frozen: ${state.frozen.join(", ")}.` : "";
  $("outcome").textContent = state.outcome;
  $("outcome").dataset.outcome = state.outcome;
  showHistory();
  $("position").value = state.position;
  $("undo").disabled = undoPlies() === 0;
  $("redo").disabled = state.redo === 0;
  $("engine-move").disabled = over;
  $("analyse").disabled = over;
  $("move-text").disabled = over;
  $("chooser").hidden = true;
  showOpponents();
  // The piece line follows the square it describes.
  $("piece-info").textContent = infoSquare ? pieceInfo(infoSquare) : "";
  document.title = `${info.name}: chess-variants`;
  saveGame();
  maybeEngineMove();
}

// Move pairs with their numbers as the game record writes them: a pair
// per move of the side that moves first in the game, "12." (a game from a
// position text counts on from its move number; when the other side moves
// first, its move stands alone at the right of "1.").
function showHistory() {
  const list = $("history");
  list.innerHTML = "";
  let row = null;
  state.history.forEach((text, i) => {
    const number = state.numbers[i];
    const second = number.endsWith("...");
    if (!second || !row) {
      row = document.createElement("div");
      row.className = "pair";
      row.setAttribute("role", "listitem");
      const label = document.createElement("span");
      label.className = "number";
      label.textContent = second ? number.slice(0, -2) : number;
      row.append(label);
      list.append(row);
      if (second) {
        const blank = document.createElement("span");
        blank.className = "ply blank";
        blank.textContent = "…";
        row.append(blank);
      }
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
  const board = $("board");
  const text = session.board(stacked() || levels() > 1, flipped, $("letters").checked);
  const focus = levels() > 1 && !stacked();
  board.classList.toggle("focus", focus);
  if (focus) {
    drawLevels(text);
  } else {
    board.innerHTML = text;
    const svg = board.querySelector("svg");
    prepareSvg(svg);
    const view = svg.viewBox.baseVal;
    $("board-column").style.setProperty("--ratio", view.width / view.height);
  }
  markSquares();
  if (lastAnalysis && lastAnalysis.generation === generation) drawArrow(lastAnalysis.info.best);
}

function levels() {
  return gameInfo(session.game()).levels || 1;
}

function prepareSvg(svg) {
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "presentation");
  for (const rect of svg.querySelectorAll("rect.sq")) {
    rect.id = `sq-${rect.dataset.square}`;
    rect.setAttribute("role", "button");
  }
  // The layer of move marks: over the squares, under the pieces.
  const marks = document.createElementNS(SVG_NS, "g");
  marks.setAttribute("class", "marks");
  const pieces = svg.querySelector("g.pieces");
  svg.insertBefore(marks, pieces);
}

// Dragonchess on a wide screen: the stacked diagram drawn once per level,
// each cut down to its level (so the keyboard's up and down still cross
// from level to level as on the stacked board); the focused level large,
// the other two beside it, small, top level first.
function drawLevels(text) {
  const board = $("board");
  const count = levels();
  if (!focusLevel) focusLevel = Math.min(2, count);
  board.innerHTML = '<div class="main"></div><div class="side"></div>';
  let ratio = 1;
  for (let level = count; level >= 1; level -= 1) {
    const holder = document.createElement("div");
    holder.className = `level ${level === focusLevel ? "big" : "small"}`;
    holder.dataset.level = level;
    holder.innerHTML = text;
    const svg = holder.querySelector("svg");
    // Only this level's squares and pieces, so that every square is once
    // on the page.
    for (const el of svg.querySelectorAll("rect.sq, g.piece")) {
      if (levelOf(el.dataset.square) !== level) el.remove();
    }
    const rects = [...svg.querySelectorAll("rect.sq")];
    const xs = rects.map((r) => Number(r.getAttribute("x")));
    const ys = rects.map((r) => Number(r.getAttribute("y")));
    const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
    const [x1, y1] = [Math.max(...xs) + CELL, Math.max(...ys) + CELL];
    // The caption (the diagram's last text, under the bottom level) under
    // each level; only the large level's shows.
    const texts = svg.querySelectorAll("text");
    const caption = texts[texts.length - 1];
    caption.setAttribute("x", x0);
    caption.setAttribute("y", y1 + 42);
    caption.classList.add("caption");
    // The other levels' names, now within this level's view, go.
    for (const text of svg.querySelectorAll(":scope > text")) {
      const y = Number(text.getAttribute("y"));
      if (text !== caption && (y < y0 - 30 || y > y1 + 20)) text.remove();
    }
    // Room for the rank numbers on the left, the level's name above, the
    // file letters and the caption below.
    const view = [x0 - 26, y0 - 30, x1 - x0 + 36, y1 - y0 + 82];
    svg.setAttribute("viewBox", view.join(" "));
    ratio = view[2] / view[3];
    prepareSvg(svg);
    board.querySelector(".side").append(holder);
  }
  placeLevels();
  // The large level takes 7 parts of the width in 10.
  $("board-column").style.setProperty("--ratio", ratio / 0.7);
}

// The focused level into the large place, the others beside it, top level
// first. The drawings are moved, not redrawn, so that a square stays the
// same element (a drag, the keyboard's cursor).
function placeLevels() {
  const board = $("board");
  const holders = [...board.querySelectorAll(".level")]
    .sort((a, b) => Number(b.dataset.level) - Number(a.dataset.level));
  for (const holder of holders) {
    const big = Number(holder.dataset.level) === focusLevel;
    holder.className = `level ${big ? "big" : "small"}`;
    holder.title = big ? "" : `Show level ${holder.dataset.level} large`;
    board.querySelector(big ? ".main" : ".side").append(holder);
  }
}

// Brings a level forward (Dragonchess on a wide screen).
function showLevel(level) {
  if (!level || !$("board").classList.contains("focus") || level === focusLevel) return;
  focusLevel = level;
  placeLevels();
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
  return rect;
}

// A move's mark on its square, as lichess draws them: a dot on a square
// the piece moves to, a ring round one where it captures.
function moveMark(rect, captures) {
  const marks = rect.ownerSVGElement.querySelector("g.marks");
  const circle = document.createElementNS(SVG_NS, "circle");
  circle.setAttribute("cx", Number(rect.getAttribute("x")) + CELL / 2);
  circle.setAttribute("cy", Number(rect.getAttribute("y")) + CELL / 2);
  circle.setAttribute("r", captures ? CELL / 2 - 2.6 : CELL * 0.15);
  circle.setAttribute("class", captures ? "ring" : "dot");
  circle.dataset.square = rect.dataset.square;
  marks.append(circle);
}

const MARKS = ["last-from", "last-to", "captured", "frozen", "selected", "dest", "capture", "check", "cursor", "hover", "best"];

// The last move and what it captured; a king in check; the picked-up
// piece and where it can go; the keyboard's square. They colour the
// squares under the pieces, and the moves' marks lie between the two.
function markSquares() {
  for (const rect of $("board").querySelectorAll("rect.sq")) rect.classList.remove(...MARKS);
  for (const marks of $("board").querySelectorAll("g.marks")) marks.replaceChildren();
  if (state.last) {
    mark(state.last.from, "last-from");
    mark(state.last.to, "last-to");
    // Pieces taken elsewhere than where the mover landed (Cheskers' jumps,
    // Baroque's pincers): shown taken.
    state.last.captures.filter((sq) => sq !== state.last.to).forEach((sq) => mark(sq, "captured"));
  }
  if (state.checked) mark(state.checked, "check");
  state.frozen.forEach((sq) => mark(sq, "frozen"));
  if (selected) {
    mark(selected, "selected");
    const seen = new Set();
    for (const m of state.legal.filter((m) => m.from === selected)) {
      if (seen.has(m.to)) continue;
      seen.add(m.to);
      const captures = state.legal.some((o) => o.from === selected && o.to === m.to && o.captures.length);
      const rect = mark(m.to, "dest");
      if (!rect) continue;
      if (captures) rect.classList.add("capture");
      moveMark(rect, captures);
    }
  }
  if (cursor) mark(cursor, "cursor");
}

// ---- the piece under the pointer: its name and how it moves ----

// "e4: White pawn: ..." (the square's tooltip), or "e4, empty".
function pieceInfo(square) {
  const rect = squareRect(square);
  if (!rect) return "";
  const title = rect.querySelector("title");
  return title ? `${square}: ${title.textContent}` : rect.getAttribute("aria-label");
}

// The pointer over a piece, or pressing it: the line names it.
function showPieceInfo(square) {
  const rect = squareRect(square);
  if (rect && rect.querySelector("title")) {
    infoSquare = square;
    $("piece-info").textContent = pieceInfo(square);
  }
}

// ---- moving: clicks, drags and the keyboard ----

function enginePlays(sideIndex) {
  const mode = $("mode").value;
  return mode === "both" || (mode === "white" && sideIndex === 0) || (mode === "black" && sideIndex === 1);
}

function sideIndex() {
  return gameInfo(session.game()).sides[0].toLowerCase() === state.side ? 0 : 1;
}

// The player moves only their own pieces: never the engine's, even while
// it waits after an undo.
function playerMayMove() {
  return state.outcome === "ongoing" && !enginePlays(sideIndex()) && !(search && search.play);
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
    $("move-error").textContent = "";
    engineHeld = false;
  } catch (e) {
    $("move-error").textContent = String(e);
  }
  selected = null;
  update();
}

// The coordinates of a pointer event in `svg`'s user units.
function svgPoint(event, svg) {
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
  const isMove = selected && selected !== square && state.legal.some((m) => m.from === selected && m.to === square);
  const movable = playerMayMove() && state.legal.some((m) => m.from === square);
  // A small level (Dragonchess): a press that neither makes a move nor
  // picks up a piece brings it forward; a click on a piece does both.
  if (rect.closest(".level.small") && !isMove && !movable) {
    showLevel(levelOf(square));
    event.preventDefault();
    return;
  }
  if (movable && !isMove) {
    const group = pieceGroup(square);
    const svg = rect.ownerSVGElement;
    drag = { from: square, svg, start: svgPoint(event, svg), group, moved: false, base: group && group.getAttribute("transform") };
    $("board").setPointerCapture(event.pointerId);
    event.preventDefault();
  } else {
    drag = { from: null, square };
  }
}

function onPointerMove(event) {
  if (!drag || !drag.from) return;
  const at = svgPoint(event, drag.svg);
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
  if (!was.moved) {
    showLevel(levelOf(was.from));
    return clickSquare(was.from);
  }
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
  if (!rect) return null;
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
  // A square of the board shown (not one of the game before).
  if (!cursor || !squareRect(cursor)) {
    cursor = selected || (state.legal[0] && state.legal[0].from) || $("board").querySelector("rect.sq").dataset.square;
  }
  if (steps[event.key]) {
    cursor = neighbour(cursor, ...steps[event.key]) || cursor;
    // Dragonchess on a wide screen: the cursor's level is shown large.
    if (levelOf(cursor) && levelOf(cursor) !== focusLevel) showLevel(levelOf(cursor));
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
    infoSquare = cursor;
    $("piece-info").textContent = pieceInfo(cursor);
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

// The best move's arrow; from one Dragonchess level shown apart to
// another, its two squares outlined instead.
function drawArrow(best) {
  const old = $("board").querySelector("#best-arrow");
  if (old) old.remove();
  for (const rect of $("board").querySelectorAll("rect.sq.best")) rect.classList.remove("best");
  if (!best) return;
  const from = squareRect(best.from);
  const to = squareRect(best.to);
  if (!from || !to || from === to) return;
  const svg = from.ownerSVGElement;
  if (to.ownerSVGElement !== svg) {
    from.classList.add("best");
    to.classList.add("best");
    return;
  }
  const centre = (r) => [Number(r.getAttribute("x")) + CELL / 2, Number(r.getAttribute("y")) + CELL / 2];
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

// How many moves an undo takes back: one; against the engine, as many as
// bring back the last position where the player is to move (the engine's
// reply and the player's move before it); none when there is no such
// position (only the engine's first move was played).
function undoPlies() {
  const played = state.history.length;
  const mode = $("mode").value;
  if (mode === "none" || mode === "both") return played > 0 ? 1 : 0;
  const first = gameInfo(session.game()).sides[0].toLowerCase();
  for (let back = 1; back <= played; back += 1) {
    // The side that played a move is the side to move once it is undone.
    if (!enginePlays(state.movers[played - back] === first ? 0 : 1)) return back;
  }
  return 0;
}

// Against the engine, an undo takes back the engine's reply and the
// player's move before it, and the engine then waits for the player.
function undoMove() {
  stopEngine();
  if ($("mode").value === "both") $("mode").value = "none";
  const plies = undoPlies();
  if (!plies) return;
  for (let i = 0; i < plies; i += 1) session.undo();
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
  fillSelect($("game"), games.map((g) => [g.name, GAME_LABELS[g.name] || capitalise(g.name)]));
  fillSelect($("level"), [1, 2, 3, 4, 5, 6, 7].map((n) => [n, `level ${n}`]));
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
  $("preset").addEventListener("change", () => { showPresetAbout(); newGame(); });
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
    if (!text) return;
    if (!playerMayMove()) {
      $("move-error").textContent = state.outcome !== "ongoing" ? "the game is over"
        : search && search.play ? "the engine is thinking"
          : `the engine plays ${capitalise(state.side)}: press Engine move, or choose another opponent`;
      return;
    }
    try {
      session.play(text);
      $("move-text").value = "";
      $("move-error").textContent = "";
      engineHeld = false;
      selected = null;
      update();
    } catch (e) {
      $("move-error").textContent = String(e);
    }
  });
  $("choose-cancel").addEventListener("click", () => { $("chooser").hidden = true; selected = null; markSquares(); });
  $("undo").addEventListener("click", undoMove);
  $("redo").addEventListener("click", () => { stopEngine(); if (session.redo()) { selected = null; engineHeld = true; update(); } });
  $("mode").addEventListener("change", () => {
    engineHeld = false;
    stopEngine();
    $("undo").disabled = undoPlies() === 0;
    saveGame();
    maybeEngineMove();
  });
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
