"""The environments' conventions: Gymnasium ids, seeded resets, a default
ply cap per game, a start from position text, state()."""

import subprocess
import sys

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import chess_variants as cv
from chess_variants.gym import GYMNASIUM_IDS, SingleAgentEnv
from chess_variants.pettingzoo import DEFAULT_MAX_PLIES
from chess_variants.pettingzoo import env as aec_env


@pytest.mark.parametrize("game", cv.GAMES)
def test_gymnasium_make_by_id(game):
    env = gymnasium.make(GYMNASIUM_IDS[game], level=1, engine_nodes=200)
    assert isinstance(env.unwrapped, SingleAgentEnv) and env.unwrapped.game.game == game
    check_env(env.unwrapped, skip_render_check=True)
    observation, _ = env.reset(seed=0)
    assert env.observation_space.contains(observation)


def test_gymnasium_make_imports_the_module_itself():
    """A fresh interpreter: the `module:id` form registers the ids."""
    code = (
        "import gymnasium\n"
        "env = gymnasium.make('chess_variants.gym:chess_variants/Baroque-v0', level=1)\n"
        "print(env.unwrapped.game.game)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "baroque"


def play_out(env, seed, steps=12):
    """Observations along a game of seeded random legal actions."""
    observation, _ = env.reset(seed=seed)
    seen = [observation["observation"].copy()]
    for _ in range(steps):
        mask = observation["action_mask"]
        action = env.action_space.sample(mask=mask)
        observation, _, terminated, truncated, _ = env.step(action)
        seen.append(observation["observation"].copy())
        if terminated or truncated:
            break
    return seen


@pytest.mark.parametrize("game", ["cheskers", "baroque"])
def test_a_seeded_reset_repeats_the_episode(game):
    a = SingleAgentEnv(game=game, level=3, max_plies=40)
    b = SingleAgentEnv(game=game, level=3, max_plies=40)
    first = play_out(a, seed=5)
    again = play_out(b, seed=5)
    assert len(first) == len(again)
    assert all(np.array_equal(x, y) for x, y in zip(first, again))
    other = play_out(b, seed=6)
    assert len(other) != len(first) or not all(np.array_equal(x, y) for x, y in zip(first, other))


def test_a_seeded_aec_reset_seeds_the_action_spaces():
    draws = []
    for seed in (1, 1, 2):
        e = aec_env(game="cheskers")
        e.reset(seed=seed)
        mask = e.observe(e.agent_selection)["action_mask"]
        draws.append([int(e.action_space(e.agent_selection).sample(mask=mask)) for _ in range(20)])
    assert draws[0] == draws[1] and draws[0] != draws[2]


@pytest.mark.parametrize("game", cv.GAMES)
def test_each_game_has_a_default_ply_cap(game):
    e = aec_env(game=game)
    assert e.max_plies == DEFAULT_MAX_PLIES[game] > 0
    assert aec_env(game=game, max_plies=None).max_plies is None
    with pytest.raises(cv.VariantsError):
        aec_env(game=game, max_plies=0)
    # A cap is a truncation, not an ending.
    e = aec_env(game=game, max_plies=4)
    e.reset(seed=0)
    rng = np.random.default_rng(0)
    for agent in e.agent_iter(max_iter=100):
        observation, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert e.plies == 4 and not e.position.is_over


@pytest.mark.parametrize("game", cv.GAMES)
def test_start_from_position_text_and_state(game):
    later = cv.Position(game)
    later.random_playout(2, 9)
    e = aec_env(game=game, position=later.text)
    e.reset()
    assert e.position.text == later.text
    assert e.position.turn == e.possible_agents.index(e.agent_selection)
    state = e.state()
    assert e.state_space.contains(state)
    assert np.array_equal(state, e.observe(e.agent_selection)["observation"])
    e.reset(options={"position": cv.Position(game).text})
    assert e.position == cv.Position(game)
    single = SingleAgentEnv(game=game, seat=later.turn, level=1, position=later.text)
    _, info = single.reset(seed=0)
    assert info["position"] == later.text
    with pytest.raises(cv.PositionTextError):
        aec_env(game=game, position="nonsense")
