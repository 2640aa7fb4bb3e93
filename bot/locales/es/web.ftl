# The board's own words (web/, the Discord Activity): sent to the board with `welcome`
# (bot/words/board_catalogue.py). Ids are web.* in code.

web-take_all = Retirar todas
web-resign = Rendirse
web-resign_sure = ¿Seguro que te rindes?
web-take_back = Retirar
web-end_stage = Terminar la etapa
web-dump = Devolver la ficha elegida
web-claim = Reclamar ({ $n }/4)
web-zoom_in = Acercar
web-zoom_out = Alejar
web-board = Tablero
web-hand = Tu mano
web-race = La carrera
web-rack_empty_main = Todas tus fichas están en el tablero.
web-rack_empty = No te quedan fichas en la mano.
web-flip = Girar { $tile } a { $face }
web-key = Clave { $n }
web-bag = Bolsa { $n }
web-round = Ronda { $n } de { $of }
web-left = quedan { $time }
web-status_left = se fue
web-status_won = ganó
web-status_racing = en carrera
web-status_done = terminó
web-status_waiting = esperando
web-you = Tú
web-a_player = Un jugador
web-you_tag = { " " }(tú)
web-computer_tag = { " " }(ordenador)
web-wins = Gana { $name }
web-team_line = { $who }: { $placed ->
        [one] { $placed } colocada
       *[other] { $placed } colocadas
    }, { $held } en la mano
web-team_dumps = , { $n ->
        [one] { $n } devuelta
       *[other] { $n } devueltas
    }
web-team_points = { " " }· { $n } pt
web-team_done = { " " }· terminado
web-stage_score = { " " }· puntuación { $n }
web-scores = Esta jugada vale { $n }.
web-scores_bonus = Esta jugada vale { $n } y te da un turno extra.
web-legal_so_far = Válida de momento: añade más fichas.
web-checking = Comprobando…
web-lobby = Esperando a que empiece la partida.
web-to_play = Le toca a { $name }.
web-holding = Tienes { $tile }.
web-holding_lit = Tienes { $tile }: elige una casilla iluminada (Esc la suelta).
web-fits_nowhere_turn = { $tile } no cabe en ningún sitio con esta jugada (Esc la suelta).
web-fits_nowhere = { $tile } no cabe en ningún sitio ahora (Esc la suelta).
web-spot_locked = Estás bloqueado en esta tanda: espera a la siguiente.
web-spot_how = Toca cuatro fichas cuya suma sea múltiplo de la clave y pulsa Reclamar.
web-spot_how_distinct = Toca cuatro fichas de cuatro colores distintos cuya suma sea múltiplo de la clave y pulsa Reclamar.
web-spot_round = Ronda { $n } de { $of }.{ " " }
web-put_down = Soltada.
web-now_face = Ahora { $tile }.
web-board_changed = El tablero cambió: las fichas que ya no caben volvieron a tu atril.
web-not_connected = Sin conexión: reconectando…
web-pick_dump = Elige primero la ficha de tu mano que quieres devolver.
web-all_back = Todas las fichas han vuelto a tu atril.
web-picked_open = { $tile } elegida: { $n ->
        [one] { $n } casilla posible
       *[other] { $n } casillas posibles
    }. Elige una casilla.
web-picked_none = { $tile } elegida: ninguna casilla posible.
web-took_back = Retirada la ficha de { $cell }.
web-picked_grid = { $tile } en { $cell } elegida: elige la casilla adonde moverla, o Retirar.
web-not_your_turn = No es tu turno: espéralo para colocar fichas.
web-placed = { $tile } en { $cell }.
web-cell_empty = { $cell }, vacía
web-cell_open = { $cell }, vacía, posible para la ficha elegida
web-cell_pending = , pendiente: púlsala para retirarla
web-cell_refused = , pendiente, rechazada: retírala
web-cell_last = , última jugada
web-no_board = Todavía no hay tablero.
