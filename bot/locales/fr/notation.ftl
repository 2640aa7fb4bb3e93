# La notation d'un coup dans une phrase (bot/present/notation.py) : les mots des options de /poser.
notation-across = horizontal
notation-down = vertical
notation-first = { $tiles } { $direction }
notation-one = { $tiles } en { $cell }
notation-line = { $tiles } en { $cell } { $direction }
