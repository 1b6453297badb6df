"""Wording shared by every game: API error messages, generic play reasons and the words every game's
worked examples say alike (yes, no, on the table...)."""

TEXTS: dict[str, dict[str, str]] = {
    # Words of the rule pages' worked examples that every game says alike
    "list.and": {"es": "y", "en": "and"},
    "yes": {"es": "Sí", "en": "Yes"},
    "no": {"es": "No", "en": "No"},
    "on_table": {"es": "En la mesa", "en": "On the table"},
    "your_hand": {"es": "Tu mano", "en": "Your hand"},
    "error.unknown_card": {
        "es": "«{card}» no es una carta de la baraja.",
        "en": "“{card}” is not a card of the deck.",
    },
    "error.card_not_in_deck": {
        "es": "La carta {card} no se juega en esta baraja (con este número de jugadores).",
        "en": "The card {card} is not part of this deck (for this number of players).",
    },
    "error.bad_rules": {
        "es": "Esas reglas no son posibles en este juego.",
        "en": "Those rules are not possible in this game.",
    },
    "error.bad_option": {
        "es": "«{value}» no vale para «{option}»: elige {allowed}.",
        "en": "“{value}” is not a choice for “{option}”: choose {allowed}.",
    },
    "error.duplicate_card": {
        "es": "La carta {card} aparece dos veces.",
        "en": "The card {card} appears twice.",
    },
    "error.invalid_card": {
        "es": "Hay una carta que no se entiende: {card}.",
        "en": "One card could not be read: {card}.",
    },
    "error.wrong_number_of_cards": {
        "es": "El número de cartas no es válido aquí.",
        "en": "That number of cards is not valid here.",
    },
}
