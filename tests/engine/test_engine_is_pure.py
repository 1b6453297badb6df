"""The rules engine must import in a bare Python, with no Django."""

import subprocess
import sys

import naipes


def test_engine_imports_no_django():
    modules = ", ".join(f"naipes.games.{slug}" for slug in naipes.GAME_SLUGS)
    code = f"import sys, naipes.cards, naipes.tricks, naipes.tables, {modules}; print('django' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
