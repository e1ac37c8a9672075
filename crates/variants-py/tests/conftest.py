"""Shared fixtures: the `variants` binary the module is compared with."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]


def find_variants_binary(repository: Path, environ=os.environ) -> str:
    """The `variants` CLI: $VARIANTS_BIN, else the workspace's debug or
    release build (in $CARGO_TARGET_DIR or `target`), else one on PATH, else
    one built here with `cargo build -p variants-cli` (a fresh clone has
    none)."""
    given = environ.get("VARIANTS_BIN")
    if given:
        return given
    target = repository / environ.get("CARGO_TARGET_DIR", "target")
    for profile in ("debug", "release"):
        candidate = target / profile / "variants"
        if candidate.exists():
            return str(candidate)
    path = environ.get("PATH", os.defpath)
    found = shutil.which("variants", path=path)
    if found:
        return found
    cargo = shutil.which("cargo", path=path)
    if cargo and (repository / "Cargo.toml").exists():
        subprocess.run(
            [cargo, "build", "-q", "-p", "variants-cli"],
            cwd=repository,
            env=dict(environ),
            check=True,
            timeout=3600,
        )
        built = target / "debug" / "variants"
        if built.exists():
            return str(built)
    raise RuntimeError(
        "the tests compare with the `variants` CLI: build it (cargo build -p variants-cli), "
        "set VARIANTS_BIN, or put `variants` on PATH"
    )


class Cli:
    """Runs `variants` and gives its standard output, or its error line."""

    def __init__(self, binary: str) -> None:
        self.binary = binary

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [self.binary, *args], capture_output=True, text=True, timeout=120
        )

    def out(self, *args: str) -> str:
        done = self.run(*args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def error(self, *args: str) -> str:
        """The message of the one `error: ...` line a refused command prints."""
        done = self.run(*args)
        assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
        line = done.stderr.strip()
        assert line.startswith("error: "), line
        return line[len("error: "):]


@pytest.fixture(scope="session")
def cli() -> Cli:
    return Cli(find_variants_binary(REPOSITORY))


def rule_args(position) -> list:
    """The --rule arguments that give `position`'s rules to the CLI."""
    args = []
    for key, value in position.changed_rules.items():
        args += ["--rule", f"{key}={value}"]
    return args


def position_with_a_chain(rules=None, plies=25):
    """A Cheskers position of a random game (`plies` plies in) where a
    capture chain of several jumps is legal, and those chains as action
    lists; the test is skipped if 300 random games have none."""
    import chess_variants as cv

    for seed in range(300):
        position = cv.Position("cheskers", rules=rules)
        position.random_playout(seed, plies)
        chains = [m for m in position.move_actions() if len(m) > 1]
        if chains:
            return position, chains
    pytest.skip("no chain found in 300 random games")
