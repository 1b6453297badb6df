"""The shape of a question: what kind of answer it asks for, read from the words that say so («cuántos
jugadores», "who takes the trick", «puedo echar», «hasta cuántos puntos») whatever its subject.

Those words are mostly function words, which the ranking leaves out of a query's subject («cuántos», "how",
«puedo», «quién»), so on their own they weigh nothing. Read as a shape they tell apart sections that share a
subject: «hasta cuántos puntos se juega» asks when the game ends, not how the points are counted, though both
sections say «puntos». The same reading is made of every section's heading and of the questions it says it
answers (``<!-- asks: … -->``): a section whose own question has the query's shape is weighed up
(:data:`search.index.SHAPE_MATCH`).

A shape is a list of phrases in both languages (a Spanish page is often asked in English); a phrase matches
its words in order, each within two words of the one before («cuántos somos los jugadores»). Where two
shapes' phrases overlap in a question, the longer phrase says the shape: «hasta cuántos puntos» is the end
of a game, not the «cuántos puntos» of the scoring.

A position told in words («salen oros y solo tengo el tuerto», "7 of cups led, I play the ace") is read
too (:func:`position`): cards named, or a card led and a hand held. Only then do a judge's own shapes count,
since a judge answers a position, not a rule.
"""

from __future__ import annotations

from functools import cache

from search.text import stem, words

SHAPES: dict[str, tuple[str, ...]] = {
    # How many play: «entre cuántos se juega», "how many people can play".
    "players": ("cuantos jugadores", "cuantas personas", "cuantos juegan", "cuantos jugamos", "entre cuantos",
                "cuantos pueden jugar", "cuantos tienen que ser", "cuantos hacen falta", "cuantos se juega",
                "numero de jugadores", "how many players", "how many people", "how many can play",
                "number of players", "with players", "for players", "jugar entre §n", "juega entre §n", "entre §n personas", "entre §n jugadores", "§n personas", "§n jugadores",
                "with §n players", "§n players", "jugar con §n", "somos §n", "play with §n", "§n of us", "we are §n",
                "siendo §n", "para §n", "de §n jugadores", "can §n people", "can §n play", "for §n people",
                "how many ppl", "cuanta gente", "how many do you need", "how many can"),
    # When a game ends and who wins it: «hasta cuántos puntos», «a cuánto se juega», "how many rounds".
    "end": ("cuando se acaba §game", "cuando acaba §game", "cuando termina §game", "cuando se termina §game",
            "fin de la partida",
            "final de la partida", "hasta cuantos", "hasta cuantos puntos", "a cuanto se juega", "a cuantos se juega",
            "cuanto dura", "quien gana la partida",
            "when does §game end", "when does it end", "how does §game end",
            "end of the game", "how many rounds", "play up to", "how long is a game",
            "who wins the game", "who won the game", "game over", "lowest score", "menos puntos", "mas puntos gana"),
    # Who takes a trick: «quién se lleva la baza», "which card wins".
    "trick": ("quien gana la baza", "quien se lleva la baza", "quien se la lleva", "para quien es la baza",
              "que carta gana", "quien gana", "cual gana", "who wins the trick", "who takes the trick", "who takes it",
              "who wins", "which card wins", "which wins", "whose trick", "beats"),
    # Whether a card may or must be played: «puedo echar», «tengo que asistir», "must I follow".
    "play": ("puedo echar", "puedo tirar", "puedo salir", "puedo descartarme", "puedo poner",
             "tengo que echar", "tengo que tirar", "tengo que jugar", "tengo que asistir", "tengo que montar",
             "tengo que poner", "hay que asistir", "hay que montar", "hay que matar", "tengo que matar", "must i beat",
             "do i have to beat", "do i have to win", "estoy obligado", "es obligatorio", "obligado a",
             "que echo", "que tiro", "can i play the", "can i play a", "can i lead", "can i dump", "may i play",
             "must i play", "must i follow", "must i trump", "do i have to play", "do i have to follow",
             "have to play", "am i allowed", "allowed to play", "which cards may i play", "what can i play",
             "what do i play"),
    # How many of a thing there are: «cuántos triunfos hay», "how many cards" (players and points have their own).
    "count": ("cuantos triunfos", "cuantas cartas", "cuantos hay", "cuantas hay", "how many trumps", "how many cards",
              "how many are there"),
    # Who plays the first card: «quién sale», "who goes first" (not who deals).
    "lead": ("quien sale", "quien empieza", "quien tira primero", "quien tira la primera", "quien juega primero",
             "primera carta", "primera baza", "quien abre", "who leads", "who starts", "who goes first",
             "who plays first", "plays the first", "first card", "first trick", "lead first", "leads first"),
    # Which card is higher than which: «el tres gana al rey», "is the ace high or low", "highest card".
    "order": ("mas alta", "mas alto", "mas baja", "mas bajo", "mas que el", "mas que la", "por encima", "por debajo",
              "de mayor a menor", "de menor a mayor", "la mayor", "la menor", "orden de las cartas", "orden de los",
              "higher than", "lower than", "high or low", "highest", "lowest", "top card",
              "strongest", "weakest", "from highest", "order of the cards", "card order", "card ranking",
              "rank of", "ranking", "beat the king", "beat the ace", "beat the three", "above the", "below the"),
    # When a thing may be done: «cuándo se cantan», "when can I declare".
    "when": ("cuando se puede", "cuando puedo", "cuando se canta", "cuando se cantan", "cuando hay que",
             "en que momento", "when can", "when may", "when do you", "when do i", "at what point"),
    # Which of two hands is the higher (La Docena's ladder, and its judge of hands).
    "hands": ("which hand beats", "what beats", "which hand wins", "que mano gana", "que jugada gana", "que gana a",
              "que jugada es mejor", "que mano es mejor", "which hand is better", "which hand is higher",
              "order of the hands", "orden de las jugadas", "hand ranking", "escala de jugadas"),
    # What something is worth: «cuántos puntos», «cuánto me apunto», "how many points do I get".
    "points": ("cuantos puntos", "cuanto vale", "cuanto valen", "cuantos tantos", "cuanto cuesta", "cuanto me apunto",
               "cuanto se cobra", "cuanto cobro", "como se cuentan los puntos", "how many points", "how much is",
               "how much are", "how are points counted", "how many points do i get", "how do you score",
               "how is it scored", "como se puntua", "como se cuenta", "worth"),
    # Two hands or players equal: «empate», "tie on points".
    "tie": ("empate", "empatan", "empatados", "empatamos", "misma jugada", "mismos puntos", "tie", "tied", "ties",
            "same hand", "same points", "same score"),
    # The deal: «cómo se reparte», "who deals".
    "deal": ("como se reparte", "quien reparte", "quien da", "who deals", "how are the cards dealt", "how do you deal"),
    # Who plays with whom: «quién va con quién», "how are the teams chosen".
    "teams": ("quien va con quien", "como se hacen las parejas", "como se echan los equipos", "se sortea", "se sortean",
              "sortear los equipos", "how are the teams", "teams chosen", "choose the teams", "pick the teams",
              "who plays with whom", "who is my partner", "choose partners", "who partners", "pick partners", "decide partners",
              "partners chosen", "eligen las parejas", "se eligen los equipos", "hacen los equipos", "with whom"),
    # Playing better: «consejos», «cómo hago para no…», "how do I avoid".
    "strategy": ("consejos", "estrategia", "como hago para", "trucos para", "para ganar mas", "tips", "strategy",
                 "how do i avoid", "how to avoid", "how to win more", "play better", "jugar mejor", "conviene", "es mejor",
                 "should i", "best to", "better to"),
    # What kind of game it is, where it comes from, what it is like: the game's overview.
    "kind": ("de que va", "que tipo de juego", "que clase de juego", "es un juego de", "se parece", "parecido a",
             "similar a", "donde se juega", "de donde es", "what kind of game", "what type of game", "is it like",
             "like hearts", "similar to", "where is it played", "where do people play", "where in spain"),
    # All the points together: «cuántos puntos suman todas», "altogether".
    "total": ("en total", "suman todas", "cuanto suman", "todas juntas", "juntas", "altogether", "in total", "add up to",
              "all together", "whole deck", "whole pack", "entire deck"),
    # Within one trick: «en la misma baza», "on the same trick".
    "per_trick": ("misma baza", "same trick", "per trick", "por baza", "una sola baza", "one trick"),
    # The points of the cards one took (a judge of a pile counts them): «mi montón», "my pile".
    "pile": ("mi monton", "mis bazas", "me he llevado", "cartas que me lleve", "my pile", "my tricks", "cards i took",
             "cards i won", "count my"),
    # A whole hand played against the computer (the practice hand), not a drill: "practise a hand of tute".
    "practice": ("jugar una mano", "practicar una mano", "echar una mano contra", "contra el ordenador",
                 "contra la maquina", "contra el movil", "play a hand", "practise a hand", "practice a hand",
                 "against the computer", "against the machine", "against a bot", "against bots"),
    # One's own progress: «cómo voy», "how am I doing".
    "progress": ("mi progreso", "como voy", "que tal lo llevo", "mis resultados", "mis estadisticas",
                 "my progress", "how am i doing", "how am i getting on", "my results", "my stats", "llevo aprendido",
                 "he aprendido", "lo que llevo", "what have i learned", "how much have i learned", "how far have i got"),
}
"""Each shape and the phrases that say it, folded, in both languages."""

GAP = 2
"""How many words may come between two words of a phrase («cuántos somos los jugadores»)."""
ARTICLES = frozenset(["el", "la", "los", "las", "un", "una", "al", "the", "a", "an"])
"""Left out of phrases and texts alike: «quién gana el papayoo» says «quién gana la partida»."""
GAME = "§game"
"""A game said by name or by «partida», "game": «hasta cuántos puntos se juega al tute» and «… una partida» alike."""
GAME_WORDS = frozenset(["partida", "partidas", "juego", "game", "games", "match"])


NUMBER = "§n"
"""A number of players said in figures or words: «entre dos», "with 5 players"."""
NUMBER_WORDS = frozenset(["2", "3", "4", "5", "6", "7", "8", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho",
                          "two", "three", "four", "five", "six", "seven", "eight"])


@cache
def _stems(words_: frozenset[str], lang: str) -> frozenset[str]:
    return frozenset(stem(w, lang) for w in words_)


def _normal(stems: list[str], lang: str, games: frozenset[str]) -> list[str]:
    said, articles, numbers = _stems(GAME_WORDS, lang) | games, _stems(ARTICLES, lang), _stems(NUMBER_WORDS, lang)
    return [GAME if term in said else NUMBER if term in numbers else term for term in stems if term not in articles]


@cache
def _phrases(lang: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every phrase as stems under ``lang``'s stemmer (both the query and the index are stemmed so)."""
    found = {(shape, tuple(_normal([w if w.startswith("§") else stem(w, lang) for w in phrase.split()], lang,
                                   frozenset())))
             for shape, phrases in SHAPES.items() for phrase in phrases}
    return tuple(sorted(found, key=lambda pair: (-len(pair[1]), pair)))


@cache
def _by_first(lang: str) -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """The phrases by their first stem: a text is matched only against those it holds the first word of."""
    found: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for shape, phrase in _phrases(lang):
        found.setdefault(phrase[0], []).append((shape, phrase))
    return {first: tuple(phrases) for first, phrases in found.items()}


def _match(stems: list[str], phrase: tuple[str, ...]) -> tuple[int, ...] | None:
    """The positions of the phrase's words in ``stems``, in order and each within :data:`GAP` of the last."""
    for start, first in enumerate(stems):
        if first != phrase[0]:
            continue
        found, at = [start], start
        for term in phrase[1:]:
            gap = 0 if term == GAME else GAP  # a game said right after («se juega al tute»), not three words on
            at = next((i for i in range(at + 1, min(len(stems), at + gap + 2)) if stems[i] == term), -1)
            if at < 0:
                break
            found.append(at)
        else:
            return tuple(found)
    return None


def shapes_of_stems(stems: list[str], lang: str, games: frozenset[str] = frozenset()) -> frozenset[str]:
    """The shapes said in a text already stemmed under ``lang`` (``games``: the stems that name a game); the
    longest phrase first takes its words."""
    return read(stems, lang, games)[0]


def read(stems: list[str], lang: str, games: frozenset[str] = frozenset()) -> tuple[frozenset[str], frozenset[str]]:
    """The shapes said in a text already stemmed, and the stems that said them: those say what kind of answer is
    wanted, not its subject («entre cuántos», "who takes the trick")."""
    stems = _normal(stems, lang, games)
    present = set(stems)
    matches = [(shape, phrase, at) for first in present for shape, phrase in _by_first(lang).get(first, ())
               if present.issuperset(phrase) and (at := _match(stems, phrase)) is not None]
    # The longest phrase first, and of two as long the one said most tightly: "who wins the trick in tute" is who
    # takes a trick («who wins … tute» is looser), "who wins the game" the end of one.
    matches.sort(key=lambda found: (-len(found[1]), found[2][-1] - found[2][0], found[0]))
    taken: set[int] = set()
    shapes: set[str] = set()
    for shape, _phrase, at in matches:
        if taken.intersection(at):
            continue
        taken.update(at)
        shapes.add(shape)
    return frozenset(shapes), frozenset(stems[i] for i in taken)


def shapes_of(text: str, lang: str, games: frozenset[str] = frozenset()) -> frozenset[str]:
    """The shapes a question says.

    >>> sorted(shapes_of("hasta cuántos puntos se juega al papayoo", "es"))
    ['end']
    >>> sorted(shapes_of("quién gana el papayoo", "es", frozenset(["papayo"])))
    ['end']
    >>> sorted(shapes_of("cuántos puntos vale cada carta", "es"))
    ['points']
    >>> sorted(shapes_of("can I play the king if I have a coin", "en"))
    ['play']
    >>> sorted(shapes_of("who wins the trick in tute", "en", frozenset(["tute"])))
    ['trick']
    """
    return shapes_of_stems([stem(w, lang) for w in words(text)], lang, games)


LEAD = frozenset(["salen", "sale", "salido", "salio", "sali", "arrastra", "arrastran", "led", "leads", "lead", "leading"])
HOLD = frozenset(["tengo", "llevo", "queda", "quedan", "have", "holding", "hold", "left"])


POINTING = frozenset([("esta", "carta"), ("this", "card"), ("estas", "cartas"), ("these", "cards")])


def position(query_words: list[str], cards: int) -> bool:
    """Whether the question tells a position at the table: a card named or pointed at («esta carta»), or a suit
    led and a hand held («salen oros y solo tengo el tuerto», "trumps are led and I have one")."""
    said = set(query_words)
    pointed = not POINTING.isdisjoint(zip(query_words, query_words[1:], strict=False))
    return cards >= 1 or pointed or bool(said & LEAD and said & HOLD)
