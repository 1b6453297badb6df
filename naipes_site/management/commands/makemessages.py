"""Django's ``makemessages``, with output that changes only where the strings changed.

The Spanish ``.po`` files are edited by hand between runs. Django's own command would rewrite them
around those edits: entries in the order the sources are walked (a hand-added entry moves), long lines
wrapped at 79 columns (a hand-written one is re-cut), source locations (every moved line shows), the
creation date in the header (every file, every run). Here entries are sorted by ``msgid``, never
wrapped, without locations or obsolete entries, and the header's date is kept unless something else
changed. ``make messages`` runs it for every app, ``make messages APP=<app>`` for one.
"""

from __future__ import annotations

import re
from pathlib import Path

from django.core.management.commands import makemessages

SORTED = ["--sort-output"]
CREATED = re.compile(r'^"POT-Creation-Date: .*\\n"$', re.M)


class Command(makemessages.Command):
    msgmerge_options = [*makemessages.Command.msgmerge_options, *SORTED]
    msguniq_options = [*makemessages.Command.msguniq_options, *SORTED]
    msgattrib_options = [*makemessages.Command.msgattrib_options, *SORTED]
    xgettext_options = [*makemessages.Command.xgettext_options, *SORTED]

    def handle(self, *args, **options):
        options.update(no_wrap=True, no_location=True, no_obsolete=True)
        return super().handle(*args, **options)

    def write_po_file(self, potfile: str, locale: str) -> None:
        pofile = Path(potfile).parent / locale / "LC_MESSAGES" / f"{self.domain}.po"
        before = pofile.read_text(encoding="utf-8") if pofile.exists() else None
        super().write_po_file(potfile, locale)
        if before is None:
            return
        after = pofile.read_text(encoding="utf-8")
        if CREATED.sub("", after) == CREATED.sub("", before):
            pofile.write_text(before, encoding="utf-8")  # nothing changed but the date
