"""The opening lines every timed benchmark prints, and how long it runs."""

from __future__ import annotations

import os


def seconds_to_run(variable: str, default: str, heading: str) -> float:
    """Print the benchmark's heading with the machine's load, and return how long to run from ``variable``;
    0 or less (said as skipped) leaves the benchmark out."""
    seconds = float(os.environ.get(variable, default))
    print(f"{heading}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the start")
    if seconds <= 0:
        print(f"  skipped ({variable}=0)")
    return seconds
