from django.apps import AppConfig


class NaipesSiteConfig(AppConfig):
    name = "naipes_site"
    verbose_name = "Naipes"

    def ready(self) -> None:
        from naipes_site import plugins

        # What the apps add to the layers below them, the start-up checks included (CONTRIBUTING.md,
        # "Adding to a lower layer").
        plugins.discover()
