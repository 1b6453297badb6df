from django.apps import AppConfig


class PracticeConfig(AppConfig):
    name = "practice"

    def ready(self) -> None:
        # The trainers' progress page lists the hands played; trainers may not import practice.
        from practice import games
        from practice.progress import progress_section
        from trainers.progress_sections import register

        register(progress_section)
        # Every practice hand must have its partial and its review drill: a missing one stops the start-up here.
        games.check()
