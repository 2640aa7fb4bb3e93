# The board's own words (web/, the Discord Activity): sent to the board with `welcome`
# (bot/words/board_catalogue.py). Ids are web.* in code.

web-take_all = Tout reprendre
web-resign = Abandonner
web-resign_sure = Vraiment abandonner ?
web-take_back = Reprendre
web-end_stage = Finir l'étape
web-dump = Rendre la tuile choisie
web-claim = Annoncer ({ $n }/4)
web-zoom_in = Zoomer
web-zoom_out = Dézoomer
web-board = Plateau
web-hand = Votre main
web-race = La course
web-rack_empty_main = Toutes vos tuiles sont sur le plateau.
web-rack_empty = Votre main est vide.
web-flip = Retourner { $tile } en { $face }
web-key = Clé { $n }
web-bag = Sac { $n }
web-round = Manche { $n } sur { $of }
web-left = encore { $time }
web-status_left = parti
web-status_won = gagnant
web-status_racing = en course
web-status_done = fini
web-status_waiting = en attente
web-you = Vous
web-a_player = Un joueur
web-you_tag = { " " }(vous)
web-computer_tag = { " " }(ordinateur)
web-wins = { $name } gagne
web-team_line = { $who } : { $placed ->
        [one] { $placed } posée
       *[other] { $placed } posées
    }, { $held } en main
web-team_dumps = , { $n ->
        [one] { $n } rendue
       *[other] { $n } rendues
    }
web-team_points = { " " }· { $n } pt
web-team_done = { " " }· fini
web-stage_score = { " " }· score { $n }
web-scores = Ce coup rapporte { $n }.
web-scores_bonus = Ce coup rapporte { $n } et donne un tour bonus.
web-legal_so_far = Valide pour l'instant : ajoutez des tuiles.
web-checking = Vérification…
web-lobby = En attente du début de la partie.
web-to_play = À { $name } de jouer.
web-holding = Vous tenez { $tile }.
web-holding_lit = Vous tenez { $tile } : choisissez une case éclairée (Échap la pose).
web-fits_nowhere_turn = { $tile } ne va nulle part avec ce coup (Échap la pose).
web-fits_nowhere = { $tile } ne va nulle part pour l'instant (Échap la pose).
web-spot_locked = Vous êtes bloqué pour cette série : attendez la suivante.
web-spot_how = Touchez quatre tuiles dont la somme est un multiple de la clé, puis Annoncer.
web-spot_how_distinct = Touchez quatre tuiles de quatre couleurs différentes dont la somme est un multiple de la clé, puis Annoncer.
web-spot_round = Manche { $n } sur { $of }.{ " " }
web-put_down = Posée.
web-now_face = Maintenant { $tile }.
web-board_changed = Le plateau a changé : les tuiles qui ne vont plus sont revenues sur votre chevalet.
web-not_connected = Pas de connexion : reconnexion…
web-pick_dump = Choisissez d'abord la tuile de votre main à rendre.
web-all_back = Toutes les tuiles sont revenues sur votre chevalet.
web-picked_open = { $tile } choisie : { $n ->
        [one] { $n } case possible
       *[other] { $n } cases possibles
    }. Choisissez une case.
web-picked_none = { $tile } choisie : aucune case possible.
web-took_back = Tuile de { $cell } reprise.
web-picked_grid = { $tile } en { $cell } choisie : choisissez la case où la déplacer, ou Reprendre.
web-not_your_turn = Ce n'est pas votre tour : attendez-le pour poser des tuiles.
web-placed = { $tile } en { $cell }.
web-cell_empty = { $cell }, vide
web-cell_open = { $cell }, vide, possible pour la tuile tenue
web-cell_pending = , en attente : appuyez pour la reprendre
web-cell_refused = , en attente, refusée : reprenez-la
web-cell_last = , dernier coup
web-no_board = Il n'y a pas encore de plateau.
