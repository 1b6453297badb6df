#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "naipes_site.settings.dev")
    from django.core.management import execute_from_command_line

    from naipes.games import missing_engines

    # Every layer reads a game's engine, even at import: a game registered without one is named here, not met as
    # a traceback further on (the other missing pieces are named by the start-up checks, `manage.py check`).
    if missing := missing_engines():
        sys.exit("\n".join(missing))

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
