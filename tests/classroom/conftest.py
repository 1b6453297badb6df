"""What every classroom test shares."""

import pytest

from classroom import join_limit


@pytest.fixture(autouse=True)
def one_join_window(monkeypatch):
    """The join limits count in ten-minute windows of the clock. A test that types fifty wrong codes and then
    expects the fifty-first refused must not see a window end part-way through (on a slow machine, near the
    turn of the ten minutes, it did): the clock's window stays the one the test began in."""
    began = join_limit.window()
    clock_window = join_limit.window
    monkeypatch.setattr(join_limit, "window", lambda at=None: clock_window(at) if at is not None else began)
