"""``manage.py build_search_index``: read the site's pages and glossary into the search index."""

from django.core.management.base import BaseCommand

from search.index import build


class Command(BaseCommand):
    help = "Rebuild the search index from the rule pages, glossary, cheat sheets, trainers, counters and judges."

    def handle(self, *args, **options) -> None:
        count = build()
        if options["verbosity"]:
            self.stdout.write(f"Search index: {count} entries.")
