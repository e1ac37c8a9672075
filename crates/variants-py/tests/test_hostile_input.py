"""No crash on hostile input: every bad value raises a Python exception (a
VariantsError where the value has the right type), and a position refused
input leaves unchanged."""

import os
import signal
import threading
import time

import numpy as np
import pytest

import chess_variants as cv
from chess_variants.gym import SingleAgentEnv
from chess_variants.pettingzoo import env as aec_env

BAD_TEXTS = [
    "",
    " ",
    "\x00",
    "/" * 10_000,
    "K" * 100_000,
    "9" * 400,
    "w - - 0 1",
    "€𝄞\u202e",
    "1/2/3/4/5/6/7/8/9/10/11/12 w - - -1 -1",
    "8/8/8/8/8/8/8/8 w - - 0 0",
    "\n".join(["k"] * 50),
]

BAD_MOVES = ["", " ", "\x00", "a1", "a1-a1", "z99-z99", "x" * 100_000, "€", "1-0", "--", "a1xb2xc3xd4" * 50]


@pytest.mark.parametrize("game", cv.GAMES)
@pytest.mark.parametrize("text", BAD_TEXTS)
def test_bad_position_text_is_refused(game, text):
    with pytest.raises(cv.PositionTextError):
        cv.Position(game, text)


@pytest.mark.parametrize("game", cv.GAMES)
@pytest.mark.parametrize("move", BAD_MOVES)
def test_bad_move_text_is_refused_and_changes_nothing(game, move):
    position = cv.Position(game)
    before = (position.text, position.legal_moves())
    with pytest.raises((cv.MoveTextError, cv.IllegalMoveError)):
        position.play(move)
    with pytest.raises((cv.MoveTextError, cv.IllegalMoveError)):
        position.move_index(move)
    assert (position.text, position.legal_moves()) == before


@pytest.mark.parametrize(
    "game,preset,rules,error",
    [
        ("chess", None, None, cv.UnknownGameError),
        ("", None, None, cv.UnknownGameError),
        ("\x00", None, None, cv.UnknownGameError),
        ("cheskers", "nope", None, cv.RuleOptionError),
        ("cheskers", "", None, cv.RuleOptionError),
        ("cheskers", None, {"no_progress_limit": 0}, cv.RuleOptionError),
        ("cheskers", None, {"no_progress_limit": 70000}, cv.RuleOptionError),
        ("cheskers", None, {"no_progress_limit": -1}, cv.RuleOptionError),
        ("baroque", None, {"repetition": "sometimes"}, cv.RuleOptionError),
        ("baroque", None, {"": ""}, cv.RuleOptionError),
        ("baroque", None, {"x" * 10_000: "y"}, cv.RuleOptionError),
        ("dragonchess", None, {1: "true"}, cv.RuleOptionError),
        ("grant-acedrex", None, {"repetition": "\x00"}, cv.RuleOptionError),
    ],
)
def test_bad_games_presets_and_rules_are_refused(game, preset, rules, error):
    with pytest.raises(error):
        cv.Position(game, preset=preset, rules=rules)


@pytest.mark.parametrize("game", cv.GAMES)
def test_bad_numbers_are_refused(game):
    position = cv.Position(game)
    for depth in (65, 1000, 2**31):
        with pytest.raises(cv.VariantsError):
            position.perft(depth)
        with pytest.raises(cv.VariantsError):
            position.divide(depth)
    for bad in (-1, 2**64, -(2**100), 10**5000):
        with pytest.raises(cv.VariantsError):
            position.perft(bad)
        with pytest.raises(cv.VariantsError):
            position.divide(bad)
    for index in (-(2**63), -1, 10**6, 2**63 - 1):
        with pytest.raises(cv.IllegalMoveError):
            position.play_index(index)
        with pytest.raises(cv.IllegalMoveError):
            position.advance(index)
    for kwargs in (
        {"level": 0},
        {"level": 9},
        {"depth": 0},
        {"depth": 101},
        {"nodes": 0},
        {"time": 0.0},
        {"time": -1.0},
        {"time": float("nan")},
        {"time": float("inf")},
        {"time": 1e9},
        {"hash_mb": 0},
        {"hash_mb": 10**9},
        {"threads": 0},
        {"threads": 10**6},
    ):
        with pytest.raises(cv.VariantsError):
            position.analyse(**kwargs)
    with pytest.raises(TypeError):
        position.play(None)
    with pytest.raises(TypeError):
        cv.Position(None)
    assert position == cv.Position(game)


BAD_PGN = [
    "",
    "[",
    '[Variant "chess"]\n\n1. e4 *',
    '[Variant "cheskers"]\n\n1. zz9 *',
    '[Variant "cheskers"]\n[FEN "nonsense"]\n\n*',
    '[Variant "cheskers"]\n[Rules "no_such=1"]\n\n*',
    '[Variant "cheskers"]\n[Result "2-0"]\n\n*',
    '[Variant "baroque"]\n\n' + "(" * 10_000,
    '[Variant "baroque"]\n\n{' + "x" * 100_000,
    "\x00\x01\x02",
]


@pytest.mark.parametrize("text", BAD_PGN)
def test_bad_records_are_refused(text):
    try:
        records = cv.read_pgn(text)
    except cv.VariantsError:
        return
    # Only the empty text reads, as no game at all.
    assert records == [] and text.strip() == ""


@pytest.mark.parametrize("game", cv.GAMES)
def test_bad_records_are_not_written(game):
    start = cv.Position(game)
    with pytest.raises((cv.MoveTextError, cv.IllegalMoveError)):
        cv.write_pgn(start, ["zz9"])
    with pytest.raises(cv.RecordError):
        cv.write_pgn(start, [], result="2-0")
    with pytest.raises(cv.RecordError):
        cv.write_pgn(start, [], tags={"Bad Name": "x"})
    with pytest.raises(cv.RecordError):
        cv.write_pgn(start, [], tags={"Event": "line\nbreak"})


@pytest.mark.parametrize("draw", [1.0, -0.1, float("nan"), float("inf"), 1e300])
def test_bad_draws_are_refused(draw):
    position = cv.Position("cheskers")
    with pytest.raises(cv.VariantsError):
        position.advance_by([draw])
    with pytest.raises(cv.VariantsError):
        position.advance_by([0.5, 0.5, draw])
    with pytest.raises(TypeError):
        position.advance_by(["x"])
    with pytest.raises(cv.VariantsError):
        position.advance_by(b"\x00" * 7)
    with pytest.raises(cv.VariantsError):
        position.advance_by(b"\xff" * 8)
    assert position == cv.Position("cheskers")


@pytest.mark.parametrize("game", cv.GAMES)
def test_perft_depths_the_cli_refuses_are_refused_quickly(game):
    position = cv.Position(game)
    for call in (position.perft, position.divide):
        started = time.monotonic()
        with pytest.raises(cv.VariantsError, match="depth 30 would count"):
            call(30)
        # More than a 64-bit count: refused even with force.
        with pytest.raises(cv.VariantsError, match="64-bit"):
            call(64, force=True)
        assert time.monotonic() - started < 5


def test_perft_threads_are_bounded_as_the_cli_bounds_them():
    position = cv.Position("cheskers")
    expected = position.perft(3)
    # Up to the CLI's 1024, capped at the cores: the same count.
    assert position.perft(3, threads=1024) == expected
    assert position.perft(4, threads=2) == position.perft(4)
    for threads in (0, -1, 1025, 100_000, 2**64):
        with pytest.raises(cv.VariantsError, match="threads"):
            position.perft(3, threads=threads)
    with pytest.raises(TypeError):
        position.perft(3, threads=1.5)


def test_divide_sums_to_perft():
    position = cv.Position("grant-acedrex")
    divided = position.divide(3)
    assert len(divided) == position.legal_move_count()
    assert sum(count for _, count in divided) == position.perft(3)


def test_a_table_too_big_for_memory_is_refused():
    position = cv.Position("cheskers")
    started = time.monotonic()
    # 65536 MiB is in the CLI's range but (on a test machine) more than
    # the memory available; either way nothing panics.
    try:
        analysis = position.analyse(hash_mb=65_536, depth=1)
    except cv.VariantsError as error:
        assert "bad hash `65536`: a table of 65536 MiB cannot be allocated" in str(error)
    else:
        assert analysis.best_move is not None
    assert time.monotonic() - started < 30


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"level": 256}, "bad level `256`"),
        ({"level": -1}, "level: -1 is negative"),
        ({"level": 2**70}, "bad level"),
        ({"nodes": -1}, "nodes: -1 is negative"),
        ({"nodes": 2**64}, "bad nodes"),
        ({"depth": -5}, "depth: -5 is negative"),
        ({"depth": 101}, "bad depth `101`: expected a number from 1 to 100"),
        ({"hash_mb": -1}, "hash: -1 is negative"),
        ({"hash_mb": 65_537}, "bad hash `65537`"),
        ({"threads": 257}, "bad threads `257`"),
        ({"seed": -1}, "seed: -1 is negative"),
    ],
)
def test_out_of_range_engine_numbers_are_variants_errors(kwargs, message):
    with pytest.raises(cv.VariantsError, match=message):
        cv.Position("cheskers").analyse(**kwargs)


def _interrupted_within(seconds, call):
    """Sends SIGINT to this process after 0.5 s and checks that `call`
    raises KeyboardInterrupt within `seconds` of it."""
    assert threading.current_thread() is threading.main_thread()
    # A process started in the background by a non-interactive shell
    # inherits SIGINT ignored, and Python then installs no handler: the
    # signal would never arrive and the call would run for hours.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    started = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert time.monotonic() - started < 0.5 + seconds


@pytest.mark.parametrize("threads", [1, 2])
def test_ctrl_c_interrupts_perft(threads):
    position = cv.Position("grant-acedrex")
    _interrupted_within(2, lambda: position.perft(9, threads=threads, force=True))
    # The position is still usable, and counts as before.
    assert position.perft(2) == cv.Position("grant-acedrex").perft(2)


def test_ctrl_c_interrupts_divide():
    position = cv.Position("grant-acedrex")
    _interrupted_within(2, lambda: position.divide(9, force=True))


def test_ctrl_c_interrupts_analyse():
    position = cv.Position("dragonchess")
    _interrupted_within(2, lambda: position.analyse(depth=100))


BAD_ACTIONS = [-1, 10**12, "3", 528.9, True, False, None, np.float64(3.0), 2**64]


@pytest.mark.parametrize("game", ["cheskers", "baroque"])
@pytest.mark.parametrize("action", BAD_ACTIONS)
def test_actions_outside_the_space_are_refused(game, action):
    e = aec_env(game=game)
    e.reset()
    size = e.action_space(e.agent_selection).n
    before = e.position.text
    agent = e.agent_selection
    with pytest.raises(ValueError, match=f"bad action .*the action space has {size} actions"):
        e.step(action)
    with pytest.raises(cv.VariantsError):
        e.step(size if action == 10**12 else action)
    # Nothing was played and nobody lost.
    assert e.position.text == before and e.agent_selection == agent
    assert not any(e.terminations.values())


@pytest.mark.parametrize("action", BAD_ACTIONS)
def test_single_agent_actions_outside_the_space_are_refused(action):
    single = SingleAgentEnv(game="cheskers", seat=0, level=1, engine_nodes=100)
    single.reset(seed=1)
    with pytest.raises(cv.VariantsError, match="bad action"):
        single.step(action)
    # In range and NumPy integers are fine.
    legal = np.flatnonzero(single.action_masks())
    single.step(np.int64(legal[0]))


def test_distributed_perft_takes_the_same_bounds_and_force():
    from chess_variants import distributed

    position = cv.Position("cheskers")
    assert distributed.perft(position, 3, ray=False, force=True)["total"] == position.perft(3)
    with pytest.raises(cv.VariantsError):
        distributed.perft(cv.Position("dragonchess"), 20, ray=False)


@pytest.mark.parametrize("game", cv.GAMES)
def test_bad_values_for_the_new_calls_are_refused(game):
    position = cv.Position(game)
    before = position.copy()
    for action in (-1, 2**70, cv.action_space(game)["actions"], 10**12):
        with pytest.raises(cv.VariantsError):
            position.apply_action(action)
    for action in ("3", 1.5, None):
        with pytest.raises(TypeError):
            position.apply_action(action)
    for square in (-1, 2**70, "", "\x00", "x" * 100_000, "99z"):
        with pytest.raises(cv.VariantsError):
            position.piece_at(square)
    for square in (None, 1.5, b"a1"):
        with pytest.raises(TypeError):
            position.piece_at(square)
    for text in ("", "x" * 100_000, "€-€", "a1-" * 50, "=K"):
        with pytest.raises(cv.MoveTextError):
            cv.Move.from_text(game, text)
        assert not position.is_legal(text)
    for move in (None, 3, b"a2-a3", object()):
        assert not position.is_legal(move)
        with pytest.raises(TypeError):
            position.push(move)
    assert position == before and position.move_stack == []


def test_bad_batches_are_refused():
    for count in (0, -1, 2**17, 10**30):
        with pytest.raises(cv.VariantsError):
            cv._native.Batch("cheskers", count)
    with pytest.raises(cv.VariantsError):
        cv._native.Batch("cheskers", 2, max_plies=0)
    with pytest.raises(cv.UnknownGameError):
        cv._native.Batch("chess", 2)
    batch = cv._native.Batch("cheskers", 2)
    before = batch.texts()
    for actions in (b"", b"\x00" * 8, b"\x00" * 17, (2**62).to_bytes(8, "little") * 2):
        with pytest.raises(cv.VariantsError):
            batch.step(actions)
    with pytest.raises(TypeError):
        batch.step([0, 0])
    assert batch.texts() == before
