"""Perft split by divide and self-play over a local Ray instance with two
workers give the single-process results."""

import pytest

import chess_variants as cv
from chess_variants import distributed

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.parametrize("game,depth", [("cheskers", 4), ("baroque", 3), ("grant-acedrex", 3), ("dragonchess", 3)])
def test_perft_over_ray_equals_one_process(local_cluster, game, depth):
    position = cv.Position(game)
    position.random_playout(7, 6)
    spread = distributed.perft(position, depth, chunks=2)
    assert spread == distributed.perft(position, depth, ray=False)
    assert spread["total"] == position.perft(depth)
    assert [m for m, _ in spread["divide"]] == position.legal_moves()


@pytest.mark.parametrize("level,max_plies", [(1, 16), (2, 40), (8, 16)])
def test_selfplay_over_ray_equals_one_process(local_cluster, level, max_plies):
    # Levels 1 and 8 think for a time unless given nodes: self-play gives
    # them a node budget, so that every run and every worker agree.
    options = {"level": level, "max_plies": max_plies, "rules": {"no_progress_limit": 30}}
    seeds = [0, 1, 2, 3]
    spread = distributed.selfplay("cheskers", seeds, **options)
    assert spread == distributed.selfplay("cheskers", seeds, ray=False, **options)
    assert len(set(spread)) == len(seeds)
    for text in spread:
        [record] = cv.read_pgn(text)
        assert record.game == "cheskers" and len(record.moves) > 4
