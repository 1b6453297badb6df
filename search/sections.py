"""Rendered HTML cut into sections: each heading that has an ``id`` starts one, with its text.

Text inside ``<svg>`` is kept only from ``<title>`` (a card picture's name, "cuatro de bastos"); the
"#" permalinks and anything hidden from readers are dropped. An HTML comment ``<!-- asks: … -->``
written under a heading in the content lists the questions that section answers, one per ``|``: the
reader never sees it, the search weighs it like a title (see ``search.index``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

HEADINGS = {"h1", "h2", "h3"}
_SKIP = {"script", "style", "template", "button"}
_VOID = {"img", "br", "hr", "input", "meta", "link", "use", "source", "wbr", "col"}
_SPACE = re.compile(r"\s+")


@dataclass
class Section:
    id: str
    title: str = ""
    level: int = 1
    parts: list[str] = field(default_factory=list)
    asks: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return _SPACE.sub(" ", " ".join(self.parts)).strip()


class _Splitter(HTMLParser):
    def __init__(self, start_id: str) -> None:
        super().__init__(convert_charrefs=True)
        self.sections = [Section(start_id)]
        self.heading: str | None = None
        self.title_parts: list[str] = []
        self.skip_tag: str | None = None  # inside an element whose text is not read
        self.skip = 0  # nesting of that same tag inside it
        self.svg = 0
        self.svg_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if self.skip_tag:
            self.skip += tag == self.skip_tag
            return
        hidden = "permalink" in (attr.get("class") or "") or attr.get("aria-hidden") == "true"
        if tag not in _VOID and (tag in _SKIP or hidden):
            self.skip_tag, self.skip = tag, 1
            return
        if tag == "svg":
            self.svg += 1
        elif tag == "title" and self.svg:
            self.svg_title = True
        elif tag in HEADINGS and attr.get("id"):
            self.heading = tag
            self.title_parts = []
            self.sections.append(Section(attr["id"] or "", level=int(tag[1])))

    def handle_endtag(self, tag: str) -> None:
        if self.skip_tag:
            if tag == self.skip_tag:
                self.skip -= 1
                if not self.skip:
                    self.skip_tag = None
            return
        if tag == "svg":
            self.svg -= 1
        elif tag == "title":
            self.svg_title = False
        elif tag == self.heading:
            self.sections[-1].title = _SPACE.sub(" ", "".join(self.title_parts)).strip()
            self.heading = None

    def handle_comment(self, data: str) -> None:
        label, sep, questions = data.strip().partition(":")
        if sep and label.strip() == "asks":
            self.sections[-1].asks.extend(q.strip() for q in questions.split("|") if q.strip())

    def handle_data(self, data: str) -> None:
        if self.skip_tag or (self.svg and not self.svg_title):
            return
        if self.heading:
            self.title_parts.append(data)
        else:
            self.sections[-1].parts.append(data)


def split(html: str, start_id: str = "") -> list[Section]:
    """The sections of ``html``; text before the first heading belongs to a section ``start_id``.

    >>> [(s.id, s.title, s.text) for s in split('<p>Intro</p><h2 id="a">A <a class="permalink">#</a></h2><p>x &amp; y</p>')]
    [('', '', 'Intro'), ('a', 'A', 'x & y')]
    >>> split('<h2 id="a">A</h2><!-- asks: who deals? | who shuffles? --><p>x</p>')[1].asks
    ['who deals?', 'who shuffles?']
    """
    parser = _Splitter(start_id)
    parser.feed(html)
    parser.close()
    return parser.sections
