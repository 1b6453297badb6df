from django.apps import AppConfig
from django.conf import settings


class NaipesSiteConfig(AppConfig):
    name = "naipes_site"
    verbose_name = "Naipes"

    def ready(self) -> None:
        from naipes_site import games

        # Every game of the engine must have its page pieces: a missing one stops the start-up here.
        games.check(settings.CONTENT_DIR)
