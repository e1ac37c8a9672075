"""The native vector environment steps as one Position per game stepped by
its actions would: the same observations, masks, rewards, endings and
restarts; its compressed legal lists are its dense masks; its random
playouts are seeded."""

import numpy as np
import pytest

import chess_variants as cv
from chess_variants.vector import VectorEnv

GAMES_AND_RULES = [
    ("dragonchess", None),
    ("grant-acedrex", {"no_progress_limit": 20}),
    ("cheskers", None),
    ("baroque", {"repetition": "ThreefoldDraw", "no_progress_limit": 20}),
]


def planes_of(position):
    return np.frombuffer(position.observation(), dtype=np.float32)


@pytest.mark.parametrize("game,rules", GAMES_AND_RULES)
def test_vector_steps_as_positions_do(game, rules):
    count, cap = 5, 60
    env = VectorEnv(game, count, rules=rules, max_plies=cap)
    observation, infos = env.reset(seed=3)
    mirrors = [cv.Position(game, rules=rules) for _ in range(count)]
    plies = [0] * count
    rng = np.random.default_rng(4)
    ended = 0
    for _ in range(150):
        for i, mirror in enumerate(mirrors):
            assert np.array_equal(observation["observation"][i].ravel(), planes_of(mirror))
            legal = mirror.legal_actions()
            assert list(np.flatnonzero(observation["action_mask"][i])) == legal
            assert infos["to_play"][i] == mirror.turn
        assert env.texts() == [m.text for m in mirrors]
        actions = env.sample_legal(rng)
        # Now and then an action outside the mask: it loses.
        if rng.random() < 0.05:
            actions[0] = next(a for a in range(env.actions) if a not in mirrors[0].legal_actions())
        observation, rewards, terminated, truncated, infos = env.step(actions)
        assert env.observation_space.contains(
            {"observation": observation["observation"], "action_mask": observation["action_mask"]}
        )
        for i, mirror in enumerate(mirrors):
            mover = mirror.turn
            reward, done, capped = 0.0, False, False
            if actions[i] not in mirror.legal_actions():
                reward, done = -1.0, True
            elif mirror.apply_action(int(actions[i])):
                plies[i] += 1
                if mirror.is_over:
                    done = True
                    reward = 0.0 if mirror.winner is None else (1.0 if mirror.winner == mover else -1.0)
                elif plies[i] >= cap:
                    capped = True
            assert (rewards[i], terminated[i], truncated[i]) == (reward, done, capped)
            if done or capped:
                ended += 1
                mirrors[i] = cv.Position(game, rules=rules)
                plies[i] = 0
    assert ended > 0


@pytest.mark.parametrize("game", cv.GAMES)
def test_compressed_lists_are_the_masks(game):
    env = VectorEnv(game, 3)
    observation, _ = env.reset(seed=0)
    env.random_steps(7, seed=2)
    observation, *_ = env.step(env.sample_legal(np.random.default_rng(1)))
    counts, legal = env.legal_actions()
    start = 0
    for i, n in enumerate(counts):
        assert list(legal[start : start + n]) == list(np.flatnonzero(observation["action_mask"][i]))
        start += n
    assert start == len(legal)


@pytest.mark.parametrize("game", cv.GAMES)
def test_random_steps_are_seeded(game):
    a, b, c = (VectorEnv(game, 4, dense_mask=False, observations=False) for _ in range(3))
    a.random_steps(40, seed=7)
    b.random_steps(40, seed=7)
    c.random_steps(40, seed=8)
    assert a.texts() == b.texts()
    assert a.texts() != c.texts()
    # A random masked agent driven from Python never plays outside the
    # mask (the only way to lose on one's own move under the default rules).
    d = VectorEnv(game, 4)
    d.reset(seed=1)
    rng = np.random.default_rng(9)
    for _ in range(200):
        _, rewards, _, _, _ = d.step(d.sample_legal(rng))
        assert not np.any(rewards == -1.0)


def test_bad_actions_are_refused_and_change_nothing():
    env = VectorEnv("baroque", 2)
    env.reset()
    before = env.texts()
    for bad in (np.array([0]), np.array([0, 0, 0]), np.array([0.5, 1.0]), np.array([-1, 0]), np.array([0, 4097])):
        with pytest.raises(cv.VariantsError):
            env.step(bad)
    assert env.texts() == before


def test_a_vector_starts_from_position_text_and_caps_plies():
    text = cv.Position("cheskers").text
    moved = cv.Position("cheskers")
    moved.play("b6-a5")
    env = VectorEnv("cheskers", 2, position=moved.text, max_plies=1)
    assert env.texts() == [moved.text] * 2
    _, _, terminated, truncated, _ = env.step(env.sample_legal())
    # One ply each (no capture is possible yet): truncated, started again.
    assert list(truncated) == [True, True] and not terminated.any()
    assert env.texts() == [moved.text] * 2
    assert text != moved.text
    with pytest.raises(cv.PositionTextError):
        VectorEnv("cheskers", 2, position="nonsense")
    with pytest.raises(cv.VariantsError):
        VectorEnv("cheskers", 0)
