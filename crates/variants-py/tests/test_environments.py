"""The PettingZoo environments pass PettingZoo's API test; their actions
are exactly the legal moves; the Gymnasium wrapper plays the engine."""

import numpy as np
import pytest
from pettingzoo.test import api_test

import chess_variants as cv
from chess_variants.gym import SingleAgentEnv
from chess_variants.pettingzoo import env
from conftest import position_with_a_chain


@pytest.mark.parametrize("game", cv.GAMES)
def test_api_test_passes(game):
    api_test(env(game=game, max_plies=300), num_cycles=200, verbose_progress=False)


@pytest.mark.parametrize("game", cv.GAMES)
def test_every_legal_move_is_one_action_sequence(game):
    """Distinct moves have distinct action sequences, none a prefix of
    another, every action within the space, over positions of random games."""
    size = dict(cv.action_space(game))["actions"]
    for seed in range(6):
        position = cv.Position(game)
        position.random_playout(seed, 10 + 9 * seed)
        moves = position.move_actions()
        assert len(moves) == position.legal_move_count()
        sequences = [tuple(m) for m in moves]
        assert len(set(sequences)) == len(sequences)
        for a in sequences:
            assert all(0 <= x < size for x in a)
            for b in sequences:
                assert a == b or a != b[: len(a)]


def test_a_cheskers_chain_is_played_jump_by_jump():
    """Each jump of a chain is one action: the same side acts again, the
    next actions are the chains' continuations, and the last jump plays
    the whole move."""
    position, chains = position_with_a_chain()
    chain = chains[0]
    mover = position.turn
    whole = position.copy()
    whole.play_index(position.move_actions().index(chain))
    for n, action in enumerate(chain[:-1]):
        continuations = {m[n] for m in position.move_actions() if m[:n] == chain[:n] and len(m) > n}
        assert set(position.legal_actions()) == continuations
        assert position.apply_action(action) is False
        assert position.turn == mover and position.pending_actions == chain[: n + 1]
    assert position.apply_action(chain[-1]) is True
    assert position == whole and position.pending_actions == []


@pytest.mark.parametrize("game", cv.GAMES)
def test_rewards_and_masks(game):
    e = env(game=game, rules={"no_progress_limit": 20})
    e.reset(seed=0)
    rng = np.random.default_rng(0)
    final = {}
    for agent in e.agent_iter(max_iter=5000):
        observation, reward, terminated, truncated, info = e.last()
        final[agent] = reward
        assert observation["observation"].shape == (
            dict(cv.action_space(game))["planes"],
            dict(cv.action_space(game))["squares"],
        )
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) > 0
        e.step(int(rng.choice(legal)))
    assert e.position.is_over and e.agents == []
    winner = e.position.winner
    if winner is None:
        assert final == {"player_0": 0, "player_1": 0}
    else:
        assert final[e.possible_agents[winner]] == 1
        assert final[e.possible_agents[1 - winner]] == -1


def test_an_illegal_action_loses():
    e = env(game="baroque")
    e.reset()
    mover = e.agent_selection
    mask = e.observe(mover)["action_mask"]
    e.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(e.terminations.values())
    assert e.rewards[mover] == -1


@pytest.mark.parametrize("game,seat", [("cheskers", 0), ("baroque", 1), ("grant-acedrex", 0), ("dragonchess", 1)])
def test_single_agent_env_plays_the_engine(game, seat):
    single = SingleAgentEnv(game=game, seat=seat, level=2, max_plies=30)
    observation, info = single.reset(seed=1)
    assert single.observation_space.contains(observation)
    rng = np.random.default_rng(1)
    done = False
    steps = 0
    while not done:
        mask = single.action_masks()
        observation, reward, terminated, truncated, info = single.step(int(rng.choice(np.flatnonzero(mask))))
        done = terminated or truncated
        steps += 1
    assert steps > 0
    assert reward in (-1.0, 0.0, 1.0)
