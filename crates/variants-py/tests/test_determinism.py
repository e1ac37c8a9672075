"""Deterministic work for distributed runs: self-play searches nodes or a
depth (never a time), so two runs give the same games at every level; a
pickled position is the whole state (history, move stack, a chain begun)."""

import pickle

import pytest

import chess_variants as cv
from chess_variants import distributed
from conftest import position_with_a_chain


@pytest.mark.parametrize("level", [1, 4, 8])
def test_selfplay_repeats_at_every_level(level):
    options = {"level": level, "max_plies": 14, "rules": {"no_progress_limit": 30}}
    first = distributed.selfplay("cheskers", [0, 1], ray=False, **options)
    again = distributed.selfplay("cheskers", [0, 1], ray=False, **options)
    assert first == again
    assert first[0] != first[1], "the seeds choose different openings"
    [record] = cv.read_pgn(first[0])
    assert len(record.moves) == 14 or record.end.is_over


def test_selfplay_by_depth_and_by_nodes_repeat():
    for limits in ({"depth": 2}, {"nodes": 500}):
        games = [distributed.selfplay_game("baroque", 3, level=8, max_plies=8, **limits) for _ in range(2)]
        assert games[0] == games[1]


def test_pickle_keeps_a_chain_begun_and_the_stack():
    position, chains = position_with_a_chain(rules={"repetition": "ThreefoldDraw"})
    position.apply_action(chains[0][0])
    back = pickle.loads(pickle.dumps(position))
    assert back.pending_actions == position.pending_actions == chains[0][:1]
    assert back.legal_actions() == position.legal_actions()
    assert back.observation() == position.observation()
    assert back.move_stack == position.move_stack
    assert back == position
    for action in chains[0][1:]:
        back.apply_action(action)
        position.apply_action(action)
    assert back == position and back.pending_actions == []
