from django.apps import AppConfig
from django.core import checks


class NaipesSiteConfig(AppConfig):
    name = "naipes_site"
    verbose_name = "Naipes"

    def ready(self) -> None:
        from naipes_site import games, plugins

        # A game of the engine without its pieces stops every manage.py command (and naipes_site.wsgi the
        # served site), not the tests: there only the tests about that game fail.
        checks.register(games.system_check, "naipes")
        # What the apps add to the layers below them (CONTRIBUTING.md, "Adding to a lower layer").
        plugins.discover()
