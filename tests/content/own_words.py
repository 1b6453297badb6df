"""The rule pages are written in our own words: no run of ten or more words may stand in a source text too.

The source texts stay outside the repository, as received. The repository keeps a fingerprint of each run
of ten words in them (``source_runs.txt`` beside this file: a short hash a line, from which no sentence can
be read back), so the check runs wherever the tests do, CI included. Words are compared as the sources'
own overlap tool compares them: lower case, accents dropped but the tilde of ñ, letters and digits only.

    python -m tests.content.own_words PATH...          shared runs in these files (exit 1 when any)
    python -m tests.content.own_words --sources DIR    the fingerprints of DIR/*.txt, for source_runs.txt
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

RUN = 10
"""Words in a run that counts as copied."""
FINGERPRINTS = Path(__file__).with_name("source_runs.txt")
WORD = re.compile(r"[a-z0-9ñ]+")


def words(text: str) -> list[str]:
    """The words of a text as the comparison reads them.

    >>> words("Él RECIBE el 5 de Oros, ¿año?")
    ['el', 'recibe', 'el', '5', 'de', 'oros', 'año']
    """
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(c for c in text if not unicodedata.combining(c) or c == "\u0303")
    return WORD.findall(unicodedata.normalize("NFC", text))


def fingerprint(run: Iterable[str]) -> str:
    return hashlib.blake2b(" ".join(run).encode(), digest_size=6).hexdigest()


def fingerprints_of(texts: Iterable[str]) -> list[str]:
    """Every run of ``RUN`` words in the texts, fingerprinted, sorted and without repeats."""
    found = set()
    for text in texts:
        w = words(text)
        found |= {fingerprint(w[k:k + RUN]) for k in range(len(w) - RUN + 1)}
    return sorted(found)


@cache
def source_fingerprints() -> frozenset[str]:
    return frozenset(FINGERPRINTS.read_text(encoding="ascii").split())


def shared_runs(text: str, sources: frozenset[str] | None = None) -> Iterator[str]:
    """Each longest run of ``RUN`` or more words of ``text`` that stands in a source text too."""
    sources = source_fingerprints() if sources is None else sources
    w, i = words(text), 0
    while i + RUN <= len(w):
        if fingerprint(w[i:i + RUN]) in sources:
            j = i + RUN
            while j < len(w) and fingerprint(w[j - RUN + 1:j + 1]) in sources:
                j += 1
            yield " ".join(w[i:j])
            i = j
        else:
            i += 1


def copied(paths: Iterable[Path]) -> list[str]:
    """``path: run`` for every run the files share with the sources."""
    return [f"{path}: {run}" for path in paths for run in shared_runs(path.read_text(encoding="utf-8"))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", type=Path, help="print the fingerprints of the source texts in this folder")
    parser.add_argument("paths", nargs="*", type=Path)
    args = parser.parse_args(argv)
    if args.sources:
        texts = (p.read_text(encoding="utf-8", errors="replace") for p in sorted(args.sources.glob("*.txt")))
        print("\n".join(fingerprints_of(texts)))
        return 0
    found = copied(args.paths)
    print("\n".join([*found, f"{len(found)} runs of {RUN}+ words shared with the sources"]))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
