from django.urls import path

from counters import papayoo_views as papayoo, paulo_views as paulo, views

app_name = "counters"

urlpatterns = [
    path("", views.index, name="index"),
    path("papayoo/", papayoo.start, name="papayoo-start"),
    path("papayoo/<str:token>/", papayoo.show, name="papayoo"),
    path("papayoo/<str:token>/rounds/", papayoo.add_round, name="papayoo-add"),
    path("papayoo/<str:token>/rounds/<int:number>/", papayoo.edit_round, name="papayoo-edit"),
    path("papayoo/<str:token>/rounds/<int:number>/delete/", papayoo.delete_round, name="papayoo-delete"),
    path("papayoo/<str:token>/undo/", papayoo.undo, name="papayoo-undo"),
    path("papayoo/<str:token>/csv/", papayoo.export_csv, name="papayoo-csv"),
    path("paulo/", paulo.start, name="paulo-start"),
    path("paulo/<str:token>/", paulo.show, name="paulo"),
    path("paulo/<str:token>/hands/", paulo.add_hand, name="paulo-add"),
    path("paulo/<str:token>/hands/<int:number>/", paulo.edit_hand, name="paulo-edit"),
    path("paulo/<str:token>/hands/<int:number>/delete/", paulo.delete_hand, name="paulo-delete"),
    path("paulo/<str:token>/carteta/", paulo.carteta, name="paulo-carteta"),
    path("paulo/<str:token>/teams/", paulo.rename_teams, name="paulo-teams"),
    path("paulo/<str:token>/undo/", paulo.undo, name="paulo-undo"),
    path("paulo/<str:token>/csv/", paulo.export_csv, name="paulo-csv"),
]
