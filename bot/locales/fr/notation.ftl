# La notation d'un coup dans une phrase (bot/present/notation.py) : les mots des options de /poser.
notation-across = horizontal
notation-down = vertical
notation-first = { $tiles } { $direction }
notation-one = { $tiles } en { $cell }
notation-line = { $tiles } en { $cell } { $direction }

# Le placement guidé, le même dans la partie principale, Speed et Solo (bot/present/guided.py).
place-pick = Choisissez les tuiles à poser, puis où.
place-none = Ces tuiles ne vont nulle part. Choisissez-en d'autres.
place-found =
    { $count } { $count ->
        [one] place
       *[other] places
    } pour { $tiles }. Choisissez-en une pour la voir, puis appuyez sur Confirmer.
place-preview = Aperçu : { $move }{ $detail }.
place-option = { $move }{ $detail }
place-points = { " " }— { $score } points
place-bonus = { " " }+ tour bonus
place-lines_ok = { " " }— ✓ toutes les lignes tombent juste
place-lines_wrong = { " " }— ✗ une ligne ne tombe pas encore juste
place-as_nine = Votre { $six } est posé ici comme un 9 ({ $nine }) : un 6 compte pour 6 ou 9, à votre choix.
place-done = Posées.
