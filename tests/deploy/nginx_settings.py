"""The test settings with the rule pages read from a copy of ``content/`` (``NAIPES_TEST_CONTENT_DIR``), which
tests/deploy/test_nginx.py edits to see that a changed page reaches visitors through nginx's cache."""

import os
from pathlib import Path

from naipes_site.settings.test import *  # noqa: F403

CONTENT_DIR = Path(os.environ["NAIPES_TEST_CONTENT_DIR"]) if os.environ.get("NAIPES_TEST_CONTENT_DIR") else CONTENT_DIR  # noqa: F405

