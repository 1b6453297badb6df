"""Counting the calls of a function while it still does its work: for tests that say how often a costly step
runs (once, however many ask at the same time)."""

from __future__ import annotations

from typing import Any


def recorded(monkeypatch, owner: Any, name: str) -> list[tuple[Any, ...]]:
    """The arguments of every call of ``owner.name`` from now on (the list fills as they come), each call going
    through to the function as before; ``monkeypatch`` puts the function back after the test."""
    calls: list[tuple[Any, ...]] = []
    original = getattr(owner, name)

    def recording(*args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, recording)
    return calls
