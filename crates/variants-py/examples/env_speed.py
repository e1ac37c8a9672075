"""Environment steps per second of a random masked agent, per game.

    python crates/variants-py/examples/env_speed.py [--seconds S] [--envs N]

Each step gives the agent the legal actions (the mask) and plays one of
them, drawn uniformly:

* ``aec``: the PettingZoo environment, one game: ``observe`` (planes and
  the dense mask), then ``step``;
* ``vector``: ``chess_variants.vector.VectorEnv`` with ``N`` games, the
  agent in NumPy (``sample_legal``) drawing from the compressed legal
  lists, the planes and the dense mask filled every step;
* ``vector, lists only``: the same without planes and dense mask
  (``observations=False, dense_mask=False``);
* ``native``: ``VectorEnv.random_steps``, the agent in native code.

Rates are steps per second of this process's CPU time (``time.process_time``,
one core), so that a busy machine slows the wall clock but not the figures.
"""

import argparse
import time
from typing import Callable

import numpy as np

import chess_variants as cv
from chess_variants.pettingzoo import env as aec_env
from chess_variants.vector import VectorEnv


def rate(run: Callable[[], int], seconds: float) -> float:
    """Steps per CPU second of `run()` (which returns the steps it took)."""
    steps = 0
    began = time.process_time()
    while time.process_time() - began < seconds:
        steps += run()
    return steps / (time.process_time() - began)


def aec_steps(game: str, rng: np.random.Generator) -> Callable[[], int]:
    e = aec_env(game=game)
    e.reset(seed=0)

    def run() -> int:
        steps = 0
        for _ in range(50):
            agent = e.agent_selection
            if e.terminations[agent] or e.truncations[agent]:
                e.reset()
                continue
            mask = e.observe(agent)["action_mask"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
            steps += 1
        return steps

    return run


def vector_steps(env: VectorEnv, rng: np.random.Generator) -> Callable[[], int]:
    env.reset(seed=0)

    def run() -> int:
        for _ in range(10):
            env.step(env.sample_legal(rng))
        return 10 * env.num_envs

    return run


def native_steps(env: VectorEnv) -> Callable[[], int]:
    def run() -> int:
        env.random_steps(20)
        return 20 * env.num_envs

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per game and loop")
    parser.add_argument("--envs", type=int, default=64, help="games of a vector environment")
    args = parser.parse_args()
    print(f"steps per CPU second (one core); vector environments of {args.envs} games")
    print(f"{'game':<14} {'mask width':>10} {'aec':>9} {'vector':>9} {'lists only':>11} {'native':>10}")
    for game in cv.GAMES:
        rng = np.random.default_rng(1)
        width = cv.action_space(game)["actions"]
        aec = rate(aec_steps(game, rng), args.seconds)
        full = rate(vector_steps(VectorEnv(game, args.envs), rng), args.seconds)
        lists = VectorEnv(game, args.envs, observations=False, dense_mask=False)
        light = rate(vector_steps(lists, rng), args.seconds)
        native = rate(native_steps(VectorEnv(game, args.envs, observations=False, dense_mask=False)), args.seconds)
        print(f"{game:<14} {width:>10} {aec:>9.0f} {full:>9.0f} {light:>11.0f} {native:>10.0f}")


if __name__ == "__main__":
    main()
