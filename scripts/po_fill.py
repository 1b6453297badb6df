"""Fill empty msgstr entries of a .po file from a JSON object {msgid: translation}.

Usage: python scripts/po_fill.py LOCALE/es/LC_MESSAGES/django.po translations.json
Prints the msgids still untranslated, so nothing is silently left in English.
"""

from __future__ import annotations

import json
import re
import sys


def _unquote(lines: list[str]) -> str:
    return "".join(json.loads(line) for line in lines)


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def fill(po_text: str, translations: dict[str, str]) -> tuple[str, list[str]]:
    blocks = po_text.split("\n\n")
    missing: list[str] = []
    out = []
    for block in blocks:
        match = re.search(r'^msgid ((?:".*"\n?)+)^msgstr ((?:".*"\n?)+)', block + "\n", re.M)
        if not match or "msgid_plural" in block:
            out.append(block)
            continue
        msgid = _unquote(re.findall(r'".*"', match.group(1)))
        msgstr = _unquote(re.findall(r'".*"', match.group(2)))
        if msgid and not msgstr:
            if msgid in translations:
                head = block[: match.start(2) - len("msgstr ")]
                block = head + "msgstr " + _quote(translations[msgid])
                block = block.replace("#, fuzzy\n", "")
            else:
                missing.append(msgid)
        elif msgid and "#, fuzzy" in block and msgid in translations:
            head = block[: match.start(2) - len("msgstr ")]
            block = (head + "msgstr " + _quote(translations[msgid])).replace("#, fuzzy\n", "")
        out.append(block.rstrip("\n"))
    return "\n\n".join(out).rstrip("\n") + "\n", missing


def main() -> None:
    po_path, json_path = sys.argv[1], sys.argv[2]
    with open(json_path, encoding="utf-8") as handle:
        translations = json.load(handle)
    with open(po_path, encoding="utf-8") as handle:
        text, missing = fill(handle.read(), translations)
    with open(po_path, "w", encoding="utf-8") as handle:
        handle.write(text)
    for msgid in missing:
        print("untranslated:", msgid)


if __name__ == "__main__":
    main()
