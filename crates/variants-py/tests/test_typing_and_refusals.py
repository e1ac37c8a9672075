"""What the type stubs promise holds at run time: the native classes cannot
be subclassed and their fields cannot be set; values of the wrong type are
refused; the tests find or build the `variants` binary on a fresh clone."""

import os
import stat
import sys
from pathlib import Path

import pytest

import chess_variants as cv
from conftest import find_variants_binary


@pytest.mark.parametrize("cls", [cv.Position, cv.Move, cv.Analysis, cv.GameRecord])
def test_final_classes_cannot_be_subclassed(cls):
    with pytest.raises(TypeError):
        type("Sub", (cls,), {})


def test_analysis_and_record_fields_are_read_only():
    analysis = cv.Position("cheskers").analyse(depth=1)
    for field in ("best_move", "score", "depth", "nodes", "pv"):
        with pytest.raises(AttributeError):
            setattr(analysis, field, None)
    [record] = cv.read_pgn(cv.write_pgn(cv.Position("baroque"), ["a2-a4"]))
    with pytest.raises(AttributeError):
        record.moves = []
    move = cv.Move.from_text("baroque", "a2-a4")
    with pytest.raises(AttributeError):
        move.text = "a2-a3"


def test_advance_by_refuses_what_is_not_floats_or_bytes():
    position = cv.Position("cheskers")
    for draws in (bytearray(8), memoryview(b"\x00" * 8), "0.5", [0, "x"]):
        with pytest.raises(TypeError):
            position.advance_by(draws)
    assert position == cv.Position("cheskers")
    assert position.advance_by([0.0, 0.5]) == 2


def test_write_pgn_refuses_tags_that_are_not_str():
    start = cv.Position("baroque")
    for tags in ({"A": 1}, {"Event": None}, {1: "x"}, {"White": b"x"}):
        with pytest.raises(TypeError):
            cv.write_pgn(start, [], tags=tags)
    assert '[Event "x"]' in cv.write_pgn(start, [], tags={"Event": "x"})


def test_the_binary_is_found_or_built(tmp_path):
    """On a fresh clone (no target/, no `variants` on PATH) the tests build
    the CLI with cargo: here a stand-in `cargo` that writes the binary."""
    repository = tmp_path / "clone"
    repository.mkdir()
    (repository / "Cargo.toml").write_text("[workspace]\n")
    tools = tmp_path / "bin"
    tools.mkdir()
    cargo = tools / "cargo"
    cargo.write_text(
        f"#!{sys.executable}\n"
        "import pathlib, sys\n"
        "assert sys.argv[1:] == ['build', '-q', '-p', 'variants-cli'], sys.argv\n"
        "pathlib.Path('target/debug').mkdir(parents=True)\n"
        "pathlib.Path('target/debug/variants').write_text('')\n"
    )
    cargo.chmod(cargo.stat().st_mode | stat.S_IEXEC)
    environ = {"PATH": str(tools)}
    built = find_variants_binary(repository, environ)
    assert Path(built) == repository / "target" / "debug" / "variants"
    assert Path(built).exists()
    # Found without building the second time, and $VARIANTS_BIN wins.
    cargo.write_text(f"#!{sys.executable}\nraise SystemExit(4)\n")
    assert find_variants_binary(repository, environ) == built
    assert find_variants_binary(repository, {**environ, "VARIANTS_BIN": "/x/variants"}) == "/x/variants"
    # Neither a binary nor cargo: a clear error.
    with pytest.raises(RuntimeError, match="build it"):
        find_variants_binary(tmp_path / "empty", {"PATH": str(tmp_path / "none")})
    assert os.environ.get("PATH")  # the real environment is untouched
