"""Rule pages, cheat sheets, the glossary and the sheet of cards, under the language prefix."""

from django.urls import path

from naipes_site import page_views, table_views

urlpatterns = [
    path("glossary/", page_views.glossary, name="glossary"),
    path("cards/", page_views.card_sheet, name="cards"),
    path("<slug:game>/", page_views.rule_page, name="rule-page"),
    path("<slug:game>/cheatsheet/", page_views.cheatsheet, name="cheatsheet"),
    path("<slug:game>/table/", table_views.choose, name="table-rules"),
    path("<slug:game>/compare/", table_views.compare, name="table-compare"),
]
