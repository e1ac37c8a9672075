"""python-chess's habits: push/pop/peek and the move stack, Move values,
is_legal, piece_at, result(), dict-valued rules and spaces. Each is
checked against another path: copies taken along the way, the position
text read here, the move text read here, the PGN result."""

import pickle
import random

import pytest

import chess_variants as cv

# Every preset of every game, and the default rules with both draw options.
RULE_SETS = [
    (game, preset, None) for game in cv.GAMES for preset, _ in cv.presets(game)
] + [(game, None, {"repetition": "ThreefoldDraw", "no_progress_limit": 8}) for game in cv.GAMES]


def square_index(game: str, name: str) -> int:
    """The index of a square from its name, written out here: files a.., ranks
    from 1, Dragonchess with its level digit first (12 x 8 boards)."""
    shape = cv.action_space(game)
    files, ranks = shape["files"], shape["ranks"]
    level = 0
    if shape["levels"] > 1:
        level, name = int(name[0]) - 1, name[1:]
    file, rank = ord(name[0]) - ord("a"), int(name[1:]) - 1
    assert 0 <= file < files and 0 <= rank < ranks
    return level * files * ranks + rank * files + file


def board_from_text(game: str, text: str) -> dict:
    """{square index: letter} read from position text's placement field
    (Dragonchess: its three levels top first, separated by `|`)."""
    shape = cv.action_space(game)
    files, ranks = shape["files"], shape["ranks"]
    placement = text.split()[0]
    boards = placement.split("|")
    assert len(boards) == shape["levels"]
    pieces = {}
    for top_down, board in enumerate(boards):
        level = len(boards) - 1 - top_down
        for row, rank_text in enumerate(board.split("/")):
            rank = ranks - 1 - row
            file = 0
            digits = ""
            for char in rank_text + " ":
                if char.isdigit():
                    digits += char
                    continue
                if digits:
                    file += int(digits)
                    digits = ""
                if char.isalpha():
                    pieces[level * files * ranks + rank * files + file] = char
                    file += 1
            assert file == files, (rank_text, file)
    return pieces


def random_line(position: cv.Position, plies: int, seed: int) -> list:
    rng = random.Random(seed)
    played = []
    for _ in range(plies):
        moves = position.generate_legal_moves()
        if not moves:
            break
        played.append(position.push(rng.choice(moves)))
    return played


@pytest.mark.parametrize("game,preset,rules", RULE_SETS)
def test_pop_undoes_push_back_to_the_root(game, preset, rules):
    """Popping every move gives back, in turn, the copies taken before each
    push: same game (== covers the clock and history where a rule reads
    them), text, legal moves and outcome; across the stored checkpoints."""
    position = cv.Position(game, preset=preset, rules=rules)
    rng = random.Random(5)
    before = []
    pushed = []
    for _ in range(80):
        moves = position.generate_legal_moves()
        if not moves:
            break
        before.append(position.copy())
        pushed.append(position.push(rng.choice(moves)))
    assert position.move_stack == pushed
    if pushed:
        assert position.peek() == pushed[-1]
    while before:
        expected = before.pop()
        undone = position.pop()
        assert undone == pushed.pop()
        assert position == expected
        assert position.text == expected.text
        assert position.legal_moves() == expected.legal_moves()
        assert position.outcome() == expected.outcome()
        assert position.move_stack == expected.move_stack
    assert position == cv.Position(game, preset=preset, rules=rules)
    with pytest.raises(IndexError):
        position.pop()
    with pytest.raises(IndexError):
        position.peek()


def test_pop_restores_the_repetition_history():
    """Under threefold repetition, undoing the move that repeated a third
    time reopens the game; replaying it ends it again."""
    rules = {"repetition": "ThreefoldDraw"}
    position = cv.Position("baroque", rules=rules)
    for _ in range(2):
        for move in ["a2-a3", "a7-a6", "a3-a2", "a6-a7"]:
            position.push(move)
    assert position.result() == "1/2-1/2" and position.legal_move_count() == 0
    last = position.pop()
    assert not position.is_game_over() and position.result() == "*"
    position.push(last)
    assert position.is_game_over()


@pytest.mark.parametrize("game,preset,rules", RULE_SETS)
def test_moves_as_values(game, preset, rules):
    """Every legal move's value: its squares are the squares its text names
    (read here), Move.from_text of its text equals it (the text path against
    the move-value path), equal values hash alike, distinct moves differ."""
    for seed in range(4):
        position = cv.Position(game, preset=preset, rules=rules)
        random_line(position, 9 * seed, seed)
        moves = position.generate_legal_moves()
        assert [m.text for m in moves] == position.legal_moves()
        assert len(set(moves)) == len(moves)
        for move in moves:
            assert move.game == game and str(move) == move.text
            again = cv.Move.from_text(game, move.text)
            assert again == move and hash(again) == hash(move)
            assert pickle.loads(pickle.dumps(move)) == move
            if move.is_pass:
                assert move.text == "pass" and move.squares == ()
                continue
            assert [square_index(game, n) for n in move.square_names] == list(move.squares)
            assert move.from_square == move.squares[0]
            assert move.to_square == move.squares[-1]
            if move.promotion is not None:
                assert move.text.endswith("=" + move.promotion)
            assert position.is_legal(move) and position.is_legal(move.text)


def test_move_text_of_another_notation_names_the_same_move():
    position = cv.Position("grant-acedrex")
    # SAN-style text parses to the canonical coordinate move.
    move = position.parse_move("Ud3")
    assert move == cv.Move.from_text("grant-acedrex", "c1-d3")
    assert position.push("Ud3") == move
    # A promotion by rule needs no suffix to be the same move.
    assert cv.Move.from_text("grant-acedrex", "e11-e12") == cv.Move.from_text(
        "grant-acedrex", "e11-e12=A"
    )
    # Cheskers' promotion is a choice: different moves.
    assert cv.Move.from_text("cheskers", "g7-h8=B") != cv.Move.from_text("cheskers", "g7-h8=K")
    assert cv.Move.from_text("cheskers", "g7-h8=C").promotion == "C"
    # A move of another game is never equal, legal or playable.
    other = cv.Move.from_text("baroque", "a2-a3")
    assert other != cv.Move.from_text("cheskers", "a2-a3")
    assert not cv.Position("cheskers").is_legal(other)
    with pytest.raises(cv.VariantsError):
        cv.Position("cheskers").push(other)
    for bad in ["", "e4", "zz9-a1", "a1-a99", "Ud3"]:
        with pytest.raises(cv.MoveTextError):
            cv.Move.from_text("grant-acedrex", bad)
    with pytest.raises(cv.UnknownGameError):
        cv.Move.from_text("chess", "e2-e4")


@pytest.mark.parametrize("game", cv.GAMES)
def test_illegal_pushes_change_nothing(game):
    position = cv.Position(game)
    random_line(position, 6, 1)
    before = (position.copy(), position.move_stack)
    other = cv.Position(game)
    other.push(other.generate_legal_moves()[0])
    for move in other.generate_legal_moves():
        if not position.is_legal(move):
            with pytest.raises(cv.IllegalMoveError):
                position.push(move)
    assert not position.is_legal("?") and not position.is_legal(3)
    with pytest.raises(TypeError):
        position.push(3)
    assert (position, position.move_stack) == before


@pytest.mark.parametrize("game,preset,rules", RULE_SETS)
def test_piece_at_reads_the_position_text(game, preset, rules):
    position = cv.Position(game, preset=preset, rules=rules)
    shape = cv.action_space(game)
    for plies in (0, 15, 40):
        random_line(position, plies, plies)
        board = board_from_text(game, position.text)
        for index in range(shape["squares"]):
            assert position.piece_at(index) == board.get(index)
        for move in position.generate_legal_moves()[:5]:
            if move.square_names:
                name = move.square_names[0]
                assert position.piece_at(name) == board[square_index(game, name)]
    for bad in [-1, shape["squares"], "z9", "", "a0"]:
        with pytest.raises(cv.VariantsError):
            position.piece_at(bad)


@pytest.mark.parametrize("game", cv.GAMES)
def test_result_matches_the_outcome_and_the_record(game):
    for seed in range(6):
        start = cv.Position(game, rules={"no_progress_limit": 40})
        position = start.copy()
        position.random_playout(seed, 3000 if seed % 2 else 25)
        result = position.result()
        outcome = position.outcome()
        if outcome is None:
            assert result == "*" and not position.is_game_over()
        elif position.winner is None:
            assert result == "1/2-1/2" and outcome.startswith("draw")
        else:
            assert result == ("1-0", "0-1")[position.winner]
        # The game record derives its Result tag on its own.
        record = cv.write_pgn(start, [m.text for m in position.move_stack])
        assert f'[Result "{result}"]' in record


@pytest.mark.parametrize("game", cv.GAMES)
def test_rules_and_spaces_are_dicts(game):
    position = cv.Position(game, rules={"no_progress_limit": 50})
    assert isinstance(position.rules, dict)
    assert list(position.rules) == [name for name, _, _ in cv.rule_options(game)]
    assert position.changed_rules == {"no_progress_limit": "50"}
    assert position.rules["no_progress_limit"] == "50"
    space = cv.action_space(game)
    assert set(space) == {"actions", "squares", "promotions", "planes", "files", "ranks", "levels"}
    assert space["squares"] == space["files"] * space["ranks"] * space["levels"]
    assert space["actions"] == space["squares"] ** 2 * (len(space["promotions"]) + 1) + 1
    assert space["planes"] == len(cv.plane_names(game))


@pytest.mark.parametrize("game", cv.GAMES)
def test_copies_and_pickles_keep_the_move_stack(game):
    position = cv.Position(game)
    random_line(position, 40, 3)
    for other in (position.copy(), pickle.loads(pickle.dumps(position))):
        assert other == position and other.move_stack == position.move_stack
        assert other.root() == cv.Position(game)
        other.pop()
        assert other.move_stack == position.move_stack[:-1]
    assert len(position.move_stack) == 40
