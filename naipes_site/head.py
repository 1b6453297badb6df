"""A ``HEAD`` of a page rendered at each request answers the headers of its ``GET`` without building the body.

Rendering a page is what decides a few of its headers (``docs/production.md``, "HEAD, 204 and 304 answers carry
no body"): a ``{% csrf_token %}`` or a ``{{ csrf_token }}`` it writes sets the ``csrftoken`` cookie (and so
``Vary: Cookie`` and ``Cache-Control: private``), and a body long enough is compressed (``Content-Encoding``,
``Vary: Accept-Encoding``). Everything else (status, type, language, the session the view read, the cookies
and headers the view set) is the view's, which still runs whole. So a ``HEAD`` leaves the page unrendered when
both can be known without rendering it:

- the page is a whole page of the layout (its templates extend ``base.html``), always far longer than the
  200 bytes below which ``GZipMiddleware`` leaves a body alone: it is said compressed exactly when its ``GET``
  is (:func:`said_compressed`, called by the site's ``GZipMiddleware``);
- whether it writes the CSRF token is read from its templates' nodes (:func:`asks_token`), without writing
  anything: the ``{% if %}`` around a form is decided with the page's own context, the ``{% include %}`` and
  ``{% extends %}`` are followed, and where the answer would take the rendering itself (a form inside a loop
  that may be empty for some rows, inside a ``{% cache %}``, a tag that writes the token in Python) the page is
  rendered as before.

A ``HEAD`` so answered sends no ``Content-Length`` (the length of a body never built; RFC 9110 §9.3.2 lets a
``HEAD`` leave out what only the content decides), and leaves a page's pending messages for its ``GET``, which
shows them. A view renders with :func:`render` (Django's ``render`` for every other method) or, where it
builds its page in pieces, asks :func:`skips` and answers :func:`without_body`. A page kept in a cache is
rendered for a ``HEAD`` that finds it missing (:func:`rendering`), to keep it: its ``GET`` is answered from
the cache with the cache's headers.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from django import shortcuts
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.middleware.gzip import re_accepts_gzip
from django.template import Context, Node, NodeList, Template, loader
from django.template.base import TextNode, Variable, VariableDoesNotExist, VariableNode
from django.template.context import make_context
from django.template.defaulttags import (
    AutoEscapeControlNode,
    CommentNode,
    CsrfTokenNode,
    FilterNode,
    ForNode,
    IfNode,
    LoadNode,
    SpacelessNode,
    URLNode,
    WithNode,
)
from django.template.library import InclusionNode, SimpleNode
from django.template.loader_tags import BlockNode, ExtendsNode, IncludeNode
from django.templatetags.i18n import BlockTranslateNode, LanguageNode, TranslateNode
from django.templatetags.static import StaticNode
from django.utils.cache import patch_vary_headers

LAYOUT = "base.html"
"""The layout every whole page extends."""

NO, YES, MAYBE = 0, 1, 2
"""Whether rendering writes the CSRF token: never, surely, or only the rendering can tell."""

ASKS_TOKEN = "writes_csrf_token"
"""A template tag written in Python that may write the CSRF token sets this attribute on its function."""

_ONCE = (AutoEscapeControlNode, FilterNode, LanguageNode, SpacelessNode)
"""Tags that render their nodes once, unconditionally."""

_SETS = ("asvar", "target_var", "variable", "var_name", "variable_name")
"""The attribute naming the context variable a tag sets (``{% url … as x %}``, ``{% get_current_language as x %}``,
a simple tag's ``as x``, ``{% cycle … as x %}``, ``{% regroup … as x %}``)."""

_LEAVES = (TextNode, CommentNode, LoadNode, URLNode, TranslateNode, BlockTranslateNode, StaticNode)


def skips(request: HttpRequest) -> bool:
    """Whether this request is a ``HEAD`` whose page may be left unbuilt."""
    return request.method == "HEAD" and not getattr(request, "_head_renders", False)


@contextlib.contextmanager
def rendering(request: HttpRequest) -> Iterator[None]:
    """Within it, a ``HEAD`` renders its page as a ``GET`` would (a page cache keeps what it renders)."""
    before = getattr(request, "_head_renders", False)
    request._head_renders = True
    try:
        yield
    finally:
        request._head_renders = before


def without_body(request: HttpRequest, *, token: bool = False, content_type: str | None = None,
                 status: int | None = None) -> HttpResponse:
    """The answer to a ``HEAD`` whose page is not built: ``token`` if its ``GET`` writes the CSRF token."""
    if token:
        get_token(request)
    response = HttpResponse(content_type=content_type, status=status)
    response.body_skipped = True  # any answer so marked is said compressed by the site's GZipMiddleware
    return response


def said_compressed(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """What ``GZipMiddleware`` does to the headers of a whole page, for one whose body was never built."""
    del response["Content-Length"]  # the length of nothing, set by CommonMiddleware
    if response.has_header("Content-Encoding"):
        return response
    patch_vary_headers(response, ("Accept-Encoding",))
    if re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")):
        etag = response.get("ETag")
        if etag and etag.startswith('"'):
            response["ETag"] = "W/" + etag
        response["Content-Encoding"] = "gzip"
    return response


def render(request: HttpRequest, template_name: str | list[str], context: dict[str, Any] | None = None,
           content_type: str | None = None, status: int | None = None, using: str | None = None) -> HttpResponse:
    """Django's ``render``; for a ``HEAD`` of a whole page whose headers its templates tell, the answer of
    :func:`without_body`."""
    if skips(request):
        answer = unrendered(request, template_name, context or {}, content_type=content_type, status=status,
                            using=using)
        if answer is not None:
            return answer
    return shortcuts.render(request, template_name, context, content_type, status, using)


def unrendered(request: HttpRequest, template_name: str | list[str], context: dict[str, Any],
               content_type: str | None = None, status: int | None = None,
               using: str | None = None) -> HttpResponse | None:
    """For a ``HEAD``, the answer of :func:`without_body` when ``template_name`` is a whole page whose headers
    its templates tell (``None`` when only rendering it tells)."""
    template = loader.select_template([template_name] if isinstance(template_name, str) else template_name,
                                      using=using)
    found = getattr(template, "template", None)
    if not isinstance(found, Template) or not is_page(found):
        return None
    token = asks_token(found, context, request)
    if token == MAYBE:
        return None
    return without_body(request, token=token == YES, content_type=content_type, status=status)


def is_page(template: Template) -> bool:
    """Whether ``template`` is a whole page: the root of its ``{% extends %}`` is the layout."""
    chain = _chain(template)
    return chain is not None and chain[-1].origin.template_name == LAYOUT


def asks_token(template: Template, context: dict[str, Any], request: HttpRequest | None = None) -> int:
    """Whether rendering ``template`` with ``context`` (and the context processors, for ``request``) writes
    the CSRF token: :data:`NO`, :data:`YES` or :data:`MAYBE`. Read from its nodes alone first, once per
    template; with the context only where an ``{% if %}``, a loop or a named ``{% include %}`` decides."""
    key = (template.origin.name, template.origin.template_name)
    found = _STATIC.get(key)
    if found is None:
        found = _Walk(None).template(template)
        if template.origin.template_name and not settings.DEBUG:  # DEBUG: a template edited is read again
            _STATIC[key] = found
    if found != MAYBE:
        return found
    made = make_context(context, request, autoescape=template.engine.autoescape)
    try:
        with made.bind_template(template):
            return _Walk(made).template(template)
    except Exception:  # whatever the rendering would say of it (an error page too), it says itself
        return MAYBE


_STATIC: dict[tuple[str, str | None], int] = {}


def _chain(template: Template) -> list[Template] | None:
    """``template`` and the templates it extends, the layout last; ``None`` if a parent is named at run time."""
    chain = [template]
    while True:
        first = next((node for node in chain[-1].nodelist if not isinstance(node, TextNode | LoadNode)), None)
        if not isinstance(first, ExtendsNode):
            return chain
        if first.parent_name.filters or not isinstance(first.parent_name.var, str):
            return None
        chain.append(template.engine.get_template(first.parent_name.var))


class _Walk:
    """The nodes a rendering would reach: with ``context`` ``None``, every branch may be taken."""

    def __init__(self, context: Context | None) -> None:
        self.context = context

    def template(self, template: Template, scoped: bool = False) -> int:
        chain = _chain(template)
        if chain is None:
            return MAYBE
        blocks: dict[str, list[BlockNode]] = {}
        for level in chain:  # the most derived definition of a block first
            for block in level.nodelist.get_nodes_by_type(BlockNode):
                blocks.setdefault(block.name, []).append(block)
        return self.nodes(chain[-1].nodelist, scoped, blocks, None)

    def nodes(self, nodes: NodeList | list[Node], scoped: bool, blocks: dict[str, list[BlockNode]],
              within: tuple[str, int] | None) -> int:
        found = NO
        for node in nodes:
            one = self.node(node, scoped, blocks, within)
            if one == YES:
                return YES
            found = max(found, one)
        return found

    def decided(self, scoped: bool) -> bool:
        """Whether conditions may be evaluated: the context is the page's own, not a loop's or a tag's."""
        return self.context is not None and not scoped

    def node(self, node: Node, scoped: bool, blocks: dict[str, list[BlockNode]],
             within: tuple[str, int] | None) -> int:
        if isinstance(node, CsrfTokenNode):
            return YES
        if self.decided(scoped) and any(getattr(node, name, None) for name in _SETS):
            node.render_annotated(self.context)  # {% url … as x %} and the like: a later {% if x %} reads it
        if isinstance(node, _LEAVES):
            return NO
        if isinstance(node, VariableNode):
            return self.variable(node, scoped, blocks, within)
        if isinstance(node, BlockNode):
            chain = blocks.get(node.name) or [node]
            if not self.decided(scoped):
                return self.nodes(chain[0].nodelist, scoped, blocks, (node.name, 0))
            assert self.context is not None
            with self.context.push():  # as a block renders: what it sets is gone after it
                return self.nodes(chain[0].nodelist, scoped, blocks, (node.name, 0))
        if isinstance(node, ExtendsNode):
            return MAYBE  # an {% extends %} below the first node: Django refuses it, the rendering tells
        if isinstance(node, IfNode):
            return self.branches(node, scoped, blocks, within)
        if isinstance(node, ForNode):
            return self.loop(node, scoped, blocks, within)
        if isinstance(node, WithNode):
            return self.pushed(node.nodelist, node.extra_context, False, scoped, blocks, within)
        if isinstance(node, IncludeNode):
            return self.included(node, scoped)
        if isinstance(node, InclusionNode):
            if getattr(node.func, ASKS_TOKEN, False):
                return MAYBE
            names = node.filename if isinstance(node.filename, list | tuple) else [node.filename]
            if isinstance(names[0], Template):
                return self.template(names[0], scoped=True)
            return self.template(loader.select_template(names).template, scoped=True)
        if isinstance(node, SimpleNode):
            return MAYBE if getattr(node.func, ASKS_TOKEN, False) else NO
        if isinstance(node, _ONCE):
            return self.nodes(node.nodelist, scoped, blocks, within)
        inner = [self.nodes(getattr(node, name), scoped, blocks, within) for name in node.child_nodelists
                 if getattr(node, name, None)]
        # Another tag around nodes ({% cache %}, {% ifchanged %}…) may render them or not.
        return MAYBE if any(inner) else NO

    def variable(self, node: VariableNode, scoped: bool, blocks: dict[str, list[BlockNode]],
                 within: tuple[str, int] | None) -> int:
        var = node.filter_expression.var
        if not isinstance(var, Variable):
            return NO
        if var.var == "csrf_token" or var.var.startswith("csrf_token."):
            return YES
        if var.var == "block.super" and within is not None:
            name, depth = within
            chain = blocks.get(name, [])
            return self.nodes(chain[depth + 1].nodelist, scoped, blocks, (name, depth + 1)) \
                if depth + 1 < len(chain) else NO
        return NO

    def branches(self, node: IfNode, scoped: bool, blocks: dict[str, list[BlockNode]],
                 within: tuple[str, int] | None) -> int:
        if self.decided(scoped):
            for condition, nodes in node.conditions_nodelists:
                if condition is not None:
                    try:
                        taken = condition.eval(self.context)
                    except VariableDoesNotExist:
                        taken = None
                    if not taken:
                        continue
                return self.nodes(nodes, scoped, blocks, within)
            return NO
        found = [self.nodes(nodes, scoped, blocks, within) for _condition, nodes in node.conditions_nodelists]
        if node.conditions_nodelists[-1][0] is None and all(one == YES for one in found):
            return YES  # every branch, the {% else %} too, writes it
        return MAYBE if any(found) else NO

    def loop(self, node: ForNode, scoped: bool, blocks: dict[str, list[BlockNode]],
             within: tuple[str, int] | None) -> int:
        body = self.nodes(node.nodelist_loop, True, blocks, within)
        empty = self.nodes(node.nodelist_empty, scoped, blocks, within) if node.nodelist_empty else NO
        if body == NO and empty == NO:
            return NO
        if not self.decided(scoped):
            return MAYBE if body or empty else NO
        assert self.context is not None
        values = node.sequence.resolve(self.context, ignore_failures=True)
        if values is None:
            values = []
        if not hasattr(values, "__len__"):
            return MAYBE  # a generator would be used up here
        if not len(values):
            return empty
        if body == YES:
            return YES
        return self.iterations(node, list(reversed(values) if node.is_reversed else values), blocks, within)

    def iterations(self, node: ForNode, values: list, blocks: dict[str, list[BlockNode]],
                   within: tuple[str, int] | None) -> int:
        """The loop's body for each value, as ``ForNode`` renders it: its variables and ``forloop`` set."""
        assert self.context is not None
        parent = self.context.get("forloop", {})
        found = NO
        with self.context.push():
            for i, item in enumerate(values):
                self.context["forloop"] = {"parentloop": parent, "counter0": i, "counter": i + 1,
                                           "revcounter": len(values) - i, "revcounter0": len(values) - i - 1,
                                           "first": i == 0, "last": i == len(values) - 1}
                if len(node.loopvars) > 1:
                    try:
                        unpacked = dict(zip(node.loopvars, item, strict=True))
                    except (TypeError, ValueError):
                        return MAYBE
                    self.context.update(unpacked)
                else:
                    self.context[node.loopvars[0]] = item
                one = self.nodes(node.nodelist_loop, False, blocks, within)
                if len(node.loopvars) > 1:
                    self.context.pop()
                if one == YES:
                    return YES
                found = max(found, one)
        return found

    def pushed(self, nodes: NodeList, extra: dict, isolated: bool, scoped: bool,
               blocks: dict[str, list[BlockNode]], within: tuple[str, int] | None,
               template: Template | None = None) -> int:
        if not self.decided(scoped):
            return self.template(template, scoped) if template else self.nodes(nodes, scoped, blocks, within)
        assert self.context is not None
        values = {name: value.resolve(self.context) for name, value in extra.items()}
        if isolated:  # {% include … only %}: a context of its own, walked as the page's
            walk = _Walk(self.context.new(values))
            return walk.template(template) if template else walk.nodes(nodes, False, blocks, within)
        with self.context.push(**values):
            return self.template(template, scoped) if template else self.nodes(nodes, scoped, blocks, within)

    def included(self, node: IncludeNode, scoped: bool) -> int:
        name = node.template
        if not name.filters and isinstance(name.var, str):
            found: Any = name.var
        elif self.decided(scoped):
            found = name.resolve(self.context)
        else:
            return MAYBE
        if hasattr(found, "render"):
            template = getattr(found, "template", found)
        elif isinstance(found, str):
            template = loader.get_template(found).template
        else:
            template = loader.select_template(found).template
        return self.pushed(template.nodelist, node.extra_context, node.isolated_context, scoped, {}, None, template)
