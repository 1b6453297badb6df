"""The repository stands on its own: no tracked file cites a path of the machine it was built on.

Readings of the rules are cited as ``docs/rules-decisions.md §N``; the shared notes and source texts of
the build machine are not part of the repository, so a path to them would dangle for everyone else.
"""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"(?<![\w.])/work/|\.\./shared/|\bshared/(?:rules-[\w.-]+|sources|tools)\b|/home/\w")
DECISION = re.compile(r"rules-decisions(?:\.md)?`{0,2} ?§(\d+)")


def tracked_text_files() -> list[Path]:
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    files = []
    for name in names.splitlines():
        path = ROOT / name
        if path.suffix in {".png", ".ico", ".mo", ".woff2", ".svg"} or not path.is_file():
            continue
        files.append(path)
    return files


def test_no_tracked_file_cites_a_path_outside_the_repository():
    offenders = []
    for path in tracked_text_files():
        if path == Path(__file__).resolve():
            continue  # the patterns above name what they look for
        text = path.read_text(encoding="utf-8", errors="replace")
        offenders += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in OUTSIDE.finditer(text)]
    assert offenders == []


def test_every_cited_decision_exists():
    """``docs/rules-decisions.md §N`` in code or tests names a section the document has."""
    document = (ROOT / "docs" / "rules-decisions.md").read_text(encoding="utf-8")
    sections = set(re.findall(r'<a id="s(\d+)"></a>\n#+ §(\d+) ', document))
    assert sections and all(a == b for a, b in sections)
    numbers = {a for a, _ in sections}
    assert sorted(numbers, key=int) == [str(n) for n in range(1, len(numbers) + 1)]
    for path in tracked_text_files():
        for cited in DECISION.findall(path.read_text(encoding="utf-8", errors="replace")):
            assert cited in numbers, (path, cited)
