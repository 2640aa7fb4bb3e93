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

# La vérification « bloqué » et la fin de Solo (bot/present/solo.py, bot/sessions/solo.py).
solo-stuck-layout_can = Les tuiles déjà posées peuvent rester où elles sont : celles en main peuvent encore compléter l'étape autour d'elles.
solo-stuck-layout_cannot = Mais pas autour des tuiles déjà posées : reprenez-en ({ COMMAND("solo take") } ou { COMMAND("solo move") }) et posez-les autrement.
solo-stuck-layout_unknown = Je n'ai pas pu savoir à temps si les tuiles déjà posées peuvent rester où elles sont.
solo-end-unsubmitted =
    { $count ->
        [one] La tuile posée
       *[other] Les { $count } tuiles posées
    } à l'étape { $stage } ne comptent pas : seules les étapes validées marquent des points.
solo-stuck-layout_unchecked = On saura si les tuiles déjà posées peuvent rester où elles sont quand elles formeront une grille valide avec celles des étapes précédentes (chaque ligne juste, tout relié) ; ce n'est pas encore le cas.
button-solo_give_up_anyway = Abandonner quand même
