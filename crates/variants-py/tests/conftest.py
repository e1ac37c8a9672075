"""Shared fixtures: the `variants` binary the module is compared with."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[3]


def _variants_binary() -> str:
    """The `variants` CLI: $VARIANTS_BIN, else the workspace's debug or
    release build, else one on PATH."""
    given = os.environ.get("VARIANTS_BIN")
    if given:
        return given
    for profile in ("debug", "release"):
        candidate = REPOSITORY / "target" / profile / "variants"
        if candidate.exists():
            return str(candidate)
    found = shutil.which("variants")
    if found:
        return found
    raise RuntimeError(
        "the tests compare with the `variants` CLI: build it (cargo build -p variants-cli) "
        "or set VARIANTS_BIN"
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
    return Cli(_variants_binary())


def rule_args(position) -> list:
    """The --rule arguments that give `position`'s rules to the CLI."""
    args = []
    for key, value in position.changed_rules.items():
        args += ["--rule", f"{key}={value}"]
    return args
