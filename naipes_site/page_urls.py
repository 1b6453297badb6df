"""Rule pages, cheat sheets and the glossary (filled in by the rule-pages work)."""

urlpatterns: list = []
