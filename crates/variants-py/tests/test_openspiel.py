"""chess_variants.openspiel: OpenSpiel's own game checks
(``pyspiel.random_sim_test``) where open_spiel is installed, and the same
checks written out here, which run everywhere; the dice's chance nodes
against the CLI's `moves --dice`."""

import random

import numpy as np
import pytest

import chess_variants as cv
from chess_variants import openspiel
from chess_variants.openspiel import CHANCE, DIE_KINDS, TERMINAL, Game

GAMES = [
    ("cheskers", {}, False, 120),
    ("baroque", {"no_progress_limit": 10}, False, 400),
    ("dragonchess", {"no_progress_limit": 20}, False, 60),
    ("grant-acedrex", {"no_progress_limit": 20}, False, 60),
    ("grant-acedrex", {"no_progress_limit": 6}, True, 200),
    ("grant-acedrex", {}, True, 30),
]


def check_state(game, state):
    """The checks of one state (OpenSpiel's random_sim_test's, written out)."""
    player = state.current_player()
    legal = state.legal_actions()
    assert legal == sorted(set(legal))
    if state.is_terminal():
        assert player == TERMINAL and legal == []
        returns = state.returns()
        assert sum(returns) == game.utility_sum()
        assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
        assert state.rewards() == returns
        return
    assert legal, "a state that goes on has legal actions"
    assert state.rewards() == [0.0, 0.0]
    if player == CHANCE:
        assert state.is_chance_node() and not state.is_player_node()
        outcomes = state.chance_outcomes()
        assert [a for a, _ in outcomes] == legal
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9 and all(p > 0 for _, p in outcomes)
        assert all(0 <= a < game.max_chance_outcomes() for a in legal)
    else:
        assert player in (0, 1) and state.is_player_node()
        assert state.chance_outcomes() == []
        assert all(0 <= a < game.num_distinct_actions() for a in legal)
        assert state.legal_actions(1 - player) == []
        mask = state.legal_actions_mask()
        assert len(mask) == game.num_distinct_actions()
        assert list(np.flatnonzero(mask)) == legal
    for tensor in (state.observation_tensor(), state.information_state_tensor()):
        assert tensor.shape == (game.observation_tensor_size(),) and tensor.dtype == np.float32
    assert isinstance(state.observation_string(), str)


def random_game(game, rng):
    state = game.new_initial_state()
    assert state.history() == [] and state.move_number() == 0
    while True:
        check_state(game, state)
        if state.is_terminal():
            return state
        assert len(state.history()) < game.max_game_length()
        legal = state.legal_actions()
        # A clone is equal and independent.
        clone = state.clone()
        assert clone.history() == state.history()
        assert clone.observation_string() == state.observation_string()
        assert np.array_equal(clone.observation_tensor(), state.observation_tensor())
        # An illegal action is refused and changes nothing.
        if not state.is_chance_node():
            illegal = next(a for a in range(game.num_distinct_actions()) if a not in legal)
            with pytest.raises(cv.IllegalMoveError):
                state.apply_action(illegal)
            assert state.history() == clone.history()
        if state.is_chance_node():
            actions, probabilities = zip(*state.chance_outcomes())
            action = rng.choices(actions, probabilities)[0]
        else:
            action = rng.choice(legal)
        child = state.child(action)
        state.apply_action(action)
        assert state.history() == clone.history() + [action] == child.history()
        assert clone.legal_actions() == legal, "the clone was not touched"


@pytest.mark.parametrize("name,rules,dice,max_plies", GAMES)
def test_the_checks_written_out(name, rules, dice, max_plies):
    game = Game(name, rules=rules, dice=dice, max_plies=max_plies)
    assert game.num_players() == 2
    assert game.get_type().chance_mode == ("explicit_stochastic" if dice else "deterministic")
    assert game.observation_tensor_shape()[1] == cv.action_space(name)["squares"]
    ended = 0
    for seed in range(3):
        final = random_game(game, random.Random(seed))
        ended += final.position.is_over
        if final.position.is_over and final.position.winner is not None:
            assert final.returns()[final.position.winner] == 1.0
    assert ended > 0 or max_plies < 100


def test_dice_chance_nodes_are_the_clis_rolls(cli):
    """After each roll the legal moves are those `variants moves --dice` lists
    for that kind, and the outcomes are the faces whose list is not empty."""
    game = Game("grant-acedrex", dice=True, max_plies=40)
    state = game.new_initial_state()
    rng = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            text = state.position.text
            faces = []
            for face, kind in enumerate(DIE_KINDS, start=1):
                listed = cli.out("moves", "grant-acedrex", "--fen", text, "--dice", kind).split()
                if listed:
                    faces.append(face)
                    after = state.child(face - 1)
                    expected = sorted(cv.Move.from_text("grant-acedrex", m).actions[0] for m in listed)
                    assert after.legal_actions() == expected
            assert [a + 1 for a in state.legal_actions()] == faces
            state.apply_action(rng.choice(state.legal_actions()))
        else:
            state.apply_action(rng.choice(state.legal_actions()))


def test_dice_only_where_the_rules_have_them():
    with pytest.raises(cv.VariantsError):
        Game("cheskers", dice=True)
    assert Game("grant-acedrex").max_chance_outcomes() == 0
    assert Game("grant-acedrex", dice=True).max_chance_outcomes() == 8


def test_a_cheskers_chain_keeps_the_player():
    game = Game("cheskers", max_plies=100)
    for seed in range(300):
        state = game.new_initial_state()
        rng = random.Random(seed)
        while not state.is_terminal():
            chains = [m for m in state.position.move_actions() if len(m) > 1]
            if chains:
                player = state.current_player()
                state.apply_action(chains[0][0])
                assert state.current_player() == player
                assert state.legal_actions() == sorted({m[1] for m in chains if m[0] == chains[0][0]})
                return
            state.apply_action(rng.choice(state.legal_actions()))
    pytest.skip("no chain in 300 random games")


@pytest.mark.parametrize(
    "spec",
    [
        "chess_variants_cheskers(rules=no_progress_limit:20)",
        "chess_variants_baroque(rules=no_progress_limit:20)",
        "chess_variants_dragonchess(rules=no_progress_limit:16,max_plies=200)",
        "chess_variants_grant_acedrex(rules=no_progress_limit:16,max_plies=200)",
        "chess_variants_grant_acedrex(dice=True,rules=no_progress_limit:16,max_plies=200)",
        "chess_variants_grant_acedrex(preset=ludii,max_plies=40)",
    ],
)
def test_pyspiel_random_sim_test(spec):
    pyspiel = pytest.importorskip("pyspiel")
    openspiel.register()
    game = pyspiel.load_game(spec)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_openspiel_algorithms_run():
    pytest.importorskip("pyspiel")
    import pyspiel
    from open_spiel.python.algorithms import mcts

    openspiel.register()
    game = pyspiel.load_game("chess_variants_cheskers(max_plies=60)")
    bot = mcts.MCTSBot(
        game, uct_c=2.0, max_simulations=20, evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
        random_state=np.random.RandomState(0),
    )
    state = game.new_initial_state()
    action = bot.step(state)
    assert action in state.legal_actions()
