from django.urls import path

from counters import (
    cirulo_views,
    docena_views,
    papayoo_views as papayoo,
    paulo_views as paulo,
    steps,
    table_views,
    tute_views,
    views,
)

app_name = "counters"


def shared(kind: str) -> list:
    """The addresses every sheet has: the view-only link and its poll, the edit link's poll, undo, redo,
    putting back a version and the older versions, a page at a time."""
    k = {"kind": kind}
    return [
        path(f"{kind}/view/<str:token>/", steps.view, k, name=f"{kind}-view"),
        path(f"{kind}/view/<str:token>/live/", steps.view_live, k, name=f"{kind}-view-live"),
        path(f"{kind}/<str:token>/live/", steps.live, k, name=f"{kind}-live"),
        path(f"{kind}/<str:token>/undo/", steps.undo, k, name=f"{kind}-undo"),
        path(f"{kind}/<str:token>/redo/", steps.redo, k, name=f"{kind}-redo"),
        path(f"{kind}/<str:token>/versions/", steps.restore, k, name=f"{kind}-restore"),
        path(f"{kind}/<str:token>/history/", steps.older_versions, k, name=f"{kind}-history"),
    ]


urlpatterns = [
    path("", views.index, name="index"),
    *shared("papayoo"),
    path("papayoo/", papayoo.start, name="papayoo-start"),
    path("papayoo/<str:token>/", papayoo.show, name="papayoo"),
    path("papayoo/<str:token>/rounds/", papayoo.add_round, name="papayoo-add"),
    path("papayoo/<str:token>/rounds/tally/", papayoo.tally, name="papayoo-tally"),
    path("papayoo/<str:token>/rounds/<int:number>/", papayoo.edit_round, name="papayoo-edit"),
    path("papayoo/<str:token>/rounds/<int:number>/delete/", papayoo.delete_round, name="papayoo-delete"),
    path("papayoo/<str:token>/csv/", papayoo.export_csv, name="papayoo-csv"),
    *shared("paulo"),
    path("paulo/", paulo.start, name="paulo-start"),
    path("paulo/<str:token>/", paulo.show, name="paulo"),
    path("paulo/<str:token>/hands/", paulo.add_hand, name="paulo-add"),
    path("paulo/<str:token>/hands/<int:number>/", paulo.edit_hand, name="paulo-edit"),
    path("paulo/<str:token>/hands/<int:number>/delete/", paulo.delete_hand, name="paulo-delete"),
    path("paulo/<str:token>/carteta/", paulo.carteta, name="paulo-carteta"),
    path("paulo/<str:token>/teams/", paulo.rename_teams, name="paulo-teams"),
    path("paulo/<str:token>/csv/", paulo.export_csv, name="paulo-csv"),
    *shared("tute"),
    *table_views.urls(tute_views.GAME, tute_views.VIEWS),
    *shared("cirulo"),
    *table_views.urls(cirulo_views.GAME, cirulo_views.VIEWS),
    *shared("docena"),
    *table_views.urls(docena_views.GAME, docena_views.VIEWS),
]
