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
and a phone's 390 px (docs/images/web-GAME-phone.png).

Besides the games it checks, each against `variants apply`: moves made by
drag and drop, undo against the engine (the player's move and the reply go,
and the engine then waits), the analysis display (evaluation, depth, a
principal variation the CLI accepts, the best-move arrow), the game in the
URL, the game kept across a reload, a loaded record's preset, and the phone
layout (no horizontal overflow at 390 px, squares measured at 28 px or more).

Usage: web/e2e/run.py [--variants PATH] [--screenshots DIR]
PATH is the `variants` binary (default: target/debug/variants under
CARGO_TARGET_DIR or the repository). Prints `N passed, N failed`.
"""

import argparse
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
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
        "select": "3d7",
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

    def resize(self, width, height):
        self.cmd("POST", "/window/rect", {"width": width, "height": height})

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


def library_position(variants, game, start, moves):
    """The position text `variants apply` computes."""
    command = [variants, "apply", game] + (["--fen", start] if start else []) + list(moves)
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"{' '.join(command)}: {result.stderr.strip()}")
    return result.stdout.strip()


PLIES = "document.querySelectorAll('#history [data-ply]').length"

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
        d.click('#board rect.sq[data-square="e2"]')
        d.click('#board rect.sq[data-square="e4"]')
        self.wait_plies(2, "the engine's reply")
        page = self.state()
        self.check(f"{game} against the engine: after e2-e4 {page['history'][1]}", page["position"],
                   library_position(self.variants, game, "", page["history"]))
        d.click("#undo")
        self.wait_plies(0, "the undo")
        time.sleep(1.5)  # long enough for a level-1 reply, had the engine not waited
        page = self.state()
        self.check(f"{game}: undo takes back the move and the reply, and the engine waits",
                   (page["position"], len(page["history"])), (library_position(self.variants, game, "", []), 0))
        # The player moves again; the engine answers again.
        d.click('#board rect.sq[data-square="d2"]')
        d.click('#board rect.sq[data-square="d4"]')
        self.wait_plies(2, "the engine's next reply")
        page = self.state()
        self.check(f"{game}: after d2-d4 {page['history'][1]}", page["position"],
                   library_position(self.variants, game, "", page["history"]))
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
        d.click('#board rect.sq[data-square="e4"]')
        d.click('#board rect.sq[data-square="e5"]')
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
            d.click(f'#board rect.sq[data-square="{frm}"]')
            d.click(f'#board rect.sq[data-square="{to}"]')
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
        d.click('#board rect.sq[data-square="a1"]')
        d.click('#board rect.sq[data-square="a2"]')
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
        m = d.script("""
            const squares = [...document.querySelectorAll('#board rect.sq')].map((r) => r.getBoundingClientRect());
            const board = document.querySelector('#board svg').getBoundingClientRect();
            const list = document.getElementById('history').getBoundingClientRect();
            return {inner: window.innerWidth, scroll: document.documentElement.scrollWidth,
                    square: Math.min(...squares.map((r) => Math.min(r.width, r.height))),
                    boardBottom: board.bottom, boardRight: board.right, listTop: list.top, listLeft: list.left,
                    height: window.innerHeight};""")
        print(f"     {game} at {width} px: squares {m['square']:.1f} px, page {m['scroll']} px wide"
              f" (window {m['inner']} px)")
        self.check(f"{game} at {width} px: no horizontal overflow", m["scroll"] <= m["inner"], True)
        if width <= 400:
            self.check(f"{game} at {width} px: squares of 28 px or more", m["square"] >= 28, True)
            d.screenshot(os.path.join(self.shots, f"web-{game}-phone.png"))
        else:
            self.check(f"{game} at {width} x {height}: the board and the move list in view together",
                       m["boardBottom"] <= m["height"] + 1 and m["listTop"] < m["height"] - 40, True)

    def wait_plies(self, n, what):
        self.driver.wait(f"return {PLIES} === {n};", what)

    def screenshot(self, game, select):
        d = self.driver
        if select:
            d.click(f'#board rect.sq[data-square="{select}"]')
        d.script("window.scrollTo(0, 0);")
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
                d.click(f'#board rect.sq[data-square="{frm}"]')
                d.click(f'#board rect.sq[data-square="{to}"]')
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    parser.add_argument("--variants", default=os.path.join(target, "debug", "variants"))
    parser.add_argument("--screenshots", default=os.path.join(ROOT, "docs", "images"))
    args = parser.parse_args()
    dist = os.path.join(ROOT, "web", "dist")
    if not os.path.exists(os.path.join(dist, "variants_web_bg.wasm")):
        sys.exit("error: web/dist is not built: run web/build.sh")
    os.makedirs(args.screenshots, exist_ok=True)

    http_port, driver_port = free_port(), free_port()
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    server = subprocess.Popen([sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", dist, str(http_port)], **quiet)
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver_process = subprocess.Popen([chromedriver, f"--port={driver_port}"], **quiet)
    driver = None
    try:
        wait_for_port(http_port, server, "the web server")
        wait_for_port(driver_port, driver_process, "chromedriver")
        driver = WebDriver(driver_port)
        test = Test(driver, f"http://127.0.0.1:{http_port}", args.variants, args.screenshots)
        steps = [(sc["game"], lambda sc=sc: test.scenario(sc)) for sc in SCENARIOS]
        steps += [
            ("undo against the engine", test.undo_against_engine),
            ("an abandoned search", test.abandoned_search),
            ("the analysis", test.analysis),
            ("the URL and a reload", test.url_and_reload),
            ("the end of a game", test.game_end),
        ]
        for game in ["dragonchess", "grant-acedrex", "cheskers", "baroque"]:
            steps.append((f"{game} on a phone", lambda game=game: test.layout(game, 390, 844)))
            steps.append((f"{game} on a desktop", lambda game=game: test.layout(game, 1280, 800)))
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
