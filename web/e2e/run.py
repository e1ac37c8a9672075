#!/usr/bin/env python3
"""End-to-end test of the page in headless Chromium, through chromedriver's
W3C WebDriver protocol (standard library only).

It serves web/dist (build it first: web/build.sh), and for each of the four
games loads the page, chooses the game (and, where a scenario says so,
starts from a position text), plays moves by clicking the board's squares
(and the chooser, where several moves share their squares), and after each
move checks that the position text and the last move the page shows are what
the `variants apply` command of the CLI computes for the same moves. Then it
lets the engine (in the Web Worker) move once and checks that too, and saves
a screenshot per game at a desktop's 1280 x 800 (docs/images/web-GAME.png)
and a phone's 390 px (docs/images/web-GAME-phone.png), and one of a king in
check (docs/images/web-check.png).

Besides the games it checks, each against `variants apply`: moves made by
drag and drop, undo against the engine (the player's move and the reply go,
and the engine then waits), the analysis display (evaluation, depth, a
principal variation the CLI accepts, the best-move arrow), the game in the
URL, the game kept across a reload, a loaded record's preset, and the phone
layout (no horizontal overflow at 390 px, squares measured at 28 px or more).
It serves the page with the README's own command (and checks that it
listens on this machine only), and runs web/build.sh with cargo stubbed to
see how it installs wasm-bindgen-cli when a locked version is missing.

Usage: web/e2e/run.py [--variants PATH] [--screenshots DIR] [--only WORDS]...
PATH is the `variants` binary (default: target/debug/variants under
CARGO_TARGET_DIR or the repository). Prints `N passed, N failed`.
"""

import argparse
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Each scenario: the game, the position text to start from ("" for the start
# position) and the moves as (from square, to square, canonical move text).
# The text is what the chooser offers when several moves share the squares.
# A scenario with "shot" saves the screenshot of its game after that many
# moves, with the piece on "select" picked up to show where it can go.
SCENARIOS = [
    {
        "game": "dragonchess",
        "start": "",
        "moves": [
            ("2e2", "2e3", "W2e2-2e3"),
            ("2e7", "2e6", "W2e7-2e6"),
            # Heroes change level: ground to sky and back.
            ("2c1", "3d2", "H2c1-3d2"),
            ("2c8", "3d7", "H2c8-3d7"),
            ("3d2", "2c3", "H3d2-2c3"),
        ],
        "shot": 5,
        "select": "2f8",
        "drag": True,
    },
    {
        "game": "grant-acedrex",
        "start": "",
        "moves": [
            ("e4", "e5", "e4-e5"),
            ("f9", "f8", "f9-f8"),
            ("e5", "e6", "e5-e6"),
            ("f8", "f7", "f8-f7"),
            ("e6", "f7", "e6xf7"),
        ],
        "shot": 5,
        "select": "g12",
        "selfplay": True,
    },
    {
        "game": "cheskers",
        "start": "",
        "moves": [
            ("b6", "a5", "b6-a5"),
            ("c3", "b4", "c3-b4"),
            # A jump: the man on a5 captures b4.
            ("a5", "c3", "a5xc3"),
        ],
        "shot": 3,
        "select": "d2",
    },
    {
        # A king's chain with two routes that both end on its own square:
        # the chooser offers both, with the men each captures.
        "game": "cheskers",
        "start": "8/2P1P3/8/2P1P3/3k4/8/8/6K1 b 0 1",
        "moves": [
            ("d4", "d4", "d4xb6xd8xf6xd4"),
            ("g1", "f2", "g1-f2"),
            ("d4", "e3", "d4-e3"),
        ],
    },
    {
        # A promotion: the chooser offers king, bishop and camel.
        "game": "cheskers",
        "start": "8/P7/8/8/8/8/8/k5K1 w 0 1",
        "moves": [
            ("a7", "b8", "a7-b8=C"),
            ("a1", "b2", "a1-b2"),
        ],
    },
    {
        # A pincer's move captures three pieces at once, custodian fashion.
        "game": "baroque",
        "start": "7k/8/3P4/3p4/1Pp1pP2/8/8/3P3K w 0 1",
        "moves": [
            ("d1", "d4", "d1-d4xc4,e4,d5"),
            ("h8", "g7", "h8-g7"),
            ("h1", "g2", "h1-g2"),
        ],
        "shot": 1,
        "select": "h8",
    },
    {
        "game": "baroque",
        "start": "",
        "moves": [
            ("e2", "e4", "e2-e4"),
            ("d7", "d5", "d7-d5"),
            ("e1", "e3", "e1-e3"),
        ],
        "drag": True,
    },
]

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, process, what, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with status {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not listen on port {port}")


class WebDriver:
    """The few W3C WebDriver commands the test needs."""

    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"
        chrome = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
        caps = {
            "capabilities": {
                "alwaysMatch": {
                    "browserName": "chrome",
                    "goog:chromeOptions": {
                        "binary": chrome,
                        "args": [
                            "--headless=new",
                            "--no-sandbox",
                            "--disable-gpu",
                            "--disable-dev-shm-usage",
                            "--window-size=1280,800",
                            "--hide-scrollbars",
                        ],
                    },
                }
            }
        }
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            raise RuntimeError(f"WebDriver {method} {path}: {error.read().decode()[:500]}") from None

    def cmd(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def get(self, url):
        self.cmd("POST", "/url", {"url": url})

    def script(self, source, *args):
        return self.cmd("POST", "/execute/sync", {"script": source, "args": list(args)})

    def find(self, css):
        return self.cmd("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def click(self, css):
        self.cmd("POST", f"/element/{self.find(css)}/click", {})

    def type(self, css, text):
        element = self.find(css)
        self.cmd("POST", f"/element/{element}/clear", {})
        self.cmd("POST", f"/element/{element}/value", {"text": text})

    def select(self, css, value):
        self.click(f'{css} option[value="{value}"]')

    def drag(self, from_css, to_css):
        """Presses on one element, moves to another in steps, lets go."""
        frm, to = self.find(from_css), self.find(to_css)
        origin = lambda element: {ELEMENT: element}  # noqa: E731
        self.cmd("POST", "/actions", {"actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "duration": 0, "origin": origin(frm), "x": 0, "y": 0},
                {"type": "pointerDown", "button": 0},
                {"type": "pointerMove", "duration": 150, "origin": origin(to), "x": 3, "y": 2},
                {"type": "pointerMove", "duration": 50, "origin": origin(to), "x": 0, "y": 0},
                {"type": "pointerUp", "button": 0},
            ]}]})
        self.cmd("DELETE", "/actions")

    def keys(self, keys):
        """Presses and releases each key in turn (WebDriver key codes)."""
        actions = []
        for key in keys:
            actions += [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]
        self.cmd("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self.cmd("DELETE", "/actions")

    def resize(self, width, height):
        """Makes the page's viewport `width` x `height` CSS pixels (the
        window is larger by the browser's own frame)."""
        self.cmd("POST", "/window/rect", {"width": width, "height": height})
        inner = self.script("return [window.innerWidth, window.innerHeight];")
        if inner != [width, height]:
            self.cmd("POST", "/window/rect", {"width": 2 * width - inner[0], "height": 2 * height - inner[1]})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.cmd("GET", "/screenshot")))

    def wait(self, source, what, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.script(source)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}")

    def quit(self):
        try:
            self.cmd("DELETE", "")
        except Exception:
            pass


def library_position(variants, game, start, moves, options=()):
    """The position text `variants apply` computes; `options`: more of its
    options (`--preset NAME`, `--rule KEY=VALUE`)."""
    command = [variants, "apply", game] + list(options) + (["--fen", start] if start else []) + list(moves)
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(command)}: {result.stderr.strip()}")
    return result.stdout.strip()


PLIES = "document.querySelectorAll('#history [data-ply]').length"

# WebDriver's codes of the keys the board reads.
KEYS = {"ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015",
        "Enter": "\ue007", "Escape": "\ue00c"}

# Every square the arrow keys reach from the first, each key pressed on
# each square reached (through the board's own key handler).
REACH = """
const board = document.getElementById('board');
const all = [...board.querySelectorAll('rect.sq')].map((r) => r.dataset.square);
const seen = new Set([all[0]]);
const queue = [all[0]];
while (queue.length) {
  const square = queue.shift();
  for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
    cursor = square;
    board.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}));
    if (!seen.has(cursor)) { seen.add(cursor); queue.push(cursor); }
  }
}
cursor = null;
markSquares();
return {all: all.length, missing: all.filter((s) => !seen.has(s))};
"""

# The arrow keys that take the cursor from one square to another (the
# shortest way, as the board's neighbour() steps), or null.
KEY_PATH = """
const [from, to] = arguments;
const steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
const back = new Map([[from, null]]);
const queue = [from];
while (queue.length && !back.has(to)) {
  const square = queue.shift();
  for (const [key, [dx, dy]] of Object.entries(steps)) {
    const next = neighbour(square, dx, dy);
    if (next && !back.has(next)) { back.set(next, [square, key]); queue.push(next); }
  }
}
if (!back.has(to)) return null;
const keys = [];
for (let square = to; back.get(square); square = back.get(square)[0]) keys.unshift(back.get(square)[1]);
return keys;
"""

# Of the pieces that can move, on squares in the window's upper part, the
# one with the most squares to go to (the first such in the legal moves).
PICK_SHOWN = """
const targets = new Map();
for (const m of state.legal) {
  const rect = document.querySelector(`#board rect.sq[data-square="${m.from}"]`).getBoundingClientRect();
  if (rect.bottom > window.innerHeight * 0.6) continue;
  if (!targets.has(m.from)) targets.set(m.from, new Set());
  targets.get(m.from).add(m.to);
}
const best = [...targets].sort((a, b) => b[1].size - a[1].size)[0];
return best ? best[0] : null;
"""

# Errors thrown in the page since it loaded.
CATCH_ERRORS = """
window.pageErrors = [];
window.addEventListener('error', (e) => window.pageErrors.push(String(e.message)));
"""

PAGE_STATE = """
const items = [...document.querySelectorAll('#history [data-ply]')].map((ply) => ply.textContent);
return {position: document.getElementById('position').value, history: items,
        outcome: document.getElementById('outcome').textContent,
        message: document.getElementById('message').textContent};
"""


class Test:
    def __init__(self, driver, url, variants, shots):
        self.driver, self.url, self.variants, self.shots = driver, url, variants, shots
        self.passed = 0
        self.failed = 0

    def check(self, label, got, want):
        if got == want:
            self.passed += 1
            print(f"ok   {label}")
        else:
            self.failed += 1
            print(f"FAIL {label}\n     page:    {got!r}\n     library: {want!r}")

    def state(self):
        return self.driver.script(PAGE_STATE)

    def load(self, path, fresh=True):
        """Opens the page at `path`; `fresh`: with nothing kept from before."""
        d = self.driver
        d.get(f"{self.url}{path}")
        d.wait("return document.body.dataset.ready === 'true';", "the page to load")
        if fresh:
            d.script("localStorage.clear();")
            d.get(f"{self.url}{path}")
            d.wait("return document.body.dataset.ready === 'true';", "the page to load again")
        d.script(CATCH_ERRORS)

    def click_move(self, frm, to):
        """Clicks the square `frm`, then `to`."""
        self.driver.click(f'#board rect.sq[data-square="{frm}"]')
        self.driver.click(f'#board rect.sq[data-square="{to}"]')

    def check_game(self, label, game):
        """Checks the page's position against the CLI's after the page's
        moves from the start position; gives the moves."""
        page = self.state()
        self.check(label.format(*page["history"][-1:]), page["position"],
                   library_position(self.variants, game, "", page["history"]))
        return page["history"]

    def apply_ok(self, game, start, moves):
        """The position after `moves`, or None when the CLI refuses them."""
        try:
            return library_position(self.variants, game, start, moves)
        except AssertionError:
            return None

    def undo_against_engine(self):
        """Baroque against the engine (it plays Black): the player's move and
        the reply are taken back together, and the engine then waits."""
        d, game = self.driver, "baroque"
        self.load(f"/?game={game}")
        d.select("#level", "1")
        d.select("#mode", "black")
        label = d.script("return document.querySelector('#mode option[value=black]').textContent;")
        self.check("the opponent chooser names the side", label, "the engine plays Black")
        self.click_move("e2", "e4")
        self.wait_plies(2, "the engine's reply")
        self.check_game(game + " against the engine: after e2-e4 {}", game)
        d.click("#undo")
        self.wait_plies(0, "the undo")
        time.sleep(1.5)  # long enough for a level-1 reply, had the engine not waited
        page = self.state()
        self.check(f"{game}: undo takes back the move and the reply, and the engine waits",
                   (page["position"], len(page["history"])), (library_position(self.variants, game, "", []), 0))
        # The player moves again; the engine answers again.
        self.click_move("d2", "d4")
        self.wait_plies(2, "the engine's next reply")
        self.check_game(game + ": after d2-d4 {}", game)
        # Cheskers: Black moves first, and the chooser says so.
        self.load("/?game=cheskers")
        label = d.script("return document.querySelector('#mode option[value=black]').textContent;")
        self.check("cheskers: the chooser says who moves first", label, "the engine plays Black (moves first)")

    def abandoned_search(self):
        """A long search given up (a new game) is stopped: the next
        level-1 reply comes at its own speed."""
        d = self.driver
        self.load("/?game=dragonchess")
        d.select("#level", "7")
        d.click("#analyse")
        d.wait("return !document.getElementById('thinking').hidden;", "the search to start")
        time.sleep(0.5)
        d.click("#new-game")
        d.select("#level", "1")
        began = time.time()
        d.click("#engine-move")
        self.wait_plies(1, "a level-1 move after the abandoned search")
        seconds = time.time() - began
        print(f"     level-1 reply after an abandoned level-7 search: {seconds:.1f} s")
        page = self.state()
        self.check(f"dragonchess: the engine's {page['history'][0]} after the abandoned search",
                   page["position"], library_position(self.variants, "dragonchess", "", page["history"]))
        self.check("the abandoned search was stopped (reply within 10 s)", seconds < 10, True)

    def analysis(self):
        """The analysis: evaluation, depth, a principal variation the CLI
        accepts, the best-move arrow; and 'analyse this position'."""
        d, game = self.driver, "grant-acedrex"
        self.load(f"/?game={game}")
        self.click_move("e4", "e5")
        self.wait_plies(1, "e4-e5")
        d.select("#level", "3")
        d.click("#analyse")
        d.wait("return document.getElementById('thinking').hidden && "
               "document.getElementById('eval-depth').dataset.depth;", "the analysis")
        shown = d.script("""
            const arrow = document.getElementById('best-arrow');
            return {number: document.getElementById('eval-number').textContent,
                    depth: Number(document.getElementById('eval-depth').dataset.depth),
                    pv: document.getElementById('pv').textContent,
                    bar: document.getElementById('evalfill').style.width,
                    arrow: arrow ? [arrow.dataset.from, arrow.dataset.to] : null,
                    legal: JSON.parse(session.state()).legal};""")
        print(f"     analysis: {shown['number']}, depth {shown['depth']}, {shown['pv']}")
        pv = shown["pv"].removeprefix("Best line: ").split()
        self.check("the analysis has a depth, a number and a bar",
                   (shown["depth"] >= 1, bool(shown["number"]), shown["bar"].endswith("%")), (True, True, True))
        self.check("the principal variation is legal by the CLI",
                   self.apply_ok(game, "", ["e4-e5"] + pv) is not None and len(pv) > 0, True)
        first = next((m for m in shown["legal"] if pv and m["text"] == pv[0]), None)
        self.check("the arrow shows the best move", shown["arrow"], first and [first["from"], first["to"]])
        # Analyse this position: any position text.
        text = "7k/8/3P4/3p4/1Pp1pP2/8/8/3P3K w 0 1"
        d.select("#game", "baroque")
        d.wait("return document.getElementById('game').value === 'baroque';", "baroque")
        d.script("document.getElementById('analyse-box').open = true;")
        d.type("#analyse-text", text)
        d.click("#analyse-position")
        d.wait("return document.getElementById('thinking').hidden && "
               "document.getElementById('pv').textContent.startsWith('Best line');", "the position's analysis")
        page = self.state()
        pv = d.script("return document.getElementById('pv').textContent;").removeprefix("Best line: ").split()
        self.check("analyse this position: the position", page["position"],
                   library_position(self.variants, "baroque", text, []))
        self.check("analyse this position: its line is legal by the CLI",
                   self.apply_ok("baroque", text, pv) is not None, True)

    def url_and_reload(self):
        """The game in the URL reproduces it; a reload keeps it; a loaded
        record's preset shows in the selector."""
        d, game = self.driver, "cheskers"
        self.load(f"/?game={game}")
        for frm, to in [("b6", "a5"), ("c3", "b4"), ("a5", "c3")]:
            self.click_move(frm, to)
        self.wait_plies(3, "three moves")
        before = self.state()
        link = d.script("return location.href;")
        d.script("localStorage.clear();")
        d.get(link)
        d.wait("return document.body.dataset.ready === 'true';", "the link to load")
        after = self.state()
        self.check("the URL reproduces the game", (after["position"], after["history"]),
                   (before["position"], before["history"]))
        self.check("the URL's game by the CLI", after["position"],
                   library_position(self.variants, game, "", after["history"]))
        # A reload without the URL's parameters: the game kept in local storage.
        d.get(f"{self.url}/")
        d.wait("return document.body.dataset.ready === 'true';", "the reload")
        again = self.state()
        self.check("a reload keeps the game", (again["position"], again["history"]),
                   (before["position"], before["history"]))
        # A record with Murray's rules: the preset selector follows it.
        d.select("#game", "grant-acedrex")
        d.wait(f"return {PLIES} === 0 && document.getElementById('game').value === 'grant-acedrex';", "grant-acedrex")
        d.script("document.getElementById('pgn').value = "
                 "new wasm_bindgen.Session('grant-acedrex', 'murray', '', '').pgn();")
        d.select("#preset", "")
        d.click("#pgn-load")
        preset = d.wait("return document.getElementById('preset').value;", "the record's preset")
        self.check("a loaded record's rules choose the preset", preset, "murray")

    def game_end(self):
        """After the last move: the result, capitalised, no "to move", the
        engine's buttons off. The start comes from the URL."""
        d, game, start = self.driver, "baroque", "8/8/8/8/8/8/k7/K7 w 0 1"
        self.load(f"/?game={game}&start={urllib.parse.quote(start)}")
        self.check("the URL's start position", self.state()["position"],
                   library_position(self.variants, game, start, []))
        self.click_move("a1", "a2")
        self.wait_plies(1, "the king's capture")
        self.check(f"{game} from {start}: after a1-a2xa2, the position", self.state()["position"],
                   library_position(self.variants, game, start, ["a1-a2xa2"]))
        shown = d.script("""return [document.getElementById('status').textContent,
            document.getElementById('engine-move').disabled, document.getElementById('analyse').disabled];""")
        self.check("after the end: the result, and the engine's buttons off", shown,
                   ["White wins: king captured.", True, True])

    def layout(self, game, width, height):
        """No horizontal overflow; squares' size; at a desktop's size the
        board and the move list both in view; a screenshot."""
        d = self.driver
        d.resize(width, height)
        self.load(f"/?game={game}", fresh=False)
        d.wait("return document.querySelector('#board rect.sq') !== null;", "the board")
        time.sleep(0.2)
        measure = """
            const size = (css) => Math.min(...[...document.querySelectorAll(css)]
                .map((r) => r.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
            const board = document.getElementById('board').getBoundingClientRect();
            const list = document.getElementById('history').getBoundingClientRect();
            const levels = [...document.querySelectorAll('#board .level')];
            return {inner: window.innerWidth, scroll: document.documentElement.scrollWidth,
                    square: size('#board rect.sq'),
                    large: size(levels.length ? '#board .level.big rect.sq' : '#board rect.sq'),
                    big: levels.filter((l) => l.classList.contains('big')).map((l) => Number(l.dataset.level)),
                    small: levels.filter((l) => l.classList.contains('small')).map((l) => Number(l.dataset.level)),
                    boardBottom: board.bottom, listTop: list.top, height: window.innerHeight};"""
        m = d.script(measure)
        print(f"     {game} at {width} px: squares {m['square']:.1f} px (the large level's {m['large']:.1f}),"
              f" page {m['scroll']} px wide (window {m['inner']} px)")
        self.check(f"{game} at {width} px: no horizontal overflow", m["scroll"] <= m["inner"], True)
        if width <= 400:
            self.check(f"{game} at {width} px: squares of 28 px or more", m["square"] >= 28, True)
            # The shot with a piece picked up (of those in view, the one
            # with the most squares to go to), its dots and rings shown.
            square = d.script(PICK_SHOWN)
            if square:
                d.click(f'#board rect.sq[data-square="{square}"]')
            d.script("window.scrollTo(0, 0); document.activeElement.blur();")
            d.screenshot(os.path.join(self.shots, f"web-{game}-phone.png"))
            if square:
                d.click(f'#board rect.sq[data-square="{square}"]')  # put it down again
            return
        self.check(f"{game} at {width} x {height}: the board and the move list in view together",
                   m["boardBottom"] <= m["height"] + 1 and m["listTop"] < m["height"] - 40, True)
        self.check(f"{game} at {width} x {height}: squares of 40 px or more", m["large"] >= 40, True)
        if game == "dragonchess":
            self.check("dragonchess on a desktop: the ground level large, sky and underworld beside it",
                       (m["big"], m["small"]), ([2], [3, 1]))
            # A click on a small level (no move there) brings it forward.
            d.click('#board .level.small rect.sq[data-square="3f5"]')
            m = d.script(measure)
            self.check("dragonchess: a click on the sky brings it forward, 40 px squares or more",
                       (m["big"], m["small"], m["large"] >= 40, m["boardBottom"] <= m["height"] + 1),
                       ([3], [2, 1], True, True))
            d.click('#board .level.small rect.sq[data-square="2f5"]')
            # The caption under the large level, in view; the small ones' hidden.
            shown = d.script("""const shown = (t) => getComputedStyle(t).visibility === 'visible';
                const big = document.querySelector('#board .level.big text.caption');
                const box = big.getBoundingClientRect();
                return [big.textContent, shown(big), box.bottom <= window.innerHeight,
                        [...document.querySelectorAll('#board .level.small text.caption')].filter(shown).length,
                        document.getElementById('status').textContent];""")
            self.check("dragonchess on a desktop: the caption under the large level, as the status says",
                       shown[:4], [shown[4].removesuffix("."), True, True, 0])

    # ---- the keyboard ----

    def key_move(self, frm, to):
        """Makes the move from `frm` to `to` with the arrow keys and Enter,
        pressed for real, from wherever the board's cursor is."""
        d = self.driver
        d.script("document.getElementById('board').focus();")
        d.keys([KEYS["Escape"]])  # shows the cursor, picks nothing up
        here = d.script("return cursor;")
        to_piece = d.script(KEY_PATH, here, frm)
        to_target = d.script(KEY_PATH, frm, to)
        if to_piece is None or to_target is None:
            raise AssertionError(f"the keyboard cannot go from {here} to {frm} to {to}")
        d.keys([KEYS[k] for k in to_piece + ["Enter"] + to_target + ["Enter"]])

    def keyboard(self):
        """The arrow keys reach every square of every game (Dragonchess's
        three levels, Cheskers' light squares); Cheskers' opening moves and
        a Dragonchess hero's move between levels made from the keyboard;
        the keyboard after switching games."""
        d = self.driver
        for game in ["dragonchess", "grant-acedrex", "cheskers", "baroque"]:
            self.load(f"/?game={game}")
            reach = d.script(REACH)
            self.check(f"{game}: the arrow keys reach all {reach['all']} squares", reach["missing"], [])
        # After switching games the keyboard goes on, on the new board.
        self.load("/?game=dragonchess")
        d.script("document.getElementById('board').focus();")
        d.keys([KEYS["ArrowRight"]])
        d.select("#game", "grant-acedrex")
        d.wait("return session.game() === 'grant-acedrex';", "grant-acedrex")
        d.script("document.getElementById('board').focus();")
        d.keys([KEYS["ArrowRight"]])
        shown = d.script("return [cursor, document.getElementById('piece-info').textContent, pageErrors];")
        self.check("after switching games the arrow keys move on the new board, without errors",
                   (bool(shown[0]) and shown[0][0].isalpha(), shown[1].startswith(f"{shown[0]}"), shown[2]),
                   (True, True, []))
        # Cheskers: each opening move, the keyboard's squares being the
        # page's squares of the move.
        game = "cheskers"
        openings = cli(self.variants, "moves", game).split()
        self.load(f"/?game={game}")
        legal = {m["text"]: m for m in d.script("return state.legal;")}
        made = []
        for text in openings:
            try:
                self.key_move(legal[text]["from"], legal[text]["to"])
                d.wait(f"return {PLIES} === 1;", f"{text} by the keyboard", timeout=5)
            except AssertionError as error:
                print(f"     {text}: {error}")
                continue
            page = self.state()
            if page["history"] == [text] and page["position"] == library_position(self.variants, game, "", [text]):
                made.append(text)
            d.click("#undo")
            self.wait_plies(0, "the undo")
        self.check(f"cheskers: all {len(openings)} opening moves made from the keyboard", made, openings)
        # Dragonchess: a hero from the ground to the sky, the cursor
        # crossing from one level to the next.
        game = "dragonchess"
        self.load(f"/?game={game}")
        self.key_move("2c1", "3d2")
        self.wait_plies(1, "H2c1-3d2 by the keyboard")
        page = self.state()
        self.check("dragonchess: H2c1-3d2 from the keyboard, across levels", (page["history"], page["position"]),
                   (["H2c1-3d2"], library_position(self.variants, game, "", ["H2c1-3d2"])))

    # ---- records, captions, numbers, stale text ----

    def cross_game_record(self):
        """A Grant Acedrex record with Murray's rules, written by `variants
        selfplay`, loaded while Baroque is shown: the game, its preset list
        and its pieces follow, and another listed preset then starts."""
        d = self.driver
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "murray.pgn")
            cli(self.variants, "selfplay", "grant-acedrex", "--preset", "murray", "--random",
                "--max-plies", "8", "--pgn", path)
            with open(path) as f:
                pgn = f.read()
            final = cli(self.variants, "replay", path)
        self.load("/?game=baroque")
        d.script("document.getElementById('pgn').value = arguments[0];", pgn)
        d.click("#pgn-load")
        d.wait("return session.game() === 'grant-acedrex';", "the record to load")
        shown = d.script("""return {game: document.getElementById('game').value,
            preset: document.getElementById('preset').value,
            presets: [...document.getElementById('preset').options].map((o) => o.value),
            pieces: [...document.querySelectorAll('#legend tbody tr')].map((tr) => tr.cells[2].textContent),
            position: document.getElementById('position').value,
            message: document.getElementById('message').textContent};""")
        pieces = [line.split()[1] for line in cli(self.variants, "pieces", "grant-acedrex").splitlines()
                  if line[:1].isupper() and len(line.split()) > 1 and len(line.split()[0]) == 1]
        self.check("a Grant Acedrex record loaded over Baroque: game, preset, position",
                   (shown["game"], shown["preset"], shown["position"], shown["message"]),
                   ("grant-acedrex", "murray", final, ""))
        self.check("... its presets and pieces are Grant Acedrex's",
                   ("murray" in shown["presets"] and "wikipedia" not in shown["presets"], shown["pieces"]),
                   (True, pieces))
        d.select("#preset", "ludii")
        d.wait(f"return {PLIES} === 0;", "a new game under Ludii's rules")
        shown = d.script("return [document.getElementById('setup-error').textContent, "
                         "document.getElementById('position').value];")
        self.check("... another listed preset starts a game", shown,
                   ["", library_position(self.variants, "grant-acedrex", "", [], ["--preset", "ludii"])])

    def caption(self):
        """The board's own caption (last text of its diagram; Dragonchess on
        a desktop: the large level's)."""
        return self.driver.script("const big = document.querySelector('#board .level.big text.caption'); "
                                  "const t = document.querySelectorAll('#board svg text'); "
                                  "return (big || t[t.length - 1]).textContent;")

    def endings(self):
        """The caption under the board and the status after each kind of
        ending: a mate, Cheskers' "no kings", a stalemate draw, a draw by
        repetition; the king in check glows."""
        d = self.driver
        # (game, rules, start, move by clicks, the square that glows after it)
        cases = [
            ("grant-acedrex", "", "1r9k/2r9/12/12/12/12/12/12/12/12/7P4/K11 b - 0 30", ("c11", "a11", "c11-a11"),
             ["a1"]),
            ("cheskers", "", "1k6/8/3p4/2K5/8/8/8/8 b 0 1", ("d6", "b4", "d6xb4"), []),
            ("grant-acedrex", "stalemate=Draw", "1r9k/12/12/12/12/12/12/7p4/7P4/2r9/12/K11 b - 0 30",
             ("c3", "c2", "c3-c2"), []),
        ]
        for game, rules, start, (frm, to, text), glow in cases:
            query = urllib.parse.urlencode({"game": game, "rules": rules, "start": start})
            self.load(f"/?{query}")
            self.check(f"{game} from {start}: the caption before the end", self.caption(),
                       f"{d.script('return gameInfo(session.game()).sides')[1]} to move")
            self.click_move(frm, to)
            self.wait_plies(1, text)
            options = ["--rule", rules] if rules else []
            after = library_position(self.variants, game, start, [text], options)
            outcome = cli(self.variants, "outcome", game, *options, "--fen", after)
            want = f"{outcome[0].upper()}{outcome[1:]}."
            shown = [self.caption(), d.script("return document.getElementById('status').textContent;")]
            shown.append(d.script(
                "return [...document.querySelectorAll('#board rect.sq.check')].map((r) => r.dataset.square);"))
            self.check(f"{game}: after {text}, the caption, the status, the king in check", shown,
                       [want, want, glow])
        query = urllib.parse.urlencode({"game": "grant-acedrex",
                                        "start": "11k/2r9/12/12/12/12/12/12/12/12/7P4/K11 b - 0 30",
                                        "moves": "c11-a11"})
        self.load(f"/?{query}")
        glow = d.script("""const r = document.querySelector('#board rect.sq.check');
            return r ? [r.dataset.square, getComputedStyle(r).fill] : null;""")
        self.check("a king in check: its square glows, the caption says so",
                   (glow and glow[0], glow and glow[1].startswith("url("), self.caption()),
                   ("a1", True, "White to move, in check"))
        # The screenshot of a check, the king picked up.
        d.click('#board rect.sq[data-square="a1"]')
        d.script("window.scrollTo(0, 0); document.activeElement.blur();")
        d.screenshot(os.path.join(self.shots, "web-check.png"))
        d.click('#board rect.sq[data-square="a1"]')
        # Repetition: the kings go back and forth until the start position
        # is there for the third time (a game in the URL).
        moves = "b8-c7 g1-h2 c7-b8 h2-g1 b8-c7 g1-h2 c7-b8 h2-g1"
        query = urllib.parse.urlencode({"game": "cheskers", "rules": "repetition=ThreefoldDraw",
                                        "start": "1k6/8/8/8/8/8/8/6K1 b 0 1", "moves": moves})
        self.load(f"/?{query}")
        shown = [self.caption(), d.script("return document.getElementById('status').textContent;"), len(self.state()["history"])]
        self.check("cheskers: the third repetition, the caption and the status", shown,
                   ["Draw: repetition.", "Draw: repetition.", 8])
        # The other kinds, each a game in the URL, the result by the CLI.
        cases = [
            ("baroque", "", "8/8/8/8/8/8/k7/K7 w 0 1", ["a1-a2xa2"]),  # king captured
            ("grant-acedrex", "", "11k/p11/12/12/12/12/12/12/12/12/12/R1K9 w - 0 1", ["a1xa11"]),  # bare king
            ("cheskers", "no_progress_limit=2", "1k6/8/8/8/8/8/8/6K1 b 0 1", ["b8-c7", "g1-h2"]),
            ("grant-acedrex", "ply_limit=1", "", ["e4-e5"]),
        ]
        for game, rules, start, moves in cases:
            query = urllib.parse.urlencode({"game": game, "rules": rules, "start": start, "moves": " ".join(moves)})
            self.load(f"/?{query}")
            options = ["--rule", rules] if rules else []
            after = library_position(self.variants, game, start, moves, options)
            outcome = cli(self.variants, "outcome", game, *options, "--fen", after)
            want = f"{outcome[0].upper()}{outcome[1:]}."
            shown = [self.caption(), d.script("return document.getElementById('status').textContent;"),
                     self.state()["history"]]
            self.check(f"{game}{' with ' + rules if rules else ''}: {outcome}, the caption and the status", shown,
                       [want, want, moves])

    def history_rows(self):
        return self.driver.script("return [...document.querySelectorAll('#history .pair')]"
                                  ".map((row) => [...row.children].map((c) => c.textContent).join(' '));")

    def numbering(self):
        """Move numbers as the game record writes them: from a position with
        Black to move, and from move 20."""
        d = self.driver
        cases = [
            ("mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR b 0 1", ["a7-a6", "e2-e4", "a6-a5"],
             ["1. … a7-a6", "2. e2-e4 a6-a5"]),
            ("mnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/MNBKQBNR w 0 20", ["e2-e4", "a7-a6", "e4-e5"],
             ["20. e2-e4 a7-a6", "21. e4-e5"]),
        ]
        for start, moves, rows in cases:
            self.load(f"/?{urllib.parse.urlencode({'game': 'baroque', 'start': start})}")
            for i, text in enumerate(moves):
                d.type("#move-text", text)
                d.click("#move-form button[type=submit]")
                self.wait_plies(i + 1, text)
            d.click("#pgn-show")
            pgn = d.wait("return document.getElementById('pgn').value;", "the record")
            movetext = " ".join(line for line in pgn.splitlines() if line and not line.startswith("["))
            # The record's numbers, "1... a7-a6 2. e2-e4 a6-a5", as rows.
            record_rows = [row.replace("... ", ". … ") for row in
                           [part.strip() for part in
                            re.split(r" (?=\d+\.)", movetext.removesuffix(" *"))]]
            self.check(f"baroque from {start}: the move list numbered as the record", self.history_rows(),
                       record_rows)
            self.check(f"baroque from {start}: the move list (by hand)", self.history_rows(), rows)

    def stale_text(self):
        """The piece line follows the game; the analysis goes with a move."""
        d = self.driver
        self.load("/?game=dragonchess")
        d.click('#board rect.sq[data-square="2c1"]')
        line = d.script("return document.getElementById('piece-info').textContent;")
        self.check("dragonchess: the piece line names the hero", "hero" in line.lower(), True)
        d.select("#game", "baroque")
        d.wait("return session.game() === 'baroque';", "baroque")
        line = d.script("return document.getElementById('piece-info').textContent;")
        self.check("baroque: no word of the Dragonchess hero", line, "")
        d.click('#board rect.sq[data-square="d1"]')
        line = d.script("return document.getElementById('piece-info').textContent;")
        self.check("baroque: the piece line names its king", line.startswith("d1: White king"), True)
        d.select("#level", "2")
        d.click("#analyse")
        d.wait("return document.getElementById('thinking').hidden && "
               "document.getElementById('pv').textContent !== '';", "the analysis")
        self.click_move("e2", "e4")
        self.wait_plies(1, "e2-e4")
        shown = d.script("""return [document.getElementById('analysis').hidden,
            document.getElementById('pv').textContent, document.getElementById('eval-number').textContent,
            document.getElementById('best-arrow') === null];""")
        self.check("after a move the old analysis is gone", shown, [True, "", "", True])

    def typed_error(self, game):
        """At 1280 x 800 the "Type a move" box is on screen and a refused
        move's error shows without scrolling."""
        d = self.driver
        d.resize(1280, 800)
        self.load(f"/?game={game}", fresh=False)
        d.type("#move-text", "zz9-zz10")
        d.click("#move-form button[type=submit]")
        d.wait("return document.getElementById('move-error').textContent !== '';", "the error")
        m = d.script("""const box = (id) => document.getElementById(id).getBoundingClientRect();
            const form = box('move-form'), error = box('move-error'), input = box('move-text');
            return {scroll: window.scrollY, height: window.innerHeight, width: window.innerWidth,
                    form: [form.top, form.bottom], error: [error.top, error.bottom], input: [input.left, input.right],
                    text: document.getElementById('move-error').textContent};""")
        print(f"     {game}: error at {m['error'][0]:.0f}-{m['error'][1]:.0f} px: {m['text']}")
        self.check(f"{game} at 1280 x 800: the move box and a refused move's error on screen, unscrolled",
                   (m["scroll"], m["form"][0] >= 0 and m["form"][1] <= m["height"],
                    m["input"][0] >= 0 and m["input"][1] <= m["width"],
                    m["error"][1] <= m["height"] and m["error"][1] > m["error"][0]),
                   (0, True, True, True))

    # ---- the build and the server ----

    def build_and_server(self, port):
        """The README's server command listens on this machine only; when
        `cargo install --locked` fails for a crate version the registry
        lacks, web/build.sh says so in one line, without cargo's red error,
        and installs without --locked (cargo, rustup and wasm-bindgen
        stubbed: nothing is built)."""
        # Linux gives this machine all of 127.0.0.0/8: a server on every
        # interface answers on 127.0.0.2 too, one on 127.0.0.1 does not.
        self.check("the README's server command: on 127.0.0.1, not on other addresses",
                   (listens("127.0.0.1", port), listens("127.0.0.2", port)), (True, False))
        with tempfile.TemporaryDirectory() as folder:
            for name, text in STUBS.items():
                path = os.path.join(folder, name)
                with open(path, "w") as f:
                    f.write(text)
                os.chmod(path, 0o755)
            log = os.path.join(folder, "calls")
            # A copy of the script and of the file it reads, so that nothing
            # it does can touch the real web/dist.
            tree = os.path.join(folder, "tree")
            for part in [("web", "build.sh"), ("crates", "variants-web", "Cargo.toml")]:
                os.makedirs(os.path.join(tree, *part[:-1]), exist_ok=True)
                shutil.copy2(os.path.join(ROOT, *part), os.path.join(tree, *part))
            env = dict(os.environ, PATH=f"{folder}:{os.environ['PATH']}", STUB_LOG=log,
                       CARGO_TARGET_DIR=os.path.join(tree, "target"))
            result = subprocess.run([os.path.join(tree, "web", "build.sh")], env=env, capture_output=True,
                                    text=True, timeout=60)
            with open(log) as f:
                installs = [line.split()[1:] for line in f if line.startswith("cargo install")]
        said = (result.stdout + result.stderr).splitlines()
        with open(os.path.join(ROOT, "crates", "variants-web", "Cargo.toml")) as f:
            version = re.search(r'^wasm-bindgen = "=(.*)"$', f.read(), re.M).group(1)
        print("     build.sh said: " + " | ".join(said))
        self.check("build.sh: a locked version missing: one line naming it, no cargo error, then without --locked",
                   (result.returncode, [line for line in said if "error" in line.lower()],
                    [line for line in said if "`webpki-roots" in line and "without --locked" in line] != [],
                    installs),
                   (3, [], True, [["install", "wasm-bindgen-cli", "--version", version, "--locked"],
                                  ["install", "wasm-bindgen-cli", "--version", version]]))

    # ---- the engine, the look ----

    def undo_after_engine_first(self):
        """The engine plays White and moves first: after its reply to the
        player's move, two Undos stop at the player's turn, and the engine's
        pieces stay the engine's."""
        d, game = self.driver, "baroque"
        self.load(f"/?game={game}")
        d.select("#level", "1")
        d.select("#mode", "white")
        self.wait_plies(1, "the engine's first move")
        self.click_move("a7", "a6")
        self.wait_plies(3, "the engine's reply")
        first = self.state()["history"][0]
        d.click("#undo")
        self.wait_plies(1, "the undo")
        shown = d.script("return document.getElementById('undo').disabled;")
        d.click("#undo")
        time.sleep(0.5)
        self.check("two undos: back to the engine's first move, no further; Undo then off",
                   (self.state()["history"], shown), ([first], True))
        # White's pieces stay the engine's: clicked or typed, they do not move.
        self.click_move("h2", "h3")
        d.type("#move-text", "h2-h3")
        d.click("#move-form button[type=submit]")
        time.sleep(0.3)
        page = self.state()
        self.check("... and the player cannot move the engine's pieces",
                   (page["history"], page["position"]), ([first], library_position(self.variants, game, "", [first])))
        # The player's own move still goes, and the engine answers.
        self.click_move("h7", "h6")
        self.wait_plies(3, "the engine's next reply")
        self.check_game("... the player's h7-h6, the engine's {}", game)

    def look(self):
        """Dots on empty targets and rings on captures, as the legal moves
        say; a designed panel; readable preset names; piece tooltips."""
        d = self.driver
        # Baroque: a pincer with moves and captures.
        start = "7k/8/3P4/3p4/1Pp1pP2/8/8/3P3K w 0 1"
        self.load(f"/?{urllib.parse.urlencode({'game': 'baroque', 'start': start})}")
        d.click('#board rect.sq[data-square="d1"]')
        shown = d.script("""const legal = state.legal.filter((m) => m.from === 'd1');
            const targets = (captures) => [...new Set(legal.filter((m) => captures ? m.captures.length : true)
                .map((m) => m.to))].sort();
            const marks = (cls) => [...document.querySelectorAll(`#board g.marks circle.${cls}`)]
                .map((c) => c.dataset.square).sort();
            return {dots: marks('dot'), rings: marks('ring'), captures: targets(true),
                    all: targets(false), tinted: document.querySelectorAll('#board rect.sq.dest').length};""")
        dots = sorted(set(shown["all"]) - set(shown["captures"]))
        self.check("a dot on each empty target, a ring on each capture",
                   (shown["dots"], shown["rings"], shown["tinted"]), (dots, shown["captures"], len(shown["all"])))
        # Buttons and selects of the panel are styled, not the browser's.
        styles = d.script("""return [...document.querySelectorAll('button, select')]
            .filter((e) => e.offsetParent !== null)
            .filter((e) => { const s = getComputedStyle(e);
              return s.appearance !== 'none' || parseFloat(s.borderTopLeftRadius) < 4; })
            .map((e) => e.id || e.textContent);""")
        self.check("every control of the panel is styled (no default form buttons)", styles, [])
        # Presets: named after their sources (no key, no "seed"), whole.
        for game in ["dragonchess", "grant-acedrex", "cheskers", "baroque"]:
            d.select("#game", game)
            d.wait(f"return session.game() === '{game}';", game)
            presets = d.script("""const select = document.getElementById('preset');
                const canvas = document.createElement('canvas').getContext('2d');
                canvas.font = getComputedStyle(select).font;
                const room = select.clientWidth - parseFloat(getComputedStyle(select).paddingLeft)
                    - parseFloat(getComputedStyle(select).paddingRight);
                return [...select.options].map((o) => [o.value, o.textContent,
                    canvas.measureText(o.textContent).width <= room]);""")
            print(f"     {game} presets: {', '.join(p[1] for p in presets)}")
            self.check(f"{game}: every preset's name fits its selector and is no key",
                       [p for p in presets if not p[2] or "_" in p[1] or "seed" in p[1].lower()], [])
        # Tooltips: each piece's square carries its name, as the legend says.
        self.load("/?game=grant-acedrex")
        tips = d.script("""return [...document.querySelectorAll('#board rect.sq')].map((r) =>
            [r.dataset.square, r.querySelector('title') ? r.querySelector('title').textContent : null]);""")
        legend = d.script("return [...document.querySelectorAll('#legend tbody tr')].map((tr) => tr.cells[2].textContent);")
        pieces = {sq for sq, tip in tips if tip}
        occupied = set()
        rows = cli(self.variants, "show", "grant-acedrex").splitlines()
        for row in rows:
            parts = row.split()
            if parts and parts[0].isdigit() and len(parts) == 13:
                occupied |= {f"{'abcdefghijkl'[i]}{parts[0]}" for i, c in enumerate(parts[1:]) if c != "."}
        names_ok = all(any(tip.split(":")[0].lower().endswith(name.lower()) for name in legend) for _, tip in tips if tip)
        self.check("a tooltip on every piece (the CLI's diagram), naming a piece of the legend",
                   (sorted(pieces) == sorted(occupied), names_ok, len(pieces)), (True, True, 48))

    def wait_plies(self, n, what):
        self.driver.wait(f"return {PLIES} === {n};", what)

    def screenshot(self, game, select):
        d = self.driver
        if select:
            d.click(f'#board rect.sq[data-square="{select}"]')
        d.script("window.scrollTo(0, 0); document.activeElement.blur();")
        d.screenshot(os.path.join(self.shots, f"web-{game}.png"))
        if select:
            d.click(f'#board rect.sq[data-square="{select}"]')  # put it down again

    def scenario(self, sc):
        d, game, start = self.driver, sc["game"], sc["start"]
        self.load(f"/?game={game}")
        d.select("#game", game)
        d.wait(f"return document.getElementById('game').value === '{game}';", "the game to be chosen")
        if start:
            d.script("document.getElementById('more-setup').open = true;")
            d.type("#start-text", start)
            d.click("#new-game")
        d.wait(f"return {PLIES} === 0 && "
               "document.querySelector('#board rect.sq') !== null;", "a new game")
        where = f"{game}{' from ' + start if start else ''}"
        self.check(f"{where}: start position", self.state()["position"],
                   library_position(self.variants, game, start, []))
        played = []
        for frm, to, text in sc["moves"]:
            if sc.get("drag"):
                d.drag(f'#board rect.sq[data-square="{frm}"]', f'#board rect.sq[data-square="{to}"]')
            else:
                self.click_move(frm, to)
            if d.script("return !document.getElementById('chooser').hidden;"):
                offered = d.script("return [...document.querySelectorAll('#choices button')].map((b) => b.textContent);")
                print(f"     the chooser offers {', '.join(offered)}")
                d.click(f'#choices button[data-move="{text}"]')
            played.append(text)
            self.wait_plies(len(played), f"{text} to be played")
            page = self.state()
            self.check(f"{where}: after {text}, the position", page["position"],
                       library_position(self.variants, game, start, played))
            self.check(f"{where}: the move list ends with {text}"
                       f"{' (dragged)' if sc.get('drag') else ''}", page["history"][-1], text)
            if sc.get("shot") == len(played):
                self.screenshot(game, sc.get("select"))
        # The engine, in the Web Worker, plays one move.
        page = self.state()
        if page["outcome"] == "ongoing":
            d.click("#engine-move")
            self.wait_plies(len(played) + 1, "the engine's move")
            page = self.state()
            self.check(f"{where}: after the engine's {page['history'][-1]}, the position",
                       page["position"], library_position(self.variants, game, start, page["history"]))
        # The game record written and read back: the same game.
        before = self.state()
        d.click("#pgn-show")
        d.wait("return document.getElementById('pgn').value.includes('[Variant ');", "the record")
        # A new game first, so that only the record can bring the moves back.
        d.click("#new-game")
        self.wait_plies(0, "a new game")
        d.click("#pgn-load")
        self.wait_plies(len(before["history"]), "the record to load")
        after = self.state()
        self.check(f"{where}: the game read back from its record", (after["position"], after["history"]),
                   (before["position"], before["history"]))
        if sc.get("selfplay"):
            # Watch the engine play itself for two plies, then take the board back.
            plies = len(after["history"])
            d.select("#mode", "both")
            self.wait_plies(plies + 2, "two plies of self-play")
            d.select("#mode", "none")
            time.sleep(1)  # a reply already asked for may still arrive
            page = self.state()
            self.check(f"{where}: after self-play {' '.join(page['history'][plies:])}, the position",
                       page["position"], library_position(self.variants, game, start, page["history"]))
        # Undo twice, redo once: the page agrees with the library.
        page = self.state()
        d.click("#undo")
        d.click("#undo")
        self.wait_plies(len(page["history"]) - 2, "undo")
        d.click("#redo")
        self.wait_plies(len(page["history"]) - 1, "redo")
        moves = self.state()["history"]
        self.check(f"{where}: undo, undo, redo", self.state()["position"],
                   library_position(self.variants, game, start, moves))


def cli(variants, *args):
    """What the CLI prints, stripped; an AssertionError when it fails."""
    result = subprocess.run([variants, *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"variants {' '.join(args)}: {result.stderr.strip()}")
    return result.stdout.strip()


def readme_server(dist, port):
    """The README's command that serves the page, as a list of arguments,
    serving `dist` on `port` (its folder and port replaced)."""
    with open(os.path.join(ROOT, "README.md")) as f:
        line = next(line for line in f if line.startswith("python3 -m http.server"))
    words = line.split("#")[0].split()
    if "web/dist" not in words or not words[-1].isdigit():
        raise AssertionError(f"the README's server command is not `... -d web/dist PORT`: {line.strip()}")
    words = [dist if w == "web/dist" else w for w in words[:-1]] + [str(port)]
    return [sys.executable] + words[1:]


def listens(host, port):
    """Whether a connection to `host`:`port` is accepted."""
    try:
        with socket.create_connection((host, port), timeout=2):
            return True
    except OSError:
        return False


# Programs that stand in for cargo, rustup and wasm-bindgen when
# web/build.sh is run to see how it installs wasm-bindgen-cli: cargo
# refuses `install --locked` as a registry lacking a locked version makes
# it (its red error), installs without it, and fails `build` (so that the
# script stops there); every call is logged.
STUBS = {
    "cargo": """#!/bin/sh
echo "cargo $*" >> "$STUB_LOG"
case "$1 $*" in
  install*--locked*)
    printf '    Updating crates.io index\n\033[1m\033[91merror\033[0m: failed to select a version for the requirement `webpki-roots = "^0.26"`\ncandidate versions found which didn'"'"'t match: 1.0.0\n' >&2
    exit 101;;
  install*) exit 0;;
  *) exit 3;;
esac
""",
    "rustup": """#!/bin/sh
echo "rustup $*" >> "$STUB_LOG"
echo wasm32-unknown-unknown
""",
    "wasm-bindgen": """#!/bin/sh
echo "wasm-bindgen 0.0.0"
""",
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    parser.add_argument("--variants", default=os.path.join(target, "debug", "variants"))
    parser.add_argument("--screenshots", default=os.path.join(ROOT, "docs", "images"))
    parser.add_argument("--only", action="append", default=[], metavar="WORDS",
                        help="run only the steps whose name contains WORDS (repeatable)")
    args = parser.parse_args()
    dist = os.path.join(ROOT, "web", "dist")
    if not os.path.exists(os.path.join(dist, "variants_web_bg.wasm")):
        sys.exit("error: web/dist is not built: run web/build.sh")
    os.makedirs(args.screenshots, exist_ok=True)

    http_port, driver_port = free_port(), free_port()
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    # Served as the README says to serve it.
    server = subprocess.Popen(readme_server(dist, http_port), **quiet)
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver_process = subprocess.Popen([chromedriver, f"--port={driver_port}"], **quiet)
    driver = None
    try:
        wait_for_port(http_port, server, "the web server")
        wait_for_port(driver_port, driver_process, "chromedriver")
        driver = WebDriver(driver_port)
        driver.resize(1280, 800)
        test = Test(driver, f"http://127.0.0.1:{http_port}", args.variants, args.screenshots)
        steps = [(sc["game"], lambda sc=sc: test.scenario(sc)) for sc in SCENARIOS]
        steps += [
            ("the build and the server", lambda: test.build_and_server(http_port)),
            ("undo against the engine", test.undo_against_engine),
            ("an abandoned search", test.abandoned_search),
            ("the analysis", test.analysis),
            ("the URL and a reload", test.url_and_reload),
            ("the end of a game", test.game_end),
            ("the keyboard", test.keyboard),
            ("a record of another game", test.cross_game_record),
            ("the caption after each ending", test.endings),
            ("move numbers", test.numbering),
            ("stale text", test.stale_text),
            ("two undos after the engine's first move", test.undo_after_engine_first),
            ("the look", test.look),
        ]
        for game in ["baroque", "cheskers", "grant-acedrex", "dragonchess"]:
            steps.append((f"{game}: a typed move's error", lambda game=game: test.typed_error(game)))
        for game in ["dragonchess", "grant-acedrex", "cheskers", "baroque"]:
            steps.append((f"{game} on a phone", lambda game=game: test.layout(game, 390, 844)))
            steps.append((f"{game} on a desktop", lambda game=game: test.layout(game, 1280, 800)))
        if args.only:
            steps = [(what, step) for what, step in steps if any(words in what for words in args.only)]
        for what, step in steps:
            began = time.time()
            try:
                step()
            except (AssertionError, RuntimeError) as error:
                test.failed += 1
                print(f"FAIL {what}: {error}")
            print(f"     ({what}: {time.time() - began:.1f} s)")
        print(f"{test.passed} passed, {test.failed} failed")
        return 1 if test.failed else 0
    finally:
        if driver:
            driver.quit()
        for process in (driver_process, server):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    sys.exit(main())
