"""``manage.py search_misses``: what people searched and did not find (``--csv`` to export it,
``--prune`` to forget old counts, ``--link`` for the staff page's signed address)."""

from django.core.management.base import BaseCommand
from django.urls import reverse
from django.utils import translation

from search import misses


class Command(BaseCommand):
    help = "Report the queries that found nothing or whose results were not followed."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--csv", action="store_true", help="Write the report as CSV.")
        parser.add_argument("--prune", action="store_true", help=f"Forget counts not raised for {misses.KEEP_DAYS} days.")
        parser.add_argument("--link", action="store_true", help="Print the staff page's signed address.")

    def handle(self, *args, **options) -> None:
        if options["prune"]:
            self.stdout.write(f"Pruned {misses.prune()} counts.")
            return
        if options["link"]:
            with translation.override("en"):
                self.stdout.write(f"{reverse('search:misses')}?key={misses.staff_key()}  "
                                  f"(valid {misses.LINK_DAYS} days; prefix it with the site's address)")
            return
        rows = misses.report()
        if options["csv"]:
            self.stdout.write(misses.as_csv(rows), ending="")
            return
        for row in rows:
            self.stdout.write(f"{row.lang}  no result {row.no_result:4d}  not followed {row.not_followed:4d}  {row.query}")
