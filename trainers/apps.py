from django.apps import AppConfig


class TrainersConfig(AppConfig):
    # What the trainers add to the site (the [[trainer]] insert, the home page's panel) is found by
    # naipes_site.plugins.discover: trainers/inserts.py, trainers/home_panels.py.
    name = "trainers"
    verbose_name = "Trainers"
