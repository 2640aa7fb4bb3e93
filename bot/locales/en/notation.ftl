# A turn's notation inside a sentence (bot/present/notation.py): the words of /place's options.
notation-across = across
notation-down = down
notation-first = { $tiles } { $direction }
notation-one = { $tiles } at { $cell }
notation-line = { $tiles } at { $cell } { $direction }
