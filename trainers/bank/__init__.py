"""The question bank: any set of drill questions written out for the tools teachers already use.

:mod:`trainers.bank.items` turns a drill's question into one language-bound :class:`~trainers.bank.items.BankItem`
(the stem, the choices, the answer and the explanation, as the page shows them); each format module writes a
list of items: Moodle XML, GIFT, QTI 2.1, CSV and JSON (:data:`trainers.bank.formats.FORMATS`).
"""
