"""The Position API: play and refusal, outcome, diagrams, PGN, the engine,
copies and pickling."""

import copy
import pickle
import struct

import pytest

import chess_variants as cv


@pytest.mark.parametrize("game", cv.GAMES)
def test_a_refused_move_leaves_the_position_unchanged(game):
    position = cv.Position(game)
    before = position.text
    legal = position.legal_moves()
    # A legal move of the other side: well formed, not legal here.
    other = cv.Position(game)
    other.play(legal[0])
    theirs = other.legal_moves()[0]
    if theirs not in legal:
        with pytest.raises(cv.IllegalMoveError):
            position.play(theirs)
    with pytest.raises(cv.MoveTextError):
        position.play("?")
    with pytest.raises(cv.IllegalMoveError):
        position.play_index(len(legal))
    with pytest.raises(cv.IllegalMoveError):
        position.play_index(-1)
    assert position.text == before
    assert position.legal_moves() == legal


@pytest.mark.parametrize("game", cv.GAMES)
def test_repr_shows_text_and_diagram(game):
    position = cv.Position(game)
    text = repr(position)
    assert text.startswith(f"Position({game!r}, {position.text!r})".replace("'", '"'))
    assert position.diagram() in text
    assert text.rstrip().endswith("to move")
    assert str(position) == position.text
    assert position.svg().startswith("<svg") or "<svg" in position.svg()


@pytest.mark.parametrize("game", cv.GAMES)
def test_a_game_ends_with_an_outcome_and_a_winner(game):
    position = cv.Position(game, rules={"no_progress_limit": 30})
    position.random_playout(seed=3, max_plies=5000)
    assert position.is_over
    assert position.legal_moves() == []
    outcome = position.outcome()
    assert outcome.startswith("draw: ") == (position.winner is None)
    if position.winner is not None:
        assert outcome.startswith(("white", "black", "gold", "scarlet"))
    with pytest.raises(cv.IllegalMoveError, match="the game is over"):
        position.play_index(0)


@pytest.mark.parametrize("game", cv.GAMES)
def test_playouts_are_deterministic_and_copies_independent(game):
    a = cv.Position(game)
    b = a.copy()
    plies = a.random_playout(seed=9, max_plies=40)
    assert b == cv.Position(game)
    assert b.random_playout(seed=9, max_plies=40) == plies
    assert a == b and a.text == b.text
    assert copy.deepcopy(a) == a and copy.copy(a) == a


@pytest.mark.parametrize("game", cv.GAMES)
def test_positions_pickle_with_their_rules(game):
    options = cv.rule_options(game)
    name, values, _ = next(o for o in options if o[0] == "no_progress_limit")
    position = cv.Position(game, rules={name: 77})
    position.random_playout(seed=4, max_plies=6)
    back = pickle.loads(pickle.dumps(position))
    assert back == position
    assert dict(back.rules)["no_progress_limit"] == "77"
    assert back.legal_moves() == position.legal_moves()


def test_pickling_keeps_the_repetition_history():
    # Two round trips of a pincer: under threefold repetition the third
    # occurrence is a draw, so the history decides the legal moves.
    rules = {"repetition": "ThreefoldDraw"}
    position = cv.Position("baroque", rules=rules)
    fresh = cv.Position("baroque", rules=rules)
    for _ in range(2):
        for move in ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]:
            position.play(move)
    assert position.text.split()[:2] == fresh.text.split()[:2], "the same placement and side"
    assert position.legal_move_count() == 0 and fresh.legal_move_count() > 0
    assert position != fresh, "equal positions must be the same game"
    back = pickle.loads(pickle.dumps(position))
    assert back == position and hash(back) == hash(position)
    assert back.legal_move_count() == 0
    assert back.perft(2) == position.perft(2)
    once = cv.Position("baroque", rules=rules)
    for move in ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]:
        once.play(move)
    again = pickle.loads(pickle.dumps(once))
    assert again == once and again.perft(3) == once.perft(3)


@pytest.mark.parametrize("game", cv.GAMES)
def test_presets_and_options_are_the_clis(cli, game):
    listing = cli.out("rules", game)
    for name, _meaning in cv.presets(game):
        assert name in listing
        cv.Position(game, preset=name)
    for name, _values, _meaning in cv.rule_options(game):
        assert name in listing
    default = dict(cv.Position(game).rules)
    assert set(default) == {o[0] for o in cv.rule_options(game)}
    assert cv.Position(game).changed_rules == {}


@pytest.mark.parametrize("game", cv.GAMES)
def test_pgn_round_trips(cli, game, tmp_path):
    start = cv.Position(game, rules={"no_progress_limit": 90})
    position = start.copy()
    moves = [position.play_index((7 * i) % position.legal_move_count()) for i in range(12)]
    text = cv.write_pgn(start, moves, tags={"Event": "test", "White": "a"})
    assert f'[Variant "{game}"]' in text
    assert '[Event "test"]' in text
    [record] = cv.read_pgn(text)
    assert record.game == game
    assert record.moves == moves
    assert record.start == start
    assert record.end == position
    assert record.result == "*"
    assert ("Event", "test") in record.tags
    # The CLI reads what the module writes, to the same position.
    file = tmp_path / "game.pgn"
    file.write_text(text)
    assert cli.out("apply", game, "--pgn", str(file)).strip() == position.text
    # Two games in one text; a game without Variant tag needs game=.
    both = cv.read_pgn(text + "\n" + text)
    assert len(both) == 2
    bare = "\n".join(l for l in text.splitlines() if not l.startswith("[Variant"))
    with pytest.raises(cv.RecordError):
        cv.read_pgn(bare)
    assert cv.read_pgn(bare, game=game)[0].moves == moves


@pytest.mark.parametrize("game", cv.GAMES)
def test_analyse_gives_a_legal_line(game):
    position = cv.Position(game)
    result = position.analyse(level=8, depth=3)
    assert result.depth == 3
    assert result.best_move in position.legal_moves()
    assert result.pv[0] == result.best_move
    line = position.copy()
    for move in result.pv:
        line.play(move)
    assert (result.centipawns is None) == (result.mate is not None)
    assert result.score.startswith(("cp ", "mate "))
    by_nodes = position.analyse(nodes=2000)
    assert by_nodes.nodes >= 1 and by_nodes.best_move in position.legal_moves()
    assert position.analyse(nodes=2000) .best_move == by_nodes.best_move
    assert position.analyse(level=1, time=0.05).best_move in position.legal_moves()


@pytest.mark.parametrize("game", cv.GAMES)
def test_analyse_agrees_with_the_cli(cli, game):
    position = cv.Position(game)
    result = position.analyse(depth=3)
    lines = cli.out("analyse", game, "--depth", "3").splitlines()
    assert lines[-1] == f"bestmove {result.best_move}"
    last_info = lines[-2]
    assert f" score {result.score} " in last_info
    assert last_info.endswith("pv " + " ".join(result.pv))


@pytest.mark.parametrize("game", cv.GAMES)
def test_a_decided_position_has_no_best_move(cli, game):
    position = cv.Position(game, rules={"no_progress_limit": 30})
    position.random_playout(seed=3, max_plies=5000)
    assert position.is_over
    result = position.analyse(depth=2)
    assert result.best_move is None and result.pv == []
    lines = cli.out(
        "analyse", game, "--fen", position.text, "--rule", "no_progress_limit=30", "--depth", "2"
    ).splitlines()
    assert lines == [position.outcome(), "bestmove (none)"]


@pytest.mark.parametrize("game", cv.GAMES)
def test_advance_by_plays_the_drawn_moves(game):
    batched = cv.Position(game)
    one_by_one = batched.copy()
    draws = [(i * 0.6180339887) % 1.0 for i in range(80)]
    plies = batched.advance_by(draws)
    for draw in draws[:plies]:
        one_by_one.play_index(int(draw * one_by_one.legal_move_count()))
    assert plies > 0 and batched == one_by_one
    assert plies == len(draws) or batched.is_over
    as_bytes = cv.Position(game)
    assert as_bytes.advance_by(struct.pack(f"={len(draws)}d", *draws)) == plies
    assert as_bytes == batched
