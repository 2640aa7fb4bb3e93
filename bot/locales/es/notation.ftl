# La notación de una jugada dentro de una frase (bot/present/notation.py): las palabras de las opciones de /colocar.
notation-across = horizontal
notation-down = vertical
notation-first = { $tiles } { $direction }
notation-one = { $tiles } en { $cell }
notation-line = { $tiles } en { $cell } { $direction }
