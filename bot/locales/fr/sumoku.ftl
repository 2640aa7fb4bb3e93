# Sumoku messages: Français

error-unexpected = Désolé, un problème est survenu de mon côté. La partie est intacte ; réessayez.
error-conflict = Quelqu'un a agi sur cette partie au même moment. Regardez le dernier plateau et réessayez.
error-cooldown = Doucement : réessayez dans { NUMBER($seconds, maximumFractionDigits: 0) } s.
error-no_permission = Il vous faut la permission Gérer le serveur pour faire cela.
error-guild_only = Les parties de Sumoku se jouent dans les salons d'un serveur ; utilisez cette commande sur un serveur.
error-owner_only = Seul le propriétaire du bot peut faire cela.
lobby-title = Sumoku : une nouvelle partie
lobby-body =
    { $host } lance une partie de Sumoku.
    Joueurs ({ $count }/{ $max }) : { $players }
    Options : { $options }
    Appuyez sur **Join** pour prendre place ; l'hôte appuie sur **Start** quand tout le monde est prêt.
lobby-options = limite par tour : { $limit }, mains : { $racks }, indices : { $hints }
lobby-no_limit = aucune
lobby-minutes = { $minutes } min
lobby-racks_open = visibles
lobby-racks_private = cachées
lobby-on = oui
lobby-off = non
lobby-joined = Vous avez rejoint la partie. Attendez que l'hôte appuie sur Start.
lobby-left = Vous avez quitté la partie.
lobby-already_in = Vous êtes déjà dans cette partie.
lobby-not_in = Vous n'avez pas rejoint cette partie.
lobby-full = La partie est complète ({ $max } joueurs).
lobby-host_cannot_leave = L'hôte ne peut pas partir ; appuyez sur Cancel pour annuler la partie.
lobby-need_players = Une partie demande au moins 2 joueurs : demandez à quelqu'un d'appuyer sur Join, ou ajoutez un joueur ordinateur (Add computer player).
lobby-only_host = Seul l'hôte ({ $host }) ou quelqu'un ayant la permission Gérer le serveur peut faire cela.
lobby-cancelled = Cette partie a été annulée par { $user }.
lobby-expired = Cette partie a expiré avant de commencer. Lancez-en une nouvelle avec { COMMAND("sumoku new") }.
lobby-computer_added = { $name } ({ $level }) a rejoint la partie.
lobby-not_lobby = Cette partie a déjà commencé ou est terminée.
lobby-busy = Il y a déjà une partie de Sumoku dans ce salon : { $link }. Terminez-la ou annulez-la d'abord avec { COMMAND("sumoku cancel") }.
start-title = Sumoku : la partie commence
start-body =
    Totaux des mains de départ : { $totals }.
    { $roller } avait le plus petit total et a lancé le dé : la **clé est { $key }**. Chaque ligne doit faire un multiple de { $key }.
    { $roller } joue en premier.
turn-played = { $player } a posé { $tiles } pour **{ $score }** points{ $lines }.
turn-lines = { " " }({ $lines })
turn-bonus = Une ligne de six ! { $player } rejoue tout de suite (tour supplémentaire).
turn-bonus_lapsed = Une ligne de six, mais { $player } n'a plus de tuile pour jouer son tour supplémentaire.
turn-drew =
    { $player } a pioché { $count } { $count ->
        [one] tuile
       *[other] tuiles
    }.
turn-next = { $mention }, c'est votre tour. Utilisez { COMMAND("rack") } pour voir vos tuiles et jouer.
turn-next_computer = Suivant : **{ $name }** (ordinateur) joue son tour.
pass-chosen = { $player } a passé son tour.
pass-no_move = { $player } n'a aucun coup légal et passe automatiquement.
pass-empty_rack = { $player } n'a plus de tuiles et passe automatiquement.
pass-timeout = { $player } n'a plus de temps et passe.
pass-bonus = { $player } a renoncé à son tour supplémentaire.
left-resigned = { $player } a abandonné.
left-dropped = { $player } a manqué trois tours de suite et a été retiré de la partie.
end-title = Partie terminée
end-row = { $rank }. { $player } : { $score } − { $penalty } = **{ $final }**{ $tag }
end-winner = { " " }🏆
end-left = { " " }(a quitté la partie)
end-winners = Vainqueur : { $names } !
end-tie = Victoire partagée : { $names } !
end-no_winner = Pas de vainqueur.
reminder = { $mention }, la moitié du temps de votre tour est écoulée (il reste { $remaining }). Utilisez { COMMAND("rack") } pour jouer, ou { COMMAND("pass") }.
game-none = Aucune partie de Sumoku dans ce salon. Lancez-en une avec { COMMAND("sumoku new") }.
game-not_running = La partie de ce salon n'a pas encore commencé.
game-not_player = Vous ne jouez pas dans cette partie.
game-not_your_turn = C'est au tour de { $player }, pas au vôtre.
game-finished = Cette partie est terminée.
game-stale = Le plateau a changé depuis cet affichage. Rouvrez { COMMAND("rack") } pour avoir des choix à jour.
table-stale = Un autre coup est arrivé avant : votre plateau est à jour, réessayez.
table-bad_frame = Le plateau a envoyé un message illisible ({ $field } manquant ou incorrect) : rien n'a été fait. Rechargez le plateau et réessayez.
table-bad_move = Ce coup est illisible : { $reason }
table-wrong_action = Cette action ne fait pas partie de cette partie : rien n'a été fait. Rechargez le plateau pour voir ce que vous pouvez faire.
component-earlier_game = Ce bouton appartient à une partie précédente : rien n'a été fait. Utilisez les boutons de votre dernier message.
component-unknown_game = Ce bouton désigne une partie que je ne connais pas : rien n'a été fait. Utilisez les boutons de votre dernier message.
game-hints_off = Les indices sont désactivés dans cette partie.
game-no_hint = Vous n'avez aucun coup légal : { COMMAND("pass") } est votre seule option.
game-cancelled = La partie a été annulée par { $user }.
game-racks_open_note = (Dans cette partie, les mains sont visibles.)
rack-title = Votre main
rack-body =
    Votre main : { $tiles }
    Score : { $score }. { $turn }
rack-your_turn = C'est votre tour.
rack-waiting = C'est au tour de { $player }.
rack-open = Mains : { $racks }
board-header = Clé { $key } · { $bag } tuiles dans le sac · { $turn }
board-to_play = au tour de { $player }
board-over = partie terminée
board-reposted = Revoici le plateau.
hint-title = Les meilleurs coups pour votre main
hint-row = { $rank }. { $move } — { $score } points{ $bonus }
hint-bonus = { " " }+ tour supplémentaire
button-join = Rejoindre
button-leave = Quitter
button-cpu = Ajouter un joueur ordinateur
button-start = Commencer
button-cancel = Annuler
button-rack = Voir ma main
button-guide = Poser
button-hint = Indice
button-pass = Passer
button-board = Plateau entier
button-confirm = Confirmer
guide-tiles_placeholder = Choisissez les tuiles à poser
guide-where_placeholder = Choisissez l'endroit
colour-R = Rouge
colour-O = Orange
colour-Y = Jaune
colour-G = Vert
colour-B = Bleu
colour-P = Violet
level-easy = facile
level-normal = normal
level-hard = difficile
time-seconds = { $seconds } s
turn-illegal = Ce coup n'est pas légal : { $message }
status-body =
    Clé { $key }. { $bag } tuiles dans le sac. Tour { $turn } : au tour de { $player }.
    Scores : { $scores }
status-lobby = Une partie est en préparation, organisée par { $host } : { $players }.
settings-saved = Enregistré. Style du plateau : { $style } ; limite par tour par défaut : { $limit }.
settings-text = texte
settings-picture = image
prefs-title = **Vos préférences Sumoku**
prefs-saved = Enregistré.
prefs-display = Affichage de ce que vous ouvrez en privé ({ COMMAND("rack") }, { COMMAND("board") } `prive:true`, { COMMAND("hint") }) : **{ $value }**
prefs-language = Langue de mes réponses pour vous : **{ $value }**
prefs-picture = images
prefs-text = texte
prefs-display_server = réglage du serveur (actuellement { $value })
prefs-language_server = par défaut : la langue de votre Discord, sinon celle du serveur (actuellement { $value })
prefs-public = Les messages publics (le plateau après chaque tour, les tuiles de Spot) suivent le réglage du serveur pour tout le monde : { $value }.
prefs-how = Modifiez-les avec { COMMAND("sumoku prefs") } `affichage:… langue:…` ; choisissez « celui du serveur » pour suivre à nouveau le serveur.
prefs-unknown = Choisissez l'une des valeurs proposées : affichage image, texte ou celui du serveur ; langue English, Español, Français ou celui du serveur.
variant-unknown = Choisissez l'un des jeux proposés : { $games }.
# a variant's name as readers read it (/stats, /leaderboard, /sumoku history): a session registers it
variant-name_main = Sumoku
variant-name_spot = Spot
variant-name_speed = Speed
variant-name_team = Team
variant-name_solo = Solo
help-body = **Sumoku** : posez des tuiles numérotées comme dans des mots croisés, de sorte que chaque ligne fasse un multiple de la clé.
    { "*" }*Partie** : { COMMAND("sumoku new") } ouvre une partie (puis boutons Rejoindre / Commencer, ou { COMMAND("sumoku join") }, { COMMAND("sumoku leave") }, { COMMAND("sumoku start") }) · { COMMAND("place") } `tuiles:R5 B9 case:AB27 direction:horizontal` joue · { COMMAND("rack") } vos tuiles (avec un bouton Poser guidé) · { COMMAND("board") } (`prive:true` pour vous seul) · { COMMAND("pass") } · { COMMAND("hint") } · { COMMAND("sumoku status") } · { COMMAND("sumoku resign") } · { COMMAND("sumoku cancel") } (hôte avant le début, ou contre l’ordinateur seul ; Gérer le serveur, toujours)
    { "*" }*Spot Sumoku** : { COMMAND("spot start") } une course pour choisir 4 tuiles · { COMMAND("spot show") } les tuiles à nouveau · { COMMAND("spot stop") }
    { "*" }*Speed / Team Sumoku** : { COMMAND("speed new") } salon d'une course · { COMMAND("speed place") } · { COMMAND("speed take") } · { COMMAND("speed move") } · { COMMAND("speed grid") } (votre grille, en privé) · { COMMAND("speed dump") } · { COMMAND("speed submit") }
    { "*" }*Solo Sumoku** : { COMMAND("solo start") } · { COMMAND("solo daily") } (le défi du jour, le même pour tous) · { COMMAND("solo place") } · { COMMAND("solo take") } · { COMMAND("solo move") } · { COMMAND("solo grid") } · { COMMAND("solo submit") } · { COMMAND("solo stuck") } · { COMMAND("solo quit") } · { COMMAND("solo today") }
    { "*" }*Tout le monde** : { COMMAND("stats") } · { COMMAND("leaderboard") } · { COMMAND("sumoku history") } · { COMMAND("sumoku about") } · { COMMAND("rules") } · { COMMAND("forget-me") } · { COMMAND("sumoku prefs") } : du texte au lieu d'images dans ce que vous voyez en privé, et votre langue · gestion du serveur : { COMMAND("sumoku settings") }
    Tuiles : lettre de la couleur en anglais + nombre (R rouge, O orange, Y jaune, G vert, B bleu, P violet). Un 6 peut se jouer comme un 9 : écrivez B9. Cases : lettre de colonne + numéro de ligne, tels qu'affichés sur le plateau ; ils ne changent pas de toute la partie.
rules-main = **Sumoku** (2 à 8 joueurs). Chacun pioche 8 tuiles ; le plus petit total lance le dé (3, 4 ou 5) : c'est la **clé** de toute la partie. Les tuiles se posent comme dans des mots croisés : chaque ligne (2 à 6 tuiles dans une rangée ou une colonne) doit faire un multiple de la clé et ne jamais contenir deux fois la même couleur. À votre tour, posez 1 à 6 tuiles dans une même rangée ou colonne, en touchant celles de la table ; vous marquez la somme de chaque ligne formée ou prolongée. Une ligne de six donne un tour supplémentaire. Complétez votre main à 8 après votre tour. La partie s'arrête après un tour complet où tout le monde passe ; les tuiles restées dans votre main comptent contre vous. Un 6 peut se jouer comme un 9.
rules-speed = **Speed Sumoku** : une clé par manche ; chacun reçoit 10 tuiles et construit sa propre grille, en privé et en même temps. Les tuiles se posent n'importe où, se reprennent et se déplacent. Le premier à rendre une grille valide (toutes les tuiles reliées, chaque ligne multiple de la clé sans couleur répétée) avec toutes ses tuiles gagne la manche. Bloqué ? Remettez une tuile au sac et piochez-en deux.
rules-team = **Team Sumoku** : comme Speed, mais chaque équipe construit une seule grille avec 10 tuiles par membre ; tout membre y pose ou reprend des tuiles. La première équipe à rendre une grille valide avec toutes ses tuiles gagne la manche.
rules-solo = **Solo Sumoku** : posez 16 tuiles en une grille valide ; puis chaque étape donne 10 tuiles de plus (moins à la fin) qui doivent toutes rejoindre la grille, sans déplacer celles des étapes précédentes. Posez les 96 pour une partie parfaite ; votre score est le nombre de tuiles des étapes terminées. { COMMAND("solo daily") } est le même défi pour tous ce jour-là ; un jour compte pour votre série dès que vous marquez au moins une tuile (abandonner sans aucune ne compte pas).
rules-spot = **Spot Sumoku** : dix tuiles sont affichées. Soyez le premier à choisir quatre tuiles de couleurs différentes dont la somme est un multiple de la clé (un 6 peut compter pour 9). Une annonce fausse vous empêche d'annoncer pendant 15 secondes, ou jusqu'à ce que de nouvelles tuiles soient affichées si cela arrive avant. Celui qui gagne le plus de tuiles l'emporte.
rules-none = Ce bot n'a pas encore de texte de règles pour { $variant }.
leaderboard-scope_server = ce serveur
leaderboard-scope_global = partout
forget-confirm = Cela supprime vos statistiques et anonymise définitivement vos parties passées. Relancez la commande avec confirm:True.
forget-done =
    C'est fait : vos données sont supprimées ou anonymisées ({ $rows } enregistrements). Vous avez quitté { $running } { $running ->
        [one] partie en cours ; elle continue pour les autres sans votre nom
       *[other] parties en cours ; elles continuent pour les autres sans votre nom
    }.
forget-partly = C'est fait en partie : une partie de vos données est déjà supprimée ou anonymisée, et je terminerai le reste sous peu de moi-même (vous n'avez plus rien à faire).
sync-done =
    { $count } { $count ->
        [one] commande synchronisée
       *[other] commandes synchronisées
    } : { $scope }.
spot-started = { $user } a lancé une course de **Spot Sumoku**. La clé est **{ $key }** pour toute la partie : { $rule }
spot-rule_distinct = repérez quatre tuiles de quatre couleurs différentes dont la somme est un multiple de { $key }.
spot-rule_any = repérez quatre tuiles (les couleurs peuvent se répéter) dont la somme est un multiple de { $key }.
spot-header = **Spot Sumoku** · manche { $round }{ $of } · clé **{ $key }** · { $bag } tuiles dans le sac
spot-of_rounds = { " " }sur { $rounds }
spot-instructions = Choisissez 4 tuiles dans le menu{ $chat } : { $rule } Un 6 peut compter pour 9. La première annonce correcte les remporte.
spot-chat_hint = { " " }ou tapez leurs lettres, comme `A D F J`
spot-picture_title = Spot Sumoku · manche { $round }
spot-pick = Choisissez les 4 tuiles repérées
spot-option = { $colour } { $value } ({ $tile })
spot-option_six = { $colour } 6, ou 9 ({ $tile })
spot-won = 🎉 { $player } a repéré **{ $letters }** : { $tiles } = { $total }, en **{ $seconds } s** ! (manche { $round })
spot-no_claim_added = Il ne restait aucune annonce correcte parmi ces tuiles, des tuiles ont donc été ajoutées : { $tiles }.
spot-no_claim_redeal = Aucune annonce correcte parmi les { $count } tuiles affichées : elles sont retournées au fond du sac et dix nouvelles tuiles ont été distribuées.
spot-no_claim_empty = Il ne reste aucune annonce correcte parmi les tuiles affichées, et le sac ne peut plus aider.
spot-wrong = ❌ **{ $letters }** n'est pas une annonce correcte : { $why } Vous pourrez annoncer de nouveau dans { $seconds } s, ou dès que de nouvelles tuiles seront affichées.
spot-wrong-sum = { $tiles } font { $sum } = { $total }, pas un multiple de { $key } (même en comptant un 6 comme 9).
spot-wrong-colour = { $tiles } ne sont pas de quatre couleurs différentes.
spot-reposted = Revoici les tuiles.
spot-stopped = { $user } a arrêté la course.
spot-end-title = **Spot Sumoku : partie terminée**
spot-end-rounds =
    { $rounds ->
        [one] La seule manche a été jouée
       *[other] Les { $rounds } manches ont été jouées
    }.
spot-end-no_claim = Il ne reste aucune annonce correcte et le sac ne peut plus aider : la course est terminée.
spot-end-stopped = La course a été arrêtée.
spot-end-idle = ⏰ Ni annonce correcte ni nouvelles tuiles depuis { $minutes } min : la course est terminée faute d'activité.
spot-end-row =
    { $rank }. { $player } : **{ $tiles }** { $tiles ->
        [one] tuile
       *[other] tuiles
    } ({ $sets } { $sets ->
        [one] annonce
       *[other] annonces
    }), la plus rapide en { $fastest } s{ $tag }
spot-end-row_none = { $rank }. { $player } : aucune tuile
spot-end-winner = { " " }🏆
spot-end-nobody = Personne n'a fait d'annonce.
spot-end-winners = Vainqueur : { $names } !
spot-end-tie = Victoire partagée : { $names } !
spot-none = Aucune course de Spot dans ce salon. Lancez-en une avec { COMMAND("spot start") }.
spot-busy = Il y a déjà une course de Spot dans ce salon : { $link }. Jouez-la ou arrêtez-la d'abord avec { COMMAND("spot stop") }.
spot-only_starter = Seule la personne qui a lancé cette course ({ $owner }) ou quelqu'un ayant la permission Gérer le serveur peut l'arrêter.
spot-err-finished = Cette course de Spot est terminée. Lancez-en une nouvelle avec { COMMAND("spot start") }.
spot-err-stale = Trop tard : quelqu'un a gagné cette manche avant vous. Regardez les nouvelles tuiles et réessayez.
spot-err-last_set = Trop tard : quelqu'un a gagné la dernière manche avant vous, et la course est terminée.
spot-err-locked_out = Votre annonce fausse vous exclut encore { $seconds } s, ou jusqu'à ce que de nouvelles tuiles soient affichées : regardez bien en attendant.
spot-err-size = Choisissez exactement quatre tuiles, comme A D F J.
spot-err-repeated = Indiquez quatre tuiles différentes : une lettre apparaît deux fois.
spot-err-empty_slot = Une de ces lettres ne correspond à aucune tuile sur la table : utilisez les lettres affichées sur les tuiles.
spot-err-letters = Utilisez les lettres des tuiles, de A à L, comme A D F J.
reason-empty = Posez au moins une tuile.
reason-not_in_rack = Vous n'avez pas la tuile { $tile } dans votre main.
reason-not_in_rack-another = Vous n'avez pas d'autre tuile { $tile } dans votre main.
reason-not_in_rack-nine = Vous n'avez pas { $typed } (un 9 est une tuile 6 posée comme 9) : votre main n'a pas de tuile { $tile }.
reason-not_in_rack-nine_another = Vous n'avez pas d'autre { $typed } (un 9 est une tuile 6 posée comme 9) : votre main n'a pas d'autre tuile { $tile }.
reason-occupied = { $cell } contient déjà la tuile { $tile } ; choisissez une case vide.
reason-occupied-twice = { $tile } et { $other } sont posées sur la même case, { $cell }.
reason-not_straight = { $tile_a } en { $cell_a } et { $tile_b } en { $cell_b } ne sont ni dans la même rangée ni dans la même colonne : toutes les tuiles d'un tour doivent aller dans une seule rangée ou colonne.
reason-gap = Il y a un trou en { $cell } : les nouvelles tuiles et celles qui se trouvent entre elles doivent former une ligne continue.
reason-first_too_short = { $tile } seule ne forme pas une ligne : le premier tour doit poser une ligne de 2 à 6 tuiles.
reason-not_connected = { $tiles } à partir de { $cell } ne touchent rien : au moins une nouvelle tuile doit toucher une tuile déjà sur la table.
reason-not_connected-one = { $tiles } en { $cell } ne touche rien : au moins une nouvelle tuile doit toucher une tuile déjà sur la table.
reason-not_connected-lone = La tuile doit toucher une tuile déjà sur la table.
reason-too_long = { $line } ferait { $length } tuiles ; une ligne en compte au plus { $max }.
reason-colour = { $line } contiendrait plusieurs tuiles de même couleur ({ $colours }) ; une couleur ne peut apparaître qu'une fois par ligne.
reason-sum = { $line } ferait { $values } = { $total }, qui n'est pas un multiple de la clé { $key }.
reason-line-row = la rangée { $first }–{ $last }
reason-line-column = la colonne { $first }–{ $last }
reason-repeat-2 = { $colour } × 2
reason-repeat = { $colour } × { $count }
reason-and = { " " }et{ " " }
notation-bad_tile = { $text } n'est pas une tuile : écrivez la lettre d'une couleur (R O Y G B P) et un nombre, comme R5.
notation-bad_value = { $text } : les tuiles vont de 1 à 8 (et 9 pour un 6 posé comme un 9).
notation-no_tiles = Indiquez au moins une tuile, comme R5 ou R5 B9 G1.
notation-too_many = Un tour pose au plus { $max } tuiles ; vous en avez indiqué { $count }.
notation-too_many-grid = Au plus { $max } tuiles se posent en ligne à la fois ; vous en avez indiqué { $count } : posez les autres avec une autre commande de pose.
notation-bad_cell = { $text } n'est pas une case : écrivez la lettre de sa colonne et le numéro de sa rangée tels qu'ils figurent sur le plateau, comme Z26 ou AA26.
notation-bad_cell-row = { $text } : les rangées sont numérotées à partir de 1.
notation-bad_direction = { $text } n'est pas une direction : utilisez across (horizontal) ou down (vertical).
notation-no_cell = Indiquez avec case: où va la première tuile, comme case:Z26 (tel qu'affiché sur le plateau).
notation-no_direction = Avec deux tuiles ou plus, indiquez direction:horizontal ou direction:vertical.
notation-occupied_start = { $cell } contient déjà la tuile { $tile } ; case: désigne la case de la première nouvelle tuile.
game-not_in_game = Vous ne jouez pas dans cette partie.
game-seats = Une partie se joue de { $min } à { $max } joueurs.
game-seats-repeated = Chaque joueur ne peut occuper qu'une place.
render-chip_key = CLÉ { $key }
render-chip_key_unknown = CLÉ ?
render-chip_bag = SAC { $count }
render-chip_tiles_one = { $count } TUILE
render-chip_tiles = { $count } TUILES
render-chip_total = TOTAL { $total }
render-chip_winners = ★ { $count } GAGNANTS
render-board_empty_title = La table est vide.
render-board_empty_hint = Premier tour : posez une ligne de 2 à 6 tuiles.
render-grid_empty_title = Pas encore de tuiles.
render-grid_empty_hint = Posez vos tuiles où vous voulez pour former une grille.
render-rack_empty = La main est vide.
render-tableau_empty = Aucune tuile sur la table.
render-end_title = Partie terminée
render-end_player = Joueur
render-end_score = Points
render-end_rack = Main
render-end_final = Total
render-left = { " " }(a quitté)
render-alt_titled = { $title } : { $text }
render-alt_key = clé { $key }
render-key_unknown = clé pas encore tirée au dé
render-alt_bag_one = { $count } tuile dans le sac
render-alt_bag = { $count } tuiles dans le sac
render-alt_to_play = au tour de { $player }
render-alt_board_empty = Un plateau de Sumoku vide (premier tour : une ligne de 2 à 6 tuiles)
render-alt_board_one = Le plateau de Sumoku avec { $count } tuile{ $area }
render-alt_board = Le plateau de Sumoku avec { $count } tuiles{ $area }
render-alt_area = { " " }dans les colonnes { $first_col }–{ $last_col } et les rangées { $first_row }–{ $last_row }
render-alt_board_facts = { $head } ; { $facts }
render-alt_last_turn = { " " }; le dernier tour (entouré) a posé { $tiles }
render-alt_proposed = { " " }; le tour proposé, { $tiles }, est dessiné en contour
render-alt_tile_at = { $tile } en { $cell }
render-alt_grid_empty = une grille de Sumoku vide ; clé { $key }.
render-alt_grid_one = une grille de Sumoku de { $count } tuile{ $area } ; clé { $key }.
render-alt_grid = une grille de Sumoku de { $count } tuiles{ $area } ; clé { $key }.
render-alt_rack_empty = une main de Sumoku vide.
render-alt_rack_one = une main de Sumoku de { $count } tuile : { $tiles } ; total { $total }.
render-alt_rack = une main de Sumoku de { $count } tuiles : { $tiles } ; total { $total }.
render-alt_tableau = les tuiles de Spot Sumoku, clé { $key } : choisissez 4 tuiles de couleurs différentes dont la somme est un multiple de { $key }. Tuiles : { $tiles }.
render-alt_empty_slot = vide
render-alt_end_card = Partie terminée : scores finaux d'une partie de Sumoku avec la clé { $key }{ $won }. { $scores }.
render-alt_won_by = , gagnée par { $names }
render-alt_and = { " " }et{ " " }
render-alt_end_row = { $rank }. { $player }{ $left }, { $final } ({ $score } marqués, moins { $penalty } restés en main)
render-alt_rows_sep = { " " };{ " " }
render-text_key = clé **{ $key }**
render-text_bag = { $count } dans le sac
render-text_to_play = ▶ au tour de { $player }
render-text_board_empty = La table est vide. Premier tour : posez une ligne de 2 à 6 tuiles.
render-text_grid_empty = Pas encore de tuiles : posez vos tuiles où vous voulez pour former une grille.
render-text_tiles_one = { $count } tuile
render-text_tiles = { $count } tuiles
render-legend_last = dernier tour
render-legend_proposed = proposé
render-crop_board = Colonnes { $first_col }–{ $last_col } et rangées { $first_row }–{ $last_row } affichées, { $around } : le plateau (colonnes { $all_first_col }–{ $all_last_col }, rangées { $all_first_row }–{ $all_last_row }) ne tient pas dans un message. Avec { COMMAND("sumoku prefs") } `affichage:image` puis { COMMAND("board") } `prive:true`, vous le voyez en entier.
render-crop_grid = Colonnes { $first_col }–{ $last_col } et rangées { $first_row }–{ $last_row } affichées, { $around } : la grille (colonnes { $all_first_col }–{ $all_last_col }, rangées { $all_first_row }–{ $all_last_row }) ne tient pas dans un message. Avec { COMMAND("sumoku prefs") } `affichage:image`, vous la voyez en entier en image.
render-around_proposed = autour du tour proposé
render-around_last = autour du dernier tour
render-around_centre = autour du centre
render-rack_text_empty = Votre main est vide.
render-rack_summary_one = { $count } tuile, total { $total }
render-rack_summary = { $count } tuiles, total { $total }
render-rack_six_nine = { " " }· un 6 peut être posé comme un 9
render-tableau_rule = Clé **{ $key }** : choisissez 4 tuiles dont la somme est un multiple de { $key }.
render-end_text_title = **Partie terminée** · clé **{ $key }**
render-end_winner = \* Vainqueur : { $names }
render-end_winners = \* Vainqueurs : { $names }
render-end_no_winner = Pas de vainqueur.
error-busy = La base de données de la partie est occupée (un autre programme la tient). Rien n'a changé : réessayez dans un instant.
error-connection_lost = J'ai perdu la connexion à la base de données : rien n'a changé. Réessayez dans un instant.
error-connection_lost_unsure = J'ai perdu la connexion à la base de données au moment d'enregistrer : votre action a peut-être été enregistrée, ou pas. Regardez la partie avant de réessayer.
game-over = Cette partie est terminée : ses boutons ne font plus rien.
game-cancel_started = Cette partie a commencé avec d'autres joueurs : son hôte ne peut plus l'annuler. Utilisez { COMMAND("sumoku resign") } pour la quitter (c'est une défaite), ou demandez à un gestionnaire du serveur.
channel-busy = Ce salon a déjà une partie de { $kind } en cours : { $link }. Une partie partagée par salon : terminez-la ou annulez-la d'abord ({ COMMAND("sumoku cancel") }, { COMMAND("speed cancel") }, { COMMAND("spot stop") }), ou jouez dans un autre salon.
delivery-cannot_post = Je ne peux pas publier dans { $channel } (il manque une permission : Voir le salon, Envoyer des messages ou Joindre des fichiers). Votre partie y est enregistrée ; donnez-moi ces permissions, ou utilisez { COMMAND("board") } pour la voir.
game-grid-off_grid = { $cell } est hors de la grille, qui va de { $first } à { $last }.
game-grid-occupied = { $cell } est déjà occupée (par { $tile }).
game-grid-occupied-layout = Deux tuiles de la disposition sont sur la même case.
game-grid-not_held = Vous n'avez pas { $tile }.
game-grid-not_held-another = Vous n'avez pas d'autre { $tile }.
game-grid-no_tile = Il n'y a pas de tuile en { $cell }.
game-grid-fixed = { $tile } en { $cell } a été posée lors d'une étape précédente : elle reste en place.
game-grid-nothing_to_take = Vous n'avez aucune tuile à reprendre.
game-grid-same_cell = La tuile est déjà en { $cell }.
game-grid-no_tiles = Indiquez au moins une tuile à poser.
game-grid-no_cells = Indiquez au moins une case où reprendre une tuile.
game-grid-empty = La grille n'a encore aucune tuile.
game-grid-cut_off = { $tiles } en { $cells } sont séparées du reste : toutes les tuiles doivent former un seul groupe relié.
game-grid-cut_off-one = { $tiles } en { $cells } est séparée du reste : toutes les tuiles doivent former un seul groupe relié.
game-grid-too_long-row = La rangée { $first }–{ $last } compte { $length } tuiles ; une ligne en compte au plus { $max }.
game-grid-too_long-column = La colonne { $first }–{ $last } compte { $length } tuiles ; une ligne en compte au plus { $max }.
game-grid-colour-row = La rangée { $first }–{ $last } contient plusieurs tuiles de même couleur ({ $colours }) ; une couleur ne peut apparaître qu'une fois par ligne.
game-grid-colour-column = La colonne { $first }–{ $last } contient plusieurs tuiles de même couleur ({ $colours }) ; une couleur ne peut apparaître qu'une fois par ligne.
game-grid-sum-row = La rangée { $first }–{ $last } fait { $values } = { $total }, qui n'est pas un multiple de la clé { $key }.
game-grid-sum-column = La colonne { $first }–{ $last } fait { $values } = { $total }, qui n'est pas un multiple de la clé { $key }.
game-speed-racers = Une course demande de 1 à { $max } coureurs différents.
game-speed-teams = L'équipe { $team } n'a qu'un membre : une équipe en demande au moins deux.
game-speed-teams-count = { $racers } coureurs ne peuvent pas former { $teams } équipes de deux ou plus.
game-speed-finished = Ce match est terminé.
game-speed-not_racing = Vous ne participez pas à cette course.
game-speed-round_over = Cette manche est terminée ; attendez la suivante.
game-speed-round_over-already = Cette manche est déjà terminée.
game-speed-time_up = Le temps de cette manche est écoulé.
game-speed-not_yet = Le temps de la manche n'est pas encore écoulé.
game-speed-round_running = Une manche est encore en cours.
game-speed-stale = La grille de votre équipe a changé depuis que vous l'avez regardée ; regardez-la de nouveau et réessayez.
game-speed-bag =
    Le sac contient { $count } { $count ->
        [one] tuile
       *[other] tuiles
    } : un échange demande d'en piocher deux.
game-speed-tiles_left = Vous avez encore { $tiles } : une grille gagnante utilise vos { $total } tuiles.
game-solo-finished = Cette partie de Solo est terminée.
game-solo-stale = Votre grille a changé depuis que vous l'avez regardée ; regardez-la de nouveau et réessayez.
game-solo-tiles_left = Posez d'abord toutes les tuiles de cette étape : vous avez encore { $tiles }.
notation-no_cell-grid = Indiquez où va la première tuile avec case:, par exemple case:{ $cell } (le centre de la grille).
render-end_rating = Classement
card-title = Statistiques Sumoku : { $name }
card-rating_chip = COTE { $rating }
card-unrated_chip = PAS ENCORE COTÉ
card-games = Parties
card-wins = Victoires
card-walkovers = Gagnées par forfait
card-left = Abandons
card-average = Score moyen
card-best = Meilleur score
card-best_turn = Meilleur tour
card-bonus_turns = Tours bonus
card-ranked = Parties classées
card-races_won = Courses gagnées
card-sets = Séries gagnées
card-fastest = Repérage le plus rapide
card-median = Repérage médian
card-solo_best = Plus de tuiles posées
card-perfect = Parties parfaites
card-chart = Derniers résultats ({ $count })
card-trend = Cote
card-won = gagnée
card-lost = perdue
card-walkover = forfait
card-left_word = abandon
card-none = { $name } n'a encore terminé aucune partie de { $variant }.
card-none_any = { $name } n'a encore terminé aucune partie de Sumoku.
card-others = A aussi joué à : { $variants }. Choisissez avec l'option `variant`.
board-title = Classement { $variant } · { $scope } · { $period } · { $by }
board-by_rating = par cote
board-by_wins = par victoires
board-period_all = depuis toujours
board-period_month = 30 derniers jours
board-period_week = 7 derniers jours
board-row_wins =
    { $rank }. <@{ $user }> : { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } en { $games } { $games ->
        [one] partie
       *[other] parties
    }, moyenne { NUMBER($average, maximumFractionDigits: 0) }, meilleur { $best }
board-row_rating =
    { $rank }. <@{ $user }> : cote **{ $rating }**, { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } en { $games } { $games ->
        [one] partie
       *[other] parties
    }
board-extra = { " " }({ $parts })
board-left = abandons : { $count }
board-walkovers = gagnées par forfait : { $count }
board-yours = Votre place :
board-unrated = { $variant } n'a pas de cote : ce classement est par victoires.
board-empty = Personne dans ce classement pour l'instant. Une partie compte quand au moins deux personnes la jouent jusqu'au bout.
history-title = Dernières parties de { $name }
history-row = n° { $game } · { $when } · { $variant } · { $where } · { $result }{ $rating }
history-where_dm = un message privé
history-where_elsewhere = un autre serveur
history-won = gagnée avec { $final }
history-place = { $place }e sur { $players } avec { $final }
history-walkover = gagnée par forfait (les autres sont partis)
history-left = a quitté la partie
history-rating = { " " }· cote { $change }
history-none = { $name } n'a encore terminé aucune partie.
history-pick = Revoir une partie terminée coup par coup
history-option = n° { $game } · { $variant } · { $when }
replay-title = Partie n° { $game } revue : coup { $move } sur { $moves }
replay-deal = La donne : personne n'a encore joué.
replay-played = { $player } a posé { $tiles } pour { $score } points.
replay-passed = { $player } a passé.
replay-resigned = { $player } a abandonné.
replay-timeout = { $player } a dépassé le temps.
replay-first = Début
replay-previous = Précédent
replay-next = Suivant
replay-last = Fin
replay-not_found = Il n'y a pas de partie de Sumoku terminée n° { $game } à revoir.
render-chip_game_over = PARTIE TERMINÉE
render-chip_closeup = DÉTAIL { $first }–{ $last }
render-alt_game_over = la partie est terminée
render-alt_closeup_one = Un détail du plateau de Sumoku montrant { $shown } de sa { $count } tuile{ $area }
render-alt_closeup = Un détail du plateau de Sumoku montrant { $shown } de ses { $count } tuiles{ $area }
render-alt_scores = { " " }; scores : { $scores }
render-alt_score = { $player } { $score }
render-alt_last_score_one = { " " }pour { $count } point
render-alt_last_score = { " " }pour { $count } points
render-alt_rows = Tuiles par rangée : { $rows }.
render-alt_rows_near = Rangées les plus proches du tour : { $rows }.
render-alt_rows_left_one = { " " }Non lues : { $count } tuile dans les rangées { $rows }.
render-alt_rows_left = { " " }Non lues : { $count } tuiles dans les rangées { $rows }.
render-alt_row = rangée { $row }, { $runs }
render-alt_run = de { $first } à { $last } : { $tiles }
render-alt_run_one = { $cell } : { $tiles }
render-alt_spoken_tile = { $colour } { $value }
render-alt_six_nine_tile = { $colour } { $value } (6 ou 9)
render-colour_red = rouge
render-colour_orange = orange
render-colour_yellow = jaune
render-colour_green = vert
render-colour_blue = bleu
render-colour_purple = violet
render-rack_legend_six = 6 = 6 ou 9 : tapez { $nine } pour poser { $six } comme un 9
render-legend_last_scored = { $last } (+{ $score } points)
render-labels_moved = Les repères des cases ont changé avec ce tour : lisez les cases sur ce plateau, pas sur les précédents.
bot-restarting = Le bot redémarre ; réessayez dans une minute.
about-text = **Bot Sumoku { $version }**
    En marche depuis <t:{ $since }:R> · parties en cours : { $running } · salons ouverts : { $lobbies } · latence avec Discord : { $latency }
about-latency_unknown = pas encore mesurée
about-requests = Requêtes à Discord : { $sent } envoyées, { $waited } retenues pour rester dans les limites de Discord · invalides : { $invalid_recent } ces 10 dernières minutes · limitées : { $rate_limited } · salons plus sollicités : { $closed_channels }
about-boards_here = Plateaux ouverts sur ce processus : { $count }
about-boards_other = Plateaux ouverts sur le processus des shards { $shards } : { $count } (à son dernier battement)
speed-lobby-title = Speed Sumoku : une nouvelle course
speed-lobby-title_team = Team Sumoku : une nouvelle course
speed-lobby-body =
    Hôte : { $host }
    Coureurs ({ $count }/{ $max }) : { $players }
    { $options }
speed-lobby-options = Manches : { $rounds } · temps par manche : { $limit } · { $teams }
speed-lobby-teams = { $teams } équipes, formées au départ
speed-lobby-alone = chacun court seul
speed-started = Speed Sumoku : la course est lancée
speed-started_team = Team Sumoku : la course est lancée
speed-need_team_players = { $teams } équipes demandent au moins { $count } coureurs : invitez d'autres joueurs, ou ajoutez des coureurs de l'ordinateur.
speed-one_team = Des équipes, c'est au moins deux : teams:0 pour courir seul, ou teams:2 et plus.
speed-none = Il n'y a pas de course Speed dans ce salon. Ouvrez-en une avec { COMMAND("speed new") }.
speed-button-cpu = Ajouter un coureur ordinateur
speed-button-grid = Ma grille
speed-button-guide = Poser des tuiles
speed-button-submit = Valider
speed-button-dump = Échanger
speed-button-last = Reprendre la dernière
speed-status-title = Manche { $round } sur { $rounds } · clé { $key }
speed-status-ends = fin { $when }
speed-status-over = manche terminée
speed-status-row = { $name } : { $placed } posées · { $held } en main · { $dumps } échanges · { $points } points
speed-status-bag = Tuiles dans le sac : { $count }
speed-status-how = Construisez votre grille en privé : Ma grille, Poser des tuiles ou { COMMAND("speed place") }.
speed-won = 🏁 { $who } gagne la manche { $round } avec une grille valide en { $time } !
speed-won-team = { $team } ({ $racer } a validé)
speed-won-title = La grille gagnante de la manche { $round }
speed-timed_out = ⏱️ Temps écoulé pour la manche { $round } : personne n'a fini, personne ne marque.
speed-next_round = Manche { $round } : distribution à { $time } ({ $when }).
speed-match-title = Speed Sumoku : le match est terminé
speed-match-row = { $rank }. { $name } : { $points } points · { $rounds } manches gagnées · meilleur temps { $best }
speed-match-nobody = Personne n'a fini de grille : personne ne gagne ce match.
speed-grid-title = Votre grille
speed-grid-body = Manche { $round } sur { $rounds } · clé **{ $key }** · { $placed } posées · { $held } en main { $ends }
speed-grid-hand_empty = Votre main est vide : appuyez sur Valider quand votre grille est valide.
speed-placed = Posé.
speed-taken = Repris dans votre main.
speed-moved = Déplacé.
speed-dumped = Échangée : une tuile retourne au sac, deux nouvelles dans votre main.
speed-submitted = Validée : votre grille est valide et utilise toutes vos tuiles. Vous gagnez la manche !
speed-invalid =
    Votre grille n'est pas encore valide, rien n'a été validé :
    { $reasons }
speed-dump-pick = Choisissez la tuile à rendre ; vous en piochez deux.
speed-dump-placeholder = La tuile à rendre
speed-dump-empty = Votre main est vide : rien à poser ni à échanger.
card-rounds_won = Manches gagnées
card-best_time = Meilleur temps
speed-advice-dump = 💡 Ces tuiles ne formeront jamais ensemble une grille valide : échangez-en une ({ COMMAND("speed dump") } ou le bouton Échanger).
speed-match-title_team = Team Sumoku : le match est terminé
speed-guide-as_nine = { $n } : { $tile } (le 6 posé comme 9)
speed-guide-twice = Choisissez chaque tuile une fois : comme 6 ou comme 9, pas les deux.
speed-cancel_started = Cette course a commencé avec d'autres joueurs : son hôte ne peut pas l'annuler, elle se termine quand ses manches sont jouées. Un gestionnaire du serveur peut toujours l'annuler.
solo-none = Vous n'avez pas de partie de Solo en cours. Lancez-en une avec { COMMAND("solo start") }, ou jouez le défi du jour avec { COMMAND("solo daily") }.
solo-busy = Vous avez déjà une partie de Solo en cours : voyez-la avec { COMMAND("solo grid") }, ou terminez-la avec { COMMAND("solo quit") }.
solo-daily_done = Vous avez déjà joué le défi du jour du { $day } : un essai par jour. Un nouveau arrive à minuit UTC ; en attendant, { COMMAND("solo start") } distribue une partie libre.
solo-not_yours = Cette partie de Solo est celle d'un autre joueur.
solo-not_over = Cette partie de Solo n'est pas encore terminée.
solo-today_guild = { COMMAND("solo today") } montre le tableau d'un serveur : utilisez-le dans un serveur.
solo-started = **Solo Sumoku** : posez les 16 tuiles en une grille valide, puis { COMMAND("solo submit") } ; 10 autres la rejoignent à chaque étape. Posez avec { COMMAND("solo place") } ou le bouton Poser ; { COMMAND("solo take") } et { COMMAND("solo move") } changent les tuiles de cette étape. Bloqué ? { COMMAND("solo stuck") }.
solo-daily = **Défi du jour du { $day }** : tout le monde reçoit ces tuiles et cette clé aujourd'hui, et le joue une fois.
solo-header =
    Étape { $stage } · clé { $key } · { $score } { $score ->
        [one] tuile fixée
       *[other] tuiles fixées
    } · { $bag } à venir
solo-hand = À poser : { $tiles }
solo-hand_done = Toutes les tuiles de cette étape sont sur la grille : { COMMAND("solo submit") } quand elle est valide.
solo-accepted = Étape { $stage } acceptée : { $score } tuiles posées. Vos { $count } tuiles suivantes sont distribuées.
solo-refused =
    Étape refusée, rien n'a été enregistré. Corrigez ceci et soumettez à nouveau :
    { $problems }
solo-stuck-can = Cette étape peut être terminée : il existe une façon de poser les { $count } tuiles. Cherchez encore !
solo-stuck-cannot =
    Cette étape ne peut pas être terminée : aucune façon de poser toutes ses tuiles n'existe. Vous pouvez abandonner (fin bloquée) : votre score reste { $score } { $score ->
        [one] tuile
       *[other] tuiles
    }.
solo-stuck-unknown =
    Je n'ai pas pu savoir à temps si cette étape peut être terminée. Continuez, ou abandonnez (fin bloquée) avec { $score } { $score ->
        [one] tuile
       *[other] tuiles
    }.
solo-end-perfect = **Parfait !** Les 96 tuiles posées en { $time }.
solo-end-quit = **Partie terminée** (vous avez arrêté) : { $score } { $score ->
        [one] tuile posée
       *[other] tuiles posées
    } en { $stages } { $stages ->
        [one] étape terminée
       *[other] étapes terminées
    }, { $time }.
solo-end-stuck = **Partie terminée** (bloqué) : { $score } { $score ->
        [one] tuile posée
       *[other] tuiles posées
    } en { $stages } { $stages ->
        [one] étape terminée
       *[other] étapes terminées
    }, { $time }.
solo-end-daily =
    Défi du jour du { $day } terminé · série : { $streak } { $streak ->
        [one] jour
       *[other] jours
    }.
solo-end-share = Appuyez sur Partager pour dire au salon comment ça s'est passé (aucune tuile montrée).
solo-share = **{ $name }** a joué à Solo Sumoku : { $score }/96 tuiles posées, { $stages } { $stages ->
        [one] étape terminée
       *[other] étapes terminées
    }, en { $time }.
solo-share-perfect = **{ $name }** a fait une partie parfaite de Solo Sumoku : les 96 tuiles en { $time } !
solo-share-daily =
    Défi du jour du { $day } · série : { $streak } { $streak ->
        [one] jour
       *[other] jours
    }.
solo-today-title = **Défi du jour du { $day }** : joueurs de ce serveur
solo-today-row =
    { $rank }. <@{ $user }> : { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    } en { $time }
solo-today-row_perfect = { $rank }. <@{ $user }> : les 96 tuiles en { $time } (parfait)
solo-today-empty = Personne ici n'a encore fini le défi du jour : jouez-le avec { COMMAND("solo daily") }.
solo-guide-nothing = Vous n'avez plus de tuile à poser : soumettez l'étape avec { COMMAND("solo submit") }.
solo-picture-stage = Étape { $stage }
solo-picture-to_place = { $count } à poser
solo-picture-new = Les tuiles de cette étape sont entourées.
solo-picture-preview = Proposition : { $tiles }.
solo-picture-legend = cette étape
button-solo_place = Poser
button-solo_submit = Soumettre
button-solo_share = Partager
button-solo_give_up = Abandonner (bloqué)
card-solo_daily = Défis du jour
card-solo_streak = Série de défis
board-solo_title = Classement de Solo Sumoku · { $scope } · le plus de tuiles posées
board-solo_empty = Personne ici n'a encore fini une partie de Solo : { COMMAND("solo start") } en distribue une.
board-row_solo =
    { $rank }. <@{ $user }> : record { $best } { $best ->
        [one] tuile
       *[other] tuiles
    }, { $perfect } parfaites, { $games } { $games ->
        [one] partie
       *[other] parties
    }
# issue 16: numbers and dates per locale
board-period_since = { $period } (depuis le { $date })
# issue 16: the server's language
settings-language = Langue des messages publics (et des réponses à qui n'a pas choisi une langue que je parle) : { $language }.
game-grid-off_grid-unnamed = Cette case est hors de la grille, qui va de { $first } à { $last }.
speed-team = Équipe { $number }
# issue 26: the board (a Discord Activity)
activity-sign_in = Votre connexion Discord n'a pas pu être vérifiée : fermez le plateau et rouvrez-le.
activity-discord_unreachable = Discord n'a pas pu être joint pour vérifier votre connexion ; réessayez dans une minute.
activity-code_refused = Discord a refusé le code de connexion ({ $reason }) : rouvrez le plateau.
activity-not_understood = Le plateau a envoyé quelque chose que le bot ne comprend pas : rechargez le plateau.
activity-no_game = Il n'y a pas encore de partie de Sumoku dans ce salon : lancez-en une avec { COMMAND("sumoku new") } (ou { COMMAND("speed new") }, { COMMAND("solo start") }, { COMMAND("spot start") }). Le plateau l'affichera dès qu'elle commencera.
activity-too_fast = Trop de messages de ce plateau à la fois : attendez un instant, puis réessayez.
activity-busy = Le bot répond à beaucoup de plateaux en ce moment : ce que votre plateau vient d'envoyer n'a pas été lu. Réessayez dans un instant.
activity-too_big = Ce message est trop grand pour le plateau ({ $limit } octets au plus) : rechargez le plateau.
activity-not_set_up = Le plateau n'est pas configuré sur ce bot : la personne qui l'administre peut l'activer (README, « The board (Discord Activity) »). En attendant, jouez avec { COMMAND("place") } ou le bouton Placer.
activity-refused = Discord n'a pas voulu ouvrir le plateau : cette application n'a pas les Activités activées. La personne qui administre le bot peut les activer dans le Developer Portal (votre application → Activities → Settings → Enable Activities, puis l'association d'URL). En attendant, jouez avec { COMMAND("place") } ou le bouton Placer.
activity-local_link = Votre plateau dans ce salon (pour vous seul : il vous connecte) : { $link }
button-activity = Jouer sur le plateau
help-board = { "*" }*Le plateau** : { COMMAND("sumoku board") } ouvre la partie de ce salon comme un plateau tactile (glissez les tuiles, voyez où elles vont et ce qu'elles rapportent), tout comme **Jouer sur le plateau** sous un tour.
activity-not_here = Ce plateau est réservé aux membres du serveur qui voient ce salon : ouvrez-le depuis un de vos salons.
activity-too_many_boards = Vous avez déjà { $count } plateaux ouverts : fermez-en un, puis rouvrez celui-ci.
activity-sign_in_limit = Trop de connexions au plateau depuis votre adresse cette minute : attendez { $seconds } s, puis rouvrez le plateau.
activity-sign_in_busy = Le plateau connecte beaucoup de joueurs en ce moment : attendez { $seconds } s, puis rouvrez le plateau.
activity-opened_too_often = Le plateau a été ouvert trop souvent depuis votre compte ou votre adresse ces derniers temps : attendez { $seconds } s, puis rouvrez-le.
activity-other_game = Cette partie n'est pas sur ce plateau : rien n'a été fait. Jouez-la depuis un plateau ouvert dans son propre salon.
