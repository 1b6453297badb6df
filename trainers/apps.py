from django.apps import AppConfig


class TrainersConfig(AppConfig):
    name = "trainers"
    verbose_name = "Trainers"

    def ready(self) -> None:
        from trainers import inserts  # noqa: F401 - registers [[trainer]] with the rule pages' inserts
