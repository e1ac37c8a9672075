"""Legal moves, perft, divide, outcome and position text equal the `variants`
CLI's (the Rust crates') on positions from random games of every game under
every preset and a few rule options."""

import pytest

import chess_variants as cv
from conftest import rule_args

# Positions: each game, each of its presets plus the default rules with the
# draw options on, after random games of a few lengths.
CASES = []
for game in cv.GAMES:
    rule_sets = [(name, None) for name, _ in cv.presets(game)]
    rule_sets.append((None, {"repetition": "ThreefoldDraw", "no_progress_limit": 6}))
    for preset, rules in rule_sets:
        for seed, plies in [(1, 0), (2, 7), (3, 20), (4, 61)]:
            CASES.append((game, preset, rules, seed, plies))


def reached(game, preset, rules, seed, plies):
    position = cv.Position(game, preset=preset, rules=rules)
    position.random_playout(seed, plies)
    return position


@pytest.mark.parametrize("game,preset,rules,seed,plies", CASES)
def test_moves_and_perft_equal_the_cli(cli, game, preset, rules, seed, plies):
    position = reached(game, preset, rules, seed, plies)
    args = [game, "--fen", position.text, *rule_args(position)]
    # The CLI reads the position afresh, without the repetition history;
    # so does a position rebuilt from the text.
    fresh = cv.Position(game, position.text, rules=dict(position.changed_rules))
    assert fresh.legal_moves() == cli.out("moves", *args).splitlines()
    assert fresh.perft(2) == int(cli.out("perft", *args, "2").splitlines()[-1])
    assert (fresh.outcome() or "ongoing") == cli.out("outcome", *args).strip()
    assert fresh.text == cli.out("apply", *args).strip()


@pytest.mark.parametrize("game", cv.GAMES)
def test_divide_and_perft_at_depth_three_equal_the_cli(cli, game):
    position = reached(game, None, None, 11, 9)
    args = [game, "--fen", position.text]
    # `MOVE COUNT` per move, then the total alone on the last line.
    *lines, total = cli.out("divide", *args, "3").splitlines()
    expected = dict((move, int(count)) for move, count in (line.split() for line in lines))
    divided = dict(position.divide(3))
    assert divided == expected
    assert list(divided) == position.legal_moves()
    assert sum(divided.values()) == int(total) == position.perft(3) == position.perft(3, threads=2)


@pytest.mark.parametrize("game", cv.GAMES)
def test_playing_moves_gives_the_cli_positions(cli, game):
    position = cv.Position(game)
    moves = []
    for step in range(30):
        legal = position.legal_moves()
        if not legal:
            break
        moves.append(position.play(legal[(step * 7919) % len(legal)]))
    assert position.text == cli.out("apply", game, *moves).strip()


@pytest.mark.parametrize("game", cv.GAMES)
def test_indices_name_the_listed_moves(game):
    position = reached(game, None, None, 5, 12)
    legal = position.legal_moves()
    assert position.legal_move_count() == len(legal)
    for i, move in enumerate(legal):
        assert position.move_index(move) == i
        child = position.copy()
        assert child.play_index(i) == move
        other = position.copy()
        other.play(move)
        assert child == other and hash(child) == hash(other)
        third = position.copy()
        assert third.advance(i) == child.legal_move_count()


@pytest.mark.parametrize("game", cv.GAMES)
def test_errors_have_the_cli_messages(cli, game):
    position = cv.Position(game)
    with pytest.raises(cv.MoveTextError) as refused:
        position.play("zz9")
    assert cli.error("apply", game, "zz9") == f"move 1 of 1: {refused.value}"
    with pytest.raises(cv.PositionTextError) as refused:
        cv.Position(game, "not a position")
    assert cli.error("show", game, "--fen", "not a position") == str(refused.value)
    with pytest.raises(cv.RuleOptionError) as refused:
        cv.Position(game, rules={"no_such_option": "1"})
    assert cli.error("show", game, "--rule", "no_such_option=1").startswith(str(refused.value))
