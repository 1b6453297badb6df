from django.apps import AppConfig


class TrainersConfig(AppConfig):
    name = "trainers"
    verbose_name = "Trainers"
