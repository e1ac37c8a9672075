"""The observation planes hold everything the rules read to decide the
legal next actions: equal observations have equal masks, over positions of
random games under every preset, the same placements with other rights and
counters, repetitions, and Cheskers chains half played. The planes are also
read back against the position text, and the README's plane tables are the
module's."""

import hashlib
import random
import re
from pathlib import Path

import numpy as np
import pytest

import chess_variants as cv
from chess_variants.pettingzoo import env as aec_env
from conftest import position_with_a_chain

README = Path(__file__).resolve().parents[1] / "README.md"

RULE_SETS = [
    (game, preset, None) for game in cv.GAMES for preset, _ in cv.presets(game)
] + [
    (game, None, rules)
    for game in cv.GAMES
    for rules in ({"repetition": "ThreefoldDraw"}, {"no_progress_limit": 30})
]


def planes_of(position):
    shape = cv.action_space(position.game)
    return np.frombuffer(position.observation(), dtype=np.float32).reshape(
        shape["planes"], shape["squares"]
    )


def same_placement_texts(position):
    """Position texts with the placement and side of `position` and other
    rights and counters: the clock and fullmove number around every limit
    the rules set, Grant Acedrex's four king-leap rights."""
    fields = position.text.split()
    rules = position.rules
    clocks = {0, 3}
    limit = rules.get("no_progress_limit", "none")
    if limit != "none":
        clocks |= {int(limit) - 1, int(limit)}
    fullmoves = {1, 40}
    ply_limit = rules.get("ply_limit", "none")
    if ply_limit != "none":
        # plies played = 2 (fullmove - 1) + (1 if Black is to move)
        for plies in (int(ply_limit) - 1, int(ply_limit)):
            black = fields[1] == "b"
            if (plies - black) % 2 == 0:
                fullmoves.add((plies - black) // 2 + 1)
    if position.game == "grant-acedrex":
        rights = ["K", "k", "Kk", "-"]
        head, rest = fields[:2], fields[5:]
        for right in rights:
            for clock in clocks:
                for fullmove in fullmoves:
                    yield " ".join(head + [right, str(clock), str(fullmove)] + rest)
    else:
        for clock in clocks:
            for fullmove in fullmoves:
                yield " ".join(fields[:2] + [str(clock), str(fullmove)])


def repeat_positions(position, rng):
    """Positions reached by shuffling a piece of each side out and back
    twice (under a repetition rule, the last is a third occurrence), or
    nothing when no such pair of moves is found quickly."""
    quiet = [m for m in position.generate_legal_moves() if "x" not in m.text and not m.is_pass]
    rng.shuffle(quiet)
    for first in quiet[:6]:
        after_first = position.copy()
        after_first.push(first)
        replies = [
            m for m in after_first.generate_legal_moves() if "x" not in m.text and not m.is_pass
        ]
        rng.shuffle(replies)
        for reply in replies[:6]:
            line = [first, reply]
            back_first = cv.Move.from_text(
                position.game, "-".join(reversed(first.square_names))
            )
            back_reply = cv.Move.from_text(
                position.game, "-".join(reversed(reply.square_names))
            )
            line += [back_first, back_reply]
            walk = position.copy()
            reached = []
            try:
                for move in line * 2:
                    if walk.is_game_over():
                        break
                    walk.push(move)
                    reached.append(walk.copy())
            except cv.VariantsError:
                continue
            return reached
    return []


def pool(game, preset, rules, seeds=3, plies=45):
    """Positions (with equal placements among them) from random games."""
    rng = random.Random(11)
    for seed in range(seeds):
        position = cv.Position(game, preset=preset, rules=rules)
        line = random.Random(seed)
        for ply in range(plies):
            yield position
            for text in same_placement_texts(position):
                try:
                    yield cv.Position(game, text, preset=preset, rules=rules)
                except cv.PositionTextError:
                    pass
            for steps in position.move_actions():
                if len(steps) > 1:
                    half = position.copy()
                    for action in steps[: rng.randrange(1, len(steps))]:
                        half.apply_action(action)
                    yield half
            if ply % 9 == 4:
                yield from repeat_positions(position, rng)
            moves = position.legal_moves()
            if not moves:
                break
            position.play(line.choice(moves))


@pytest.mark.parametrize("game,preset,rules", RULE_SETS)
def test_equal_observations_have_equal_masks(game, preset, rules):
    masks = {}
    boards = {}
    hidden = 0
    repetitions = 0
    for position in pool(game, preset, rules):
        repetitions += "repetition" in (position.outcome() or "")
        planes = planes_of(position)
        key = hashlib.sha256(planes.tobytes()).digest()
        mask = tuple(position.legal_actions())
        assert masks.setdefault(key, mask) == mask, (position.text, position.pending_actions)
        # The pieces and the side alone: where they agree but the masks
        # differ, the other planes told the positions apart.
        pieces = cv.plane_names(game).index("squares in play")
        board = hashlib.sha256(planes[: pieces + 2].tobytes()).digest()
        seen = boards.setdefault(board, set())
        seen.add(mask)
        hidden += len(seen) > 1
    # The pool holds equal boards with different masks wherever the rules
    # read more than the board: rights, counters, history, chains.
    reads_more = game in ("grant-acedrex", "cheskers") or rules is not None
    if reads_more:
        assert hidden > 0
    if rules and "repetition" in rules:
        assert repetitions > 0, "the pool reaches a draw by repetition"


def test_the_issues_examples_are_told_apart():
    start = "rlugcakcgulr/12/12/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/12/12/RLUGCAKCGULR w {} 0 1"
    rights = cv.Position("grant-acedrex", start.format("Kk"))
    none = cv.Position("grant-acedrex", start.format("-"))
    assert (rights.legal_move_count(), none.legal_move_count()) == (59, 56)
    assert not np.array_equal(planes_of(rights), planes_of(none))
    # A Cheskers chain after its first jump.
    position, chains = position_with_a_chain(plies=30)
    before = planes_of(position).copy()
    position.apply_action(chains[0][0])
    assert not np.array_equal(planes_of(position), before)


@pytest.mark.parametrize("game,preset,rules", RULE_SETS)
def test_planes_read_back_as_the_position_text(game, preset, rules):
    """The piece planes, side, clock and rights planes against the fields of
    the position text, read here."""
    from test_python_chess_api import board_from_text

    names = cv.plane_names(game)
    pieces = names.index("squares in play")
    kinds = pieces // 2
    plane_of_letter = {}
    for seed in range(3):
        position = cv.Position(game, preset=preset, rules=rules)
        position.random_playout(seed, 10 + 20 * seed)
        planes = planes_of(position)
        board = board_from_text(game, position.text)
        occupied = {i for i in range(planes.shape[1]) if planes[:pieces, i].any()}
        assert occupied == set(board)
        for square, letter in board.items():
            [plane] = np.flatnonzero(planes[:pieces, square])
            assert plane // kinds == (0 if letter.isupper() else 1)
            # One plane per letter, a different one for each letter.
            assert plane_of_letter.setdefault(letter, plane) == plane
        assert len(set(plane_of_letter.values())) == len(plane_of_letter)
        fields = position.text.split()
        assert set(planes[pieces + 1]) == {1.0 if fields[1] in "bs" else 0.0}
        clock_field = 3 if game == "grant-acedrex" else 2
        limit = position.rules["no_progress_limit"]
        clock = int(fields[clock_field])
        expected = 0.0 if limit == "none" else min(clock, int(limit)) / int(limit)
        assert np.allclose(planes[pieces + 2], expected)
        if game == "grant-acedrex":
            assert set(planes[pieces + 4]) == {1.0 if "K" in fields[2] else 0.0}
            assert set(planes[pieces + 5]) == {1.0 if "k" in fields[2] else 0.0}


def test_planes_are_documented_in_the_readme():
    """The README's table of each game's planes is `plane_names`."""
    text = README.read_text()
    for game in cv.GAMES:
        section = re.search(rf"<!-- planes {game} -->\n(.*?)(?:\n\n|\n?\Z)", text, re.S)
        assert section, f"no plane table for {game} in {README}"
        rows = [
            line.split("|")[2].strip()
            for line in section.group(1).splitlines()
            if line.startswith("| ") and not line.startswith("| plane")
        ]
        assert rows == cv.plane_names(game)


@pytest.mark.parametrize("game", cv.GAMES)
def test_history_planes_are_the_earlier_positions(game):
    history = 3
    e = aec_env(game=game, history=history)
    e.reset(seed=1)
    names = cv.plane_names(game)
    pieces = names.index("squares in play")
    planes = len(names)
    rng = np.random.default_rng(2)
    for _ in range(8):
        observation = e.observe(e.agent_selection)
        assert observation["observation"].shape == (planes + history * pieces, cv.action_space(game)["squares"])
        e.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    observation = e.observe(e.agent_selection)["observation"]
    # The positions before the last moves, by undoing them on a copy.
    # (pop drops a chain begun first, then undoes the last whole move.)
    earlier = e.position.copy()
    for i in range(history):
        earlier.pop()
        group = observation[planes + i * pieces : planes + (i + 1) * pieces]
        assert np.array_equal(group, planes_of(earlier)[:pieces])
    assert e.state().shape == observation.shape
