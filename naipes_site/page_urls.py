"""Rule pages, cheat sheets, the glossary and the sheet of cards, under the language prefix."""

from django.urls import path

from naipes_site import page_views, table_views
from naipes_site.routes import named

urlpatterns = [
    *named(page_views, "glossary", "privacy"),
    path("cards/", page_views.card_sheet, name="cards"),
    path("<slug:game>/", page_views.rule_page, name="rule-page"),
    *named(page_views, "cheatsheet", route="<slug:game>/{}/"),
    path("<slug:game>/table/", table_views.choose, name="table-rules"),
    path("<slug:game>/compare/", table_views.compare, name="table-compare"),
]
