"""What the project says about itself stays true: the README's layout table names every folder, and no
file sends its reader to an issue number (a reader of the code has no issues to look up: the rule or the
reason is said instead)."""

import re
from pathlib import Path

from tests.site.test_repository import ROOT, tracked_text_files

ISSUE = re.compile(r"\bissues? #?\d+", re.IGNORECASE)


def test_the_readme_layout_table_names_every_folder():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    layout = readme.split("## Layout", 1)[1].split("\n## ", 1)[0]
    folders = {path.relative_to(ROOT).parts[0] for path in tracked_text_files() if len(path.relative_to(ROOT).parts) > 1}
    missing = sorted(f for f in folders if not f.startswith(".") and f"`{f}/" not in layout)
    assert missing == []


def test_no_tracked_file_cites_an_issue_number():
    offenders = [f"{path.relative_to(ROOT)}: {match.group(0)}" for path in tracked_text_files()
                 if path != Path(__file__).resolve()
                 for match in ISSUE.finditer(path.read_text(encoding="utf-8", errors="replace"))]
    assert offenders == []
