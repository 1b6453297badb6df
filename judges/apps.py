from django.apps import AppConfig


class JudgesConfig(AppConfig):
    name = "judges"
    verbose_name = "Judges"
    search_documents = "judges.search_documents.documents"  # read by the site search
