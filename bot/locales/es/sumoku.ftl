# Sumoku messages: Español

error-unexpected = Lo siento, algo falló por mi parte. La partida está a salvo; inténtalo de nuevo.
error-conflict = Alguien ha actuado en esta partida en el mismo momento. Mira el tablero más reciente e inténtalo de nuevo.
error-cooldown = Más despacio: inténtalo de nuevo en { NUMBER($seconds, maximumFractionDigits: 0) } s.
error-no_permission = Necesitas el permiso Gestionar servidor para hacer eso.
error-guild_only = Las partidas de Sumoku se juegan en canales de servidor; usa este comando en un servidor.
error-owner_only = Solo el propietario del bot puede hacer eso.
lobby-title = Sumoku: una nueva partida
lobby-body =
    { $host } está preparando una partida de Sumoku.
    Jugadores ({ $count }/{ $max }): { $players }
    Opciones: { $options }
    Pulsa **Join** para sentarte; el anfitrión pulsa **Start** cuando esté listo.
lobby-options = límite por turno: { $limit }, atriles: { $racks }, pistas: { $hints }
lobby-no_limit = ninguno
lobby-minutes = { $minutes } min
lobby-racks_open = a la vista
lobby-racks_private = privados
lobby-on = sí
lobby-off = no
lobby-joined = Te has unido a la partida. Espera a que el anfitrión pulse Start.
lobby-left = Has salido de la partida.
lobby-already_in = Ya estás en esta partida.
lobby-not_in = No te has unido a esta partida.
lobby-full = La partida está completa ({ $max } jugadores).
lobby-host_cannot_leave = El anfitrión no puede salir; pulsa Cancel para anular la partida.
lobby-need_players = Una partida necesita al menos 2 jugadores: pide a alguien que pulse Join, o añade un jugador controlado por el ordenador (Add computer player).
lobby-only_host = Solo el anfitrión ({ $host }) o alguien con Gestionar servidor puede hacer eso.
lobby-cancelled = { $user } ha cancelado esta partida.
lobby-expired = Esta partida ha caducado antes de empezar. Prepara una nueva con { COMMAND("sumoku new") }.
lobby-computer_added = Se ha añadido a { $name } ({ $level }).
lobby-not_lobby = Esta partida ya ha empezado o ha terminado.
lobby-busy = Ya hay una partida de Sumoku en este canal: { $link }. Termínala o cancélala antes con { COMMAND("sumoku cancel") }.
start-title = Sumoku: empieza la partida
start-body =
    Sumas de las fichas iniciales: { $totals }.
    { $roller } tenía la suma más baja y ha tirado el dado: la **clave es { $key }**. Cada línea debe sumar un múltiplo de { $key }.
    { $roller } juega primero.
turn-played = { $player } ha colocado { $tiles } por **{ $score }** puntos{ $lines }.
turn-lines = { " " }({ $lines })
turn-bonus = ¡Una línea de seis! { $player } vuelve a jugar ahora (turno extra).
turn-bonus_lapsed = Una línea de seis, pero a { $player } no le quedan fichas para usar el turno extra.
turn-drew =
    { $player } ha robado { $count } { $count ->
        [one] ficha
       *[other] fichas
    }.
turn-next = { $mention }, te toca. Usa { COMMAND("rack") } para ver tus fichas y jugar.
turn-next_computer = Siguiente: **{ $name }** (ordenador) juega su turno.
pass-chosen = { $player } ha pasado.
pass-no_move = { $player } no tiene ninguna jugada legal y pasa automáticamente.
pass-empty_rack = A { $player } no le quedan fichas y pasa automáticamente.
pass-timeout = A { $player } se le ha acabado el tiempo y pasa.
pass-bonus = { $player } ha renunciado al turno extra.
left-resigned = { $player } ha abandonado.
left-dropped = { $player } no ha jugado tres turnos seguidos y queda fuera de la partida.
end-title = Fin de la partida
end-row = { $rank }. { $player }: { $score } − { $penalty } = **{ $final }**{ $tag }
end-winner = { " " }🏆
end-left = { " " }(abandonó)
end-winners = ¡Gana { $names }!
end-tie = ¡Victoria compartida: { $names }!
end-no_winner = No hay ganador.
reminder = { $mention }, ya ha pasado la mitad del tiempo de tu turno (quedan { $remaining }). Usa { COMMAND("rack") } para jugar, o { COMMAND("pass") }.
game-none = No hay ninguna partida de Sumoku en este canal. Empieza una con { COMMAND("sumoku new") }.
game-not_running = La partida de este canal aún no ha empezado.
game-not_player = No juegas en esta partida.
game-not_your_turn = Es el turno de { $player }, no el tuyo.
game-finished = Esta partida ha terminado.
game-stale = El tablero ha cambiado desde que se mostró esto. Abre { COMMAND("rack") } de nuevo para ver opciones actualizadas.
table-stale = Otra jugada llegó antes: tu tablero ya está al día, inténtalo otra vez.
table-bad_frame = El tablero envió un mensaje que no puedo leer (falta { $field } o no es válido): no se hizo nada. Recarga el tablero y vuelve a intentarlo.
table-bad_move = No puedo leer esa jugada: { $reason }
table-wrong_action = Esa acción no forma parte de esta partida: no se hizo nada. Recarga el tablero para ver lo que puedes hacer.
component-earlier_game = Este botón pertenece a una partida anterior: no se ha hecho nada. Usa los botones de tu último mensaje.
component-unknown_game = Este botón nombra una partida que no conozco: no se ha hecho nada. Usa los botones de tu último mensaje.
game-hints_off = Las pistas están desactivadas en esta partida.
game-no_hint = No tienes ninguna jugada legal: { COMMAND("pass") } es tu única opción.
game-cancelled = { $user } ha cancelado la partida.
game-racks_open_note = (En esta partida los atriles están a la vista.)
rack-title = Tu atril
rack-body =
    Tu atril: { $tiles }
    Puntos: { $score }. { $turn }
rack-your_turn = Te toca.
rack-waiting = Es el turno de { $player }.
rack-open = Atriles: { $racks }
board-header = Clave { $key } · { $bag } fichas en la bolsa · { $turn }
board-to_play = le toca a { $player }
board-over = partida terminada
board-reposted = Aquí tienes el tablero otra vez.
hint-title = Las mejores jugadas para tu atril
hint-row = { $rank }. { $move } — { $score } puntos{ $bonus }
hint-bonus = { " " }+ turno extra
button-join = Unirme
button-leave = Salir
button-cpu = Añadir jugador del ordenador
button-start = Empezar
button-cancel = Cancelar
button-rack = Ver mi atril
button-guide = Colocar
button-hint = Pista
button-pass = Pasar
button-board = Tablero completo
button-confirm = Confirmar
guide-tiles_placeholder = Elige las fichas que vas a colocar
guide-where_placeholder = Elige dónde
colour-R = Rojo
colour-O = Naranja
colour-Y = Amarillo
colour-G = Verde
colour-B = Azul
colour-P = Morado
level-easy = fácil
level-normal = normal
level-hard = difícil
time-seconds = { $seconds } s
turn-illegal = Esa jugada no es legal: { $message }
status-body =
    Clave { $key }. { $bag } fichas en la bolsa. Turno { $turn }: le toca a { $player }.
    Puntos: { $scores }
status-lobby = Hay una partida en preparación, organizada por { $host }: { $players }.
settings-saved = Guardado. Estilo del tablero: { $style }; límite por turno predeterminado: { $limit }.
settings-text = texto
settings-picture = imagen
prefs-title = **Tus preferencias de Sumoku**
prefs-saved = Guardado.
prefs-display = Cómo ves lo que abres en privado ({ COMMAND("rack") }, { COMMAND("board") } `privado:true`, { COMMAND("hint") }): **{ $value }**
prefs-language = Idioma de mis respuestas para ti: **{ $value }**
prefs-picture = imágenes
prefs-text = texto
prefs-display_server = lo que diga el servidor (ahora { $value })
prefs-language_server = por defecto: el idioma de tu Discord, si no el del servidor (ahora { $value })
prefs-public = Los mensajes públicos (el tablero tras cada turno, las fichas de Spot) siguen el ajuste del servidor para todos: { $value }.
prefs-how = Cámbialas con { COMMAND("sumoku prefs") } `vista:… idioma:…`; elige “lo del servidor” para volver a seguir al servidor.
prefs-unknown = Elige uno de los valores ofrecidos: vista imagen, texto o lo del servidor; idioma English, Español, Français o lo del servidor.
variant-unknown = Elige uno de los juegos ofrecidos: { $games }.
# a variant's name as readers read it (/stats, /leaderboard, /sumoku history): a session registers it
variant-name_main = Sumoku
variant-name_spot = Spot
variant-name_speed = Speed
variant-name_team = Team
variant-name_solo = Solo
help-body = **Sumoku**: coloca fichas numeradas como en un crucigrama, de modo que cada línea sume un múltiplo de la clave.
    { "*" }*Partida**: { COMMAND("sumoku new") } abre una partida (después, botones Unirme / Empezar, o { COMMAND("sumoku join") }, { COMMAND("sumoku leave") }, { COMMAND("sumoku start") }) · { COMMAND("place") } `fichas:R5 B9 en:AB27 direccion:horizontal` juega · { COMMAND("rack") } tus fichas (con un botón Colocar guiado) · { COMMAND("board") } (`privado:true` solo para ti) · { COMMAND("pass") } · { COMMAND("hint") } · { COMMAND("sumoku status") } · { COMMAND("sumoku resign") } · { COMMAND("sumoku cancel") } (anfitrión antes de empezar, o solo contra el ordenador; Gestionar servidor, siempre)
    { "*" }*Spot Sumoku**: { COMMAND("spot start") } una carrera para elegir 4 fichas · { COMMAND("spot show") } las fichas otra vez · { COMMAND("spot stop") }
    { "*" }*Speed / Team Sumoku**: { COMMAND("speed new") } sala de una carrera · { COMMAND("speed place") } · { COMMAND("speed take") } · { COMMAND("speed move") } · { COMMAND("speed grid") } (tu cuadrícula, en privado) · { COMMAND("speed dump") } · { COMMAND("speed submit") }
    { "*" }*Solo Sumoku**: { COMMAND("solo start") } · { COMMAND("solo daily") } (el reto de hoy, el mismo para todos) · { COMMAND("solo place") } · { COMMAND("solo take") } · { COMMAND("solo move") } · { COMMAND("solo grid") } · { COMMAND("solo submit") } · { COMMAND("solo stuck") } · { COMMAND("solo quit") } · { COMMAND("solo today") }
    { "*" }*Todos**: { COMMAND("stats") } · { COMMAND("leaderboard") } · { COMMAND("sumoku history") } · { COMMAND("sumoku about") } · { COMMAND("rules") } · { COMMAND("forget-me") } · { COMMAND("sumoku prefs") }: texto en lugar de imágenes en lo que ves en privado, y tu idioma · quien gestiona el servidor: { COMMAND("sumoku settings") }
    Fichas: letra del color en inglés + número (R rojo, O naranja, Y amarillo, G verde, B azul, P morado). Un 6 se puede jugar como 9: escribe B9. Casillas: letra de columna + número de fila, tal como aparecen en el tablero; no cambian en toda la partida.
rules-main = **Sumoku** (de 2 a 8 jugadores). Cada jugador roba 8 fichas; quien sume menos tira el dado (3, 4 o 5): esa es la **clave** de toda la partida. Las fichas se colocan como en un crucigrama: cada línea (de 2 a 6 fichas en una fila o columna) debe sumar un múltiplo de la clave y no repetir ningún color. En tu turno, coloca de 1 a 6 fichas en una misma fila o columna, tocando las de la mesa; ganas la suma de cada línea que formes o alargues. Una línea de seis te da un turno extra. Después de tu turno, repón fichas hasta tener 8. La partida termina tras una ronda completa en la que todos pasan; las fichas que te queden en el atril cuentan en tu contra. Un 6 se puede jugar como 9.
rules-speed = **Speed Sumoku**: una clave por ronda; cada cual recibe 10 fichas y construye su propia cuadrícula, en privado y a la vez. Las fichas se pueden poner en cualquier sitio, retirar y mover. Gana la ronda quien primero entregue una cuadrícula válida (todas las fichas unidas, cada línea múltiplo de la clave y sin repetir color) con todas sus fichas. ¿Atascado? Devuelve una ficha a la bolsa y roba dos.
rules-team = **Team Sumoku**: como Speed, pero cada equipo construye una sola cuadrícula con 10 fichas por miembro; cualquier miembro pone o retira fichas en ella. Gana la ronda el primer equipo que entregue una cuadrícula válida con todas sus fichas.
rules-solo = **Solo Sumoku**: coloca 16 fichas en una cuadrícula válida; después, cada etapa da 10 más (menos al final) que deben unirse todas a la cuadrícula, sin mover las fichas de etapas anteriores. Coloca las 96 para una partida perfecta; tu puntuación son las fichas de las etapas completadas. { COMMAND("solo daily") } es el mismo reto para todos ese día; un día cuenta para tu racha cuando puntúas al menos una ficha (abandonar sin ninguna no cuenta).
rules-spot = **Spot Sumoku**: se muestran diez fichas. Sé el primero en elegir cuatro fichas de colores distintos cuya suma sea un múltiplo de la clave (un 6 puede contar como 9). Si te equivocas, no puedes volver a intentarlo durante 15 segundos, o hasta que se muestren fichas nuevas si eso llega antes. Gana quien consiga más fichas.
rules-none = Este bot aún no tiene texto de reglas para { $variant }.
leaderboard-scope_server = este servidor
leaderboard-scope_global = en todas partes
forget-confirm = Esto borra tus estadísticas y anonimiza tus partidas pasadas para siempre. Vuelve a ejecutarlo con confirm:True.
forget-done =
    Hecho: tus datos se han borrado o anonimizado ({ $rows } registros). Has dejado { $running } { $running ->
        [one] partida en curso; sigue para los demás sin tu nombre
       *[other] partidas en curso; siguen para los demás sin tu nombre
    }.
forget-partly = Hecho en parte: algunos de tus datos ya se han borrado o anonimizado, y terminaré el resto en breve por mi cuenta (no tienes que hacer nada más).
sync-done =
    { $count ->
        [one] Sincronizado { $count } comando
       *[other] Sincronizados { $count } comandos
    }: { $scope }.
spot-started = { $user } ha empezado una carrera de **Spot Sumoku**. La clave es **{ $key }** durante toda la partida: { $rule }
spot-rule_distinct = encuentra cuatro fichas de cuatro colores distintos cuya suma sea múltiplo de { $key }.
spot-rule_any = encuentra cuatro fichas (los colores pueden repetirse) cuya suma sea múltiplo de { $key }.
spot-header = **Spot Sumoku** · ronda { $round }{ $of } · clave **{ $key }** · { $bag } fichas en la bolsa
spot-of_rounds = { " " }de { $rounds }
spot-instructions = Elige 4 fichas con el menú{ $chat }: { $rule } Un 6 puede contar como 9. La primera jugada correcta se las lleva.
spot-chat_hint = { " " }o escribe sus letras, como `A D F J`
spot-picture_title = Spot Sumoku · ronda { $round }
spot-pick = Elige las 4 fichas que has encontrado
spot-option = { $colour } { $value } ({ $tile })
spot-option_six = { $colour } 6, o 9 ({ $tile })
spot-won = 🎉 ¡{ $player } ha encontrado **{ $letters }**: { $tiles } = { $total }, en **{ $seconds } s**! (ronda { $round })
spot-no_claim_added = No quedaba ninguna jugada correcta entre esas fichas, así que se han añadido fichas: { $tiles }.
spot-no_claim_redeal = No había ninguna jugada correcta entre las { $count } fichas mostradas: han vuelto al fondo de la bolsa y se han repartido diez fichas nuevas.
spot-no_claim_empty = No queda ninguna jugada correcta entre las fichas mostradas, y la bolsa no puede ayudar.
spot-wrong = ❌ **{ $letters }** no es una jugada correcta: { $why } Podrás volver a intentarlo en { $seconds } s, o en cuanto se muestren fichas nuevas.
spot-wrong-sum = { $tiles } suman { $sum } = { $total }, que no es múltiplo de { $key } (ni contando un 6 como 9).
spot-wrong-colour = { $tiles } no son de cuatro colores distintos.
spot-reposted = Aquí tienes las fichas otra vez.
spot-stopped = { $user } ha detenido la carrera.
spot-end-title = **Spot Sumoku: fin de la partida**
spot-end-rounds =
    { $rounds ->
        [one] Se ha jugado la única ronda
       *[other] Se han jugado las { $rounds } rondas
    }.
spot-end-no_claim = No queda ninguna jugada correcta y la bolsa no puede ayudar: la carrera ha terminado.
spot-end-stopped = La carrera se ha detenido.
spot-end-idle = ⏰ Ni una jugada correcta ni fichas nuevas en { $minutes } min: la carrera terminó por inactividad.
spot-end-row =
    { $rank }. { $player }: **{ $tiles }** { $tiles ->
        [one] ficha
       *[other] fichas
    } ({ $sets } { $sets ->
        [one] jugada
       *[other] jugadas
    }), la más rápida en { $fastest } s{ $tag }
spot-end-row_none = { $rank }. { $player }: ninguna ficha
spot-end-winner = { " " }🏆
spot-end-nobody = Nadie ha hecho ninguna jugada.
spot-end-winners = ¡Gana { $names }!
spot-end-tie = ¡Victoria compartida: { $names }!
spot-none = No hay ninguna carrera de Spot en este canal. Empieza una con { COMMAND("spot start") }.
spot-busy = Ya hay una carrera de Spot en este canal: { $link }. Juégala o detenla antes con { COMMAND("spot stop") }.
spot-only_starter = Solo quien empezó esta carrera ({ $owner }) o alguien con Gestionar servidor puede detenerla.
spot-err-finished = Esta carrera de Spot ha terminado. Empieza una nueva con { COMMAND("spot start") }.
spot-err-stale = Demasiado tarde: alguien ganó esa ronda antes. Mira las fichas nuevas e inténtalo de nuevo.
spot-err-last_set = Demasiado tarde: alguien ganó la última ronda antes, y la carrera ha terminado.
spot-err-locked_out = Tu jugada incorrecta te deja fuera { $seconds } s más, o hasta que se muestren fichas nuevas: mientras tanto, vuelve a mirar.
spot-err-size = Elige exactamente cuatro fichas, como A D F J.
spot-err-repeated = Indica cuatro fichas distintas: hay una letra repetida.
spot-err-empty_slot = Una de esas letras no corresponde a ninguna ficha de la mesa: usa las letras que aparecen en las fichas.
spot-err-letters = Usa las letras de las fichas, de la A a la L, como A D F J.
reason-empty = Coloca al menos una ficha.
reason-not_in_rack = No tienes la ficha { $tile } en tu atril.
reason-not_in_rack-another = No tienes otra ficha { $tile } en tu atril.
reason-not_in_rack-nine = No tienes { $typed } (un 9 es una ficha 6 colocada como 9): tu atril no tiene la ficha { $tile }.
reason-not_in_rack-nine_another = No tienes otra { $typed } (un 9 es una ficha 6 colocada como 9): tu atril no tiene otra ficha { $tile }.
reason-occupied = { $cell } ya tiene la ficha { $tile }; elige una casilla vacía.
reason-occupied-twice = Has puesto { $tile } y { $other } en la misma casilla, { $cell }.
reason-not_straight = { $tile_a } en { $cell_a } y { $tile_b } en { $cell_b } no están en la misma fila ni en la misma columna: todas las fichas de un turno deben ir en una sola fila o columna.
reason-gap = Hay un hueco en { $cell }: las fichas nuevas y las que quedan entre ellas deben formar una línea sin huecos.
reason-first_too_short = { $tile } sola no es una línea: el primer turno debe colocar una línea de 2 a 6 fichas.
reason-not_connected = { $tiles } desde { $cell } no tocan nada: al menos una ficha nueva debe tocar una ficha que ya esté en la mesa.
reason-not_connected-one = { $tiles } en { $cell } no toca nada: al menos una ficha nueva debe tocar una ficha que ya esté en la mesa.
reason-not_connected-lone = La ficha debe tocar una ficha que ya esté en la mesa.
reason-too_long = { $line } tendría { $length } fichas; una línea tiene como máximo { $max }.
reason-colour = { $line } tendría { $colours }; un color solo puede aparecer una vez en cada línea.
reason-sum = { $line } sumaría { $values } = { $total }, que no es múltiplo de la clave { $key }.
reason-line-row = la fila { $first }–{ $last }
reason-line-column = la columna { $first }–{ $last }
reason-repeat-2 = dos fichas de color { $colour }
reason-repeat = { $count } fichas de color { $colour }
reason-and = { " " }y{ " " }
notation-bad_tile = { $text } no es una ficha: escribe la letra de un color (R O Y G B P) y un número, como R5.
notation-bad_value = { $text }: los números de las fichas van del 1 al 8 (y 9 para un 6 colocado como 9).
notation-no_tiles = Indica al menos una ficha, como R5 o R5 B9 G1.
notation-too_many = En un turno se colocan como máximo { $max } fichas; has indicado { $count }.
notation-too_many-grid = Como mucho { $max } fichas van en una línea a la vez; has indicado { $count }: coloca las demás con otro comando de colocar.
notation-bad_cell = { $text } no es una casilla: escribe la letra de su columna y el número de su fila tal como aparecen en el tablero, como Z26 o AA26.
notation-bad_cell-row = { $text }: las filas se numeran desde 1.
notation-bad_direction = { $text } no es una dirección: usa across (horizontal) o down (vertical).
notation-no_cell = Indica con en: dónde va la primera ficha, como en:Z26 (tal como aparece en el tablero).
notation-no_direction = Con dos o más fichas, indica direccion:horizontal o direccion:vertical.
notation-occupied_start = { $cell } ya tiene la ficha { $tile }; en: indica la casilla de la primera ficha nueva.
game-not_in_game = No juegas en esta partida.
game-seats = La partida necesita de { $min } a { $max } jugadores.
game-seats-repeated = Cada jugador solo puede ocupar un puesto.
render-chip_key = CLAVE { $key }
render-chip_key_unknown = CLAVE ?
render-chip_bag = BOLSA { $count }
render-chip_tiles_one = { $count } FICHA
render-chip_tiles = { $count } FICHAS
render-chip_total = SUMA { $total }
render-chip_winners = ★ { $count } GANADORES
render-board_empty_title = La mesa está vacía.
render-board_empty_hint = Primer turno: coloca una línea de 2 a 6 fichas.
render-grid_empty_title = Aún no hay fichas.
render-grid_empty_hint = Coloca tus fichas donde quieras para formar una cuadrícula.
render-rack_empty = El atril está vacío.
render-tableau_empty = No hay fichas a la vista.
render-end_title = Fin de la partida
render-end_player = Jugador
render-end_score = Puntos
render-end_rack = Atril
render-end_final = Total
render-left = { " " }(abandonó)
render-alt_titled = { $title }: { $text }
render-alt_key = clave { $key }
render-key_unknown = clave aún sin tirar el dado
render-alt_bag_one = { $count } ficha en la bolsa
render-alt_bag = { $count } fichas en la bolsa
render-alt_to_play = le toca a { $player }
render-alt_board_empty = Un tablero de Sumoku vacío (primer turno: una línea de 2 a 6 fichas)
render-alt_board_one = El tablero de Sumoku con { $count } ficha{ $area }
render-alt_board = El tablero de Sumoku con { $count } fichas{ $area }
render-alt_area = { " " }en las columnas { $first_col }–{ $last_col } y las filas { $first_row }–{ $last_row }
render-alt_board_facts = { $head }; { $facts }
render-alt_last_turn = ; el último turno (marcado con un aro) colocó { $tiles }
render-alt_proposed = ; el turno propuesto, { $tiles }, aparece con contorno
render-alt_tile_at = { $tile } en { $cell }
render-alt_grid_empty = una cuadrícula de Sumoku vacía; clave { $key }.
render-alt_grid_one = una cuadrícula de Sumoku de { $count } ficha{ $area }; clave { $key }.
render-alt_grid = una cuadrícula de Sumoku de { $count } fichas{ $area }; clave { $key }.
render-alt_rack_empty = un atril de Sumoku vacío.
render-alt_rack_one = un atril de Sumoku con { $count } ficha: { $tiles }; total { $total }.
render-alt_rack = un atril de Sumoku con { $count } fichas: { $tiles }; total { $total }.
render-alt_tableau = las fichas de Spot Sumoku, clave { $key }: elige 4 fichas de colores distintos cuya suma sea múltiplo de { $key }. Fichas: { $tiles }.
render-alt_empty_slot = hueco
render-alt_end_card = Fin de la partida: puntuaciones finales de una partida de Sumoku con clave { $key }{ $won }. { $scores }.
render-alt_won_by = , ganada por { $names }
render-alt_and = { " " }y{ " " }
render-alt_end_row = { $rank }. { $player }{ $left }, { $final } ({ $score } puntos, menos { $penalty } que quedaban en el atril)
render-alt_rows_sep = ;{ " " }
render-text_key = clave **{ $key }**
render-text_bag = { $count } en la bolsa
render-text_to_play = ▶ le toca a { $player }
render-text_board_empty = La mesa está vacía. Primer turno: coloca una línea de 2 a 6 fichas.
render-text_grid_empty = Aún no hay fichas: coloca tus fichas donde quieras para formar una cuadrícula.
render-text_tiles_one = { $count } ficha
render-text_tiles = { $count } fichas
render-legend_last = último turno
render-legend_proposed = propuesta
render-crop_board = Se ven las columnas { $first_col }–{ $last_col } y las filas { $first_row }–{ $last_row }, { $around }: el tablero (columnas { $all_first_col }–{ $all_last_col }, filas { $all_first_row }–{ $all_last_row }) no cabe en un mensaje. Con { COMMAND("sumoku prefs") } `vista:imagen` y después { COMMAND("board") } `privado:true` lo ves entero.
render-crop_grid = Se ven las columnas { $first_col }–{ $last_col } y las filas { $first_row }–{ $last_row }, { $around }: la cuadrícula (columnas { $all_first_col }–{ $all_last_col }, filas { $all_first_row }–{ $all_last_row }) no cabe en un mensaje. Con { COMMAND("sumoku prefs") } `vista:imagen` la ves entera como imagen.
render-around_proposed = alrededor del turno propuesto
render-around_last = alrededor del último turno
render-around_centre = alrededor del centro
render-rack_text_empty = Tu atril está vacío.
render-rack_summary_one = { $count } ficha, suma { $total }
render-rack_summary = { $count } fichas, suma { $total }
render-rack_six_nine = { " " }· un 6 se puede colocar como 9
render-tableau_rule = Clave **{ $key }**: elige 4 fichas cuya suma sea múltiplo de { $key }.
render-end_text_title = **Fin de la partida** · clave **{ $key }**
render-end_winner = \* Gana: { $names }
render-end_winners = \* Ganan: { $names }
render-end_no_winner = No hay ganador.
error-busy = La base de datos de la partida está ocupada (otro programa la tiene). No se ha cambiado nada: inténtalo de nuevo en un momento.
error-connection_lost = He perdido la conexión con la base de datos: no se ha cambiado nada. Inténtalo de nuevo en un momento.
error-connection_lost_unsure = He perdido la conexión con la base de datos justo al guardar: puede que tu acción se haya guardado o no. Mira la partida antes de intentarlo de nuevo.
game-over = Esta partida ha terminado: sus botones ya no hacen nada.
game-cancel_started = Esta partida ya empezó con otros jugadores, así que quien la creó no puede cancelarla. Usa { COMMAND("sumoku resign") } para abandonarla (cuenta como derrota) o pídeselo a un administrador del servidor.
channel-busy = Este canal ya tiene una partida de { $kind } en curso: { $link }. Una partida compartida por canal: termínala o cancélala primero ({ COMMAND("sumoku cancel") }, { COMMAND("speed cancel") }, { COMMAND("spot stop") }) o juega en otro canal.
delivery-cannot_post = No puedo publicar en { $channel } (falta un permiso: Ver canal, Enviar mensajes o Adjuntar archivos). Tu partida allí está guardada; dame esos permisos o usa { COMMAND("board") } para verla.
game-grid-off_grid = { $cell } está fuera de la cuadrícula, que va de { $first } a { $last }.
game-grid-occupied = { $cell } ya está ocupada (por { $tile }).
game-grid-occupied-layout = Dos fichas de la disposición comparten una casilla.
game-grid-not_held = No tienes { $tile }.
game-grid-not_held-another = No tienes otra { $tile }.
game-grid-no_tile = No hay ninguna ficha en { $cell }.
game-grid-fixed = { $tile } en { $cell } se colocó en una etapa anterior: se queda donde está.
game-grid-nothing_to_take = No tienes ninguna ficha que retirar.
game-grid-same_cell = La ficha ya está en { $cell }.
game-grid-no_tiles = Indica al menos una ficha para colocar.
game-grid-no_cells = Indica al menos una casilla de la que retirar una ficha.
game-grid-empty = La cuadrícula aún no tiene fichas.
game-grid-cut_off = { $tiles } en { $cells } están separadas del resto: todas las fichas deben formar un solo grupo conectado.
game-grid-cut_off-one = { $tiles } en { $cells } está separada del resto: todas las fichas deben formar un solo grupo conectado.
game-grid-too_long-row = La fila { $first }–{ $last } tiene { $length } fichas; una línea tiene como máximo { $max }.
game-grid-too_long-column = La columna { $first }–{ $last } tiene { $length } fichas; una línea tiene como máximo { $max }.
game-grid-colour-row = La fila { $first }–{ $last } tiene { $colours }; un color solo puede aparecer una vez en cada línea.
game-grid-colour-column = La columna { $first }–{ $last } tiene { $colours }; un color solo puede aparecer una vez en cada línea.
game-grid-sum-row = La fila { $first }–{ $last } suma { $values } = { $total }, que no es múltiplo de la clave { $key }.
game-grid-sum-column = La columna { $first }–{ $last } suma { $values } = { $total }, que no es múltiplo de la clave { $key }.
game-speed-racers = Una carrera necesita de 1 a { $max } corredores distintos.
game-speed-teams = El equipo { $team } tiene un solo miembro: un equipo necesita dos o más.
game-speed-teams-count = Con { $racers } corredores no se pueden formar { $teams } equipos de dos o más.
game-speed-finished = Esta partida ha terminado.
game-speed-not_racing = No participas en esta carrera.
game-speed-round_over = Esta ronda ha terminado; espera a la siguiente.
game-speed-round_over-already = Esta ronda ya ha terminado.
game-speed-time_up = Se acabó el tiempo de esta ronda.
game-speed-not_yet = El tiempo de la ronda aún no se ha acabado.
game-speed-round_running = Todavía hay una ronda en curso.
game-speed-stale = La cuadrícula de tu equipo ha cambiado desde que la miraste; vuelve a mirarla e inténtalo de nuevo.
game-speed-bag =
    La bolsa tiene { $count } { $count ->
        [one] ficha
       *[other] fichas
    }: para descartar hay que poder robar dos.
game-speed-tiles_left = Aún tienes { $tiles }: una cuadrícula ganadora usa tus { $total } fichas.
game-solo-finished = Esta partida de Solo ha terminado.
game-solo-stale = Tu cuadrícula ha cambiado desde que la miraste; vuelve a mirarla e inténtalo de nuevo.
game-solo-tiles_left = Coloca primero todas las fichas de esta etapa: aún tienes { $tiles }.
notation-no_cell-grid = Indica dónde va la primera ficha con en:, por ejemplo en:{ $cell } (el centro de la cuadrícula).
render-end_rating = Puntuación
card-title = Estadísticas de Sumoku: { $name }
card-rating_chip = PUNTUACIÓN { $rating }
card-unrated_chip = AÚN SIN PUNTUACIÓN
card-games = Partidas
card-wins = Victorias
card-walkovers = Ganadas por abandono
card-left = Abandonadas
card-average = Puntos de media
card-best = Mejor puntuación
card-best_turn = Mejor turno
card-bonus_turns = Turnos extra
card-ranked = Partidas clasificatorias
card-races_won = Carreras ganadas
card-sets = Juegos ganados
card-fastest = Acierto más rápido
card-median = Acierto mediano
card-solo_best = Más fichas colocadas
card-perfect = Partidas perfectas
card-chart = Últimos resultados ({ $count })
card-trend = Puntuación
card-won = ganada
card-lost = perdida
card-walkover = por abandono
card-left_word = abandonó
card-none = { $name } aún no ha terminado ninguna partida de { $variant }.
card-none_any = { $name } aún no ha terminado ninguna partida de Sumoku.
card-others = También ha jugado: { $variants }. Elige con la opción `variant`.
board-title = Clasificación de { $variant } · { $scope } · { $period } · { $by }
board-by_rating = por puntuación
board-by_wins = por victorias
board-period_all = desde siempre
board-period_month = últimos 30 días
board-period_week = últimos 7 días
board-row_wins =
    { $rank }. <@{ $user }>: { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    } en { $games } { $games ->
        [one] partida
       *[other] partidas
    }, media { NUMBER($average, maximumFractionDigits: 0) }, mejor { $best }
board-row_rating =
    { $rank }. <@{ $user }>: puntuación **{ $rating }**, { $wins } { $wins ->
        [one] victoria
       *[other] victorias
    } en { $games } { $games ->
        [one] partida
       *[other] partidas
    }
board-extra = { " " }({ $parts })
board-left = abandonos: { $count }
board-walkovers = ganadas por abandono: { $count }
board-yours = Tu puesto:
board-unrated = { $variant } no tiene puntuación: esta clasificación es por victorias.
board-empty = Aún no hay nadie en esta clasificación. Las partidas cuentan cuando dos o más personas las juegan hasta el final.
history-title = Últimas partidas de { $name }
history-row = n.º { $game } · { $when } · { $variant } · { $where } · { $result }{ $rating }
history-where_dm = un mensaje directo
history-where_elsewhere = otro servidor
history-won = ganó con { $final }
history-place = { $place }.º de { $players } con { $final }
history-walkover = ganó por abandono (los demás se fueron)
history-left = abandonó la partida
history-rating = { " " }· puntuación { $change }
history-none = { $name } aún no ha terminado ninguna partida.
history-pick = Repetir una partida terminada jugada a jugada
history-option = n.º { $game } · { $variant } · { $when }
replay-title = Repetición de la partida #{ $game }: jugada { $move } de { $moves }
replay-deal = El reparto: nadie ha jugado todavía.
replay-played = { $player } colocó { $tiles } y ganó { $score } puntos.
replay-passed = { $player } pasó.
replay-resigned = { $player } abandonó.
replay-timeout = A { $player } se le acabó el tiempo.
replay-first = Inicio
replay-previous = Anterior
replay-next = Siguiente
replay-last = Final
replay-not_found = No hay ninguna partida de Sumoku terminada #{ $game } que repetir.
render-chip_game_over = FIN DE LA PARTIDA
render-chip_closeup = DETALLE { $first }–{ $last }
render-alt_game_over = la partida ha terminado
render-alt_closeup_one = Un detalle del tablero de Sumoku con { $shown } de su { $count } ficha{ $area }
render-alt_closeup = Un detalle del tablero de Sumoku con { $shown } de sus { $count } fichas{ $area }
render-alt_scores = ; puntuaciones: { $scores }
render-alt_score = { $player }, { $score }
render-alt_last_score_one = { " " }por { $count } punto
render-alt_last_score = { " " }por { $count } puntos
render-alt_rows = Fichas por filas: { $rows }.
render-alt_rows_near = Filas más cercanas al turno: { $rows }.
render-alt_rows_left_one = { " " }Sin leer: { $count } ficha en las filas { $rows }.
render-alt_rows_left = { " " }Sin leer: { $count } fichas en las filas { $rows }.
render-alt_row = fila { $row }, { $runs }
render-alt_run = de { $first } a { $last }: { $tiles }
render-alt_run_one = { $cell }: { $tiles }
render-alt_spoken_tile = { $colour } { $value }
render-alt_six_nine_tile = { $colour } { $value } (6 o 9)
render-colour_red = rojo
render-colour_orange = naranja
render-colour_yellow = amarillo
render-colour_green = verde
render-colour_blue = azul
render-colour_purple = morado
render-rack_legend_six = 6 = 6 o 9: escribe { $nine } para colocar { $six } como 9
render-legend_last_scored = { $last } (+{ $score } puntos)
render-labels_moved = Las etiquetas de las casillas cambiaron con este turno: lee las casillas en este tablero, no en los anteriores.
bot-restarting = El bot se está reiniciando; inténtalo de nuevo dentro de un minuto.
about-text = **Bot de Sumoku { $version }**
    En marcha desde <t:{ $since }:R> · partidas en curso: { $running } · salas abiertas: { $lobbies } · latencia con Discord: { $latency }
about-latency_unknown = aún sin medir
about-requests = Peticiones a Discord: { $sent } enviadas, { $waited } retenidas para respetar los límites de Discord · inválidas: { $invalid_recent } en los últimos 10 minutos · limitadas: { $rate_limited } · canales que no se vuelven a pedir: { $closed_channels }
about-boards_here = Tableros abiertos en este proceso: { $count }
about-boards_other = Tableros abiertos en el proceso de los shards { $shards }: { $count } (en su último latido)
speed-lobby-title = Speed Sumoku: una nueva carrera
speed-lobby-title_team = Team Sumoku: una nueva carrera
speed-lobby-body =
    Anfitrión: { $host }
    Corredores ({ $count }/{ $max }): { $players }
    { $options }
speed-lobby-options = Rondas: { $rounds } · tiempo por ronda: { $limit } · { $teams }
speed-lobby-teams = { $teams } equipos, formados al empezar
speed-lobby-alone = cada uno corre solo
speed-started = Speed Sumoku: empieza la carrera
speed-started_team = Team Sumoku: empieza la carrera
speed-need_team_players = { $teams } equipos necesitan al menos { $count } corredores: pide a más gente que se una, o añade corredores del ordenador.
speed-one_team = Con equipos hacen falta dos o más: usa teams:0 para correr solo, o teams:2 o más.
speed-none = No hay ninguna carrera Speed en este canal. Abre una con { COMMAND("speed new") }.
speed-button-cpu = Añadir corredor del ordenador
speed-button-grid = Mi cuadrícula
speed-button-guide = Colocar fichas
speed-button-submit = Entregar
speed-button-dump = Descartar
speed-button-last = Retirar la última
speed-status-title = Ronda { $round } de { $rounds } · clave { $key }
speed-status-ends = termina { $when }
speed-status-over = ronda terminada
speed-status-row = { $name }: { $placed } colocadas · { $held } en la mano · { $dumps } descartes · { $points } puntos
speed-status-bag = Fichas en la bolsa: { $count }
speed-status-how = Construye tu cuadrícula en privado: Mi cuadrícula, Colocar fichas o { COMMAND("speed place") }.
speed-won = 🏁 ¡{ $who } gana la ronda { $round } con una cuadrícula válida en { $time }!
speed-won-team = { $team } (entregó { $racer })
speed-won-title = La cuadrícula ganadora de la ronda { $round }
speed-timed_out = ⏱️ Se acabó el tiempo de la ronda { $round }: nadie terminó, nadie puntúa.
speed-next_round = Ronda { $round }: reparto a las { $time } ({ $when }).
speed-match-title = Speed Sumoku: la partida ha terminado
speed-match-row = { $rank }. { $name }: { $points } puntos · { $rounds } rondas ganadas · mejor tiempo { $best }
speed-match-nobody = Nadie terminó una cuadrícula: nadie gana esta partida.
speed-grid-title = Tu cuadrícula
speed-grid-body = Ronda { $round } de { $rounds } · clave **{ $key }** · { $placed } colocadas · { $held } en la mano { $ends }
speed-grid-hand_empty = Tu mano está vacía: pulsa Entregar cuando tu cuadrícula sea válida.
speed-placed = Colocado.
speed-taken = Devuelto a tu mano.
speed-moved = Movido.
speed-dumped = Descartada: una ficha vuelve a la bolsa y tienes dos nuevas en la mano.
speed-submitted = Entregada: tu cuadrícula es válida y usa todas las fichas. ¡Ganas la ronda!
speed-invalid =
    Tu cuadrícula aún no es válida, así que no se entregó nada:
    { $reasons }
speed-dump-pick = Elige la ficha que devuelves; robas dos.
speed-dump-placeholder = La ficha que devuelves
speed-dump-empty = Tu mano está vacía: no hay nada que colocar ni descartar.
card-rounds_won = Rondas ganadas
card-best_time = Mejor tiempo
speed-advice-dump = 💡 Estas fichas nunca formarán juntas una cuadrícula válida: descarta una ({ COMMAND("speed dump") } o el botón Descartar).
speed-match-title_team = Team Sumoku: la partida ha terminado
speed-guide-as_nine = { $n }: { $tile } (el 6 colocado como 9)
speed-guide-twice = Elige cada ficha una vez: como 6 o como 9, no las dos.
speed-cancel_started = Esta carrera ya empezó con otros jugadores, así que su anfitrión no puede cancelarla: termina cuando se juegan sus rondas. Un administrador del servidor sí puede cancelarla.
solo-none = No tienes ninguna partida de Solo en curso. Empieza una con { COMMAND("solo start") }, o juega el reto de hoy con { COMMAND("solo daily") }.
solo-busy = Ya tienes una partida de Solo en curso: mírala con { COMMAND("solo grid") }, o termínala con { COMMAND("solo quit") }.
solo-daily_done = Ya jugaste el reto diario del { $day }: un intento al día. Llega uno nuevo a medianoche UTC; mientras tanto, { COMMAND("solo start") } reparte una partida libre.
solo-not_yours = Esa partida de Solo es de otra persona.
solo-not_over = Esa partida de Solo aún no ha terminado.
solo-today_guild = { COMMAND("solo today") } muestra la tabla de un servidor: úsalo en un servidor.
solo-started = **Solo Sumoku**: coloca las 16 fichas como una cuadrícula válida y luego { COMMAND("solo submit") }; en cada etapa se suman 10 más. Coloca fichas con { COMMAND("solo place") } o el botón Colocar; { COMMAND("solo take") } y { COMMAND("solo move") } cambian las fichas de esta etapa. ¿Atascado? { COMMAND("solo stuck") }.
solo-daily = **Reto diario del { $day }**: hoy todos reciben estas fichas y esta clave, y lo juegan una vez.
solo-header =
    Etapa { $stage } · clave { $key } · { $score } { $score ->
        [one] ficha fija
       *[other] fichas fijas
    } · quedan { $bag }
solo-hand = Por colocar: { $tiles }
solo-hand_done = Todas las fichas de esta etapa están en la cuadrícula: { COMMAND("solo submit") } cuando sea válida.
solo-accepted = Etapa { $stage } aceptada: { $score } fichas colocadas. Recibes tus { $count } fichas siguientes.
solo-refused =
    Etapa no aceptada, no se guardó nada. Corrige esto y envía de nuevo:
    { $problems }
solo-stuck-can = Esta etapa se puede terminar: hay una forma de colocar las { $count } fichas. ¡Sigue buscando!
solo-stuck-cannot =
    Esta etapa no se puede terminar: no existe forma de colocar todas sus fichas. Puedes rendirte (final por atasco): tu puntuación queda en { $score } { $score ->
        [one] ficha
       *[other] fichas
    }.
solo-stuck-unknown =
    No pude saber a tiempo si esta etapa se puede terminar. Sigue intentándolo, o ríndete (final por atasco) con { $score } { $score ->
        [one] ficha
       *[other] fichas
    }.
solo-end-perfect = **¡Perfecto!** Las 96 fichas colocadas en { $time }.
solo-end-quit = **Fin de la partida** (abandonaste): { $score } { $score ->
        [one] ficha colocada
       *[other] fichas colocadas
    } en { $stages } { $stages ->
        [one] etapa completada
       *[other] etapas completadas
    }, { $time }.
solo-end-stuck = **Fin de la partida** (atasco): { $score } { $score ->
        [one] ficha colocada
       *[other] fichas colocadas
    } en { $stages } { $stages ->
        [one] etapa completada
       *[other] etapas completadas
    }, { $time }.
solo-end-daily =
    Reto diario del { $day } hecho · racha: { $streak } { $streak ->
        [one] día
       *[other] días
    }.
solo-end-share = Pulsa Compartir para contar al canal cómo te fue (no se muestra ninguna ficha).
solo-share = **{ $name }** jugó a Solo Sumoku: { $score }/96 fichas colocadas, { $stages } { $stages ->
        [one] etapa completada
       *[other] etapas completadas
    }, en { $time }.
solo-share-perfect = **{ $name }** jugó una partida perfecta de Solo Sumoku: ¡las 96 fichas en { $time }!
solo-share-daily =
    Reto diario del { $day } · racha: { $streak } { $streak ->
        [one] día
       *[other] días
    }.
solo-today-title = **Reto diario del { $day }**: jugadores de este servidor
solo-today-row =
    { $rank }. <@{ $user }>: { $tiles } { $tiles ->
        [one] ficha
       *[other] fichas
    } en { $time }
solo-today-row_perfect = { $rank }. <@{ $user }>: las 96 fichas en { $time } (perfecto)
solo-today-empty = Aquí nadie ha terminado aún el reto de hoy: juégalo con { COMMAND("solo daily") }.
solo-guide-nothing = No te queda ninguna ficha por colocar: envía la etapa con { COMMAND("solo submit") }.
solo-picture-stage = Etapa { $stage }
solo-picture-to_place = { $count } por colocar
solo-picture-new = Las fichas de esta etapa están rodeadas.
solo-picture-preview = Propuesta: { $tiles }.
solo-picture-legend = esta etapa
button-solo_place = Colocar
button-solo_submit = Enviar
button-solo_share = Compartir
button-solo_give_up = Rendirse (atasco)
card-solo_daily = Retos diarios
card-solo_streak = Racha diaria
board-solo_title = Clasificación de Solo Sumoku · { $scope } · más fichas colocadas
board-solo_empty = Aquí nadie ha terminado aún una partida de Solo: { COMMAND("solo start") } reparte una.
board-row_solo =
    { $rank }. <@{ $user }>: récord { $best } { $best ->
        [one] ficha
       *[other] fichas
    }, { $perfect } perfectas, { $games } { $games ->
        [one] partida
       *[other] partidas
    }
# issue 16: numbers and dates per locale
board-period_since = { $period } (desde el { $date })
# issue 16: the server's language
settings-language = Idioma de los mensajes públicos (y de las respuestas a quien no elija uno que yo hable): { $language }.
game-grid-off_grid-unnamed = Esa casilla está fuera de la cuadrícula, que va de { $first } a { $last }.
speed-team = Equipo { $number }
# issue 26: the board (a Discord Activity)
activity-sign_in = No se pudo comprobar tu inicio de sesión en Discord: cierra el tablero y vuelve a abrirlo.
activity-discord_unreachable = No se pudo contactar con Discord para comprobar tu inicio de sesión; inténtalo de nuevo dentro de un minuto.
activity-code_refused = Discord rechazó el código de inicio de sesión ({ $reason }): vuelve a abrir el tablero.
activity-not_understood = El tablero envió algo que el bot no entiende: vuelve a cargar el tablero.
activity-no_game = Todavía no hay ninguna partida de Sumoku en este canal: empieza una con { COMMAND("sumoku new") } (o { COMMAND("speed new") }, { COMMAND("solo start") }, { COMMAND("spot start") }). El tablero la mostrará en cuanto empiece.
activity-too_fast = Demasiados mensajes de este tablero a la vez: espera un momento y vuelve a intentarlo.
activity-busy = El bot está atendiendo a muchos tableros ahora mismo: lo que acaba de enviar tu tablero no se leyó. Inténtalo de nuevo en un momento.
activity-too_big = Ese mensaje es demasiado grande para el tablero (como mucho { $limit } bytes): vuelve a cargar el tablero.
activity-not_set_up = El tablero no está configurado en este bot: quien lo administra puede activarlo (README, "The board (Discord Activity)"). Mientras tanto, juega con { COMMAND("place") } o el botón Colocar.
activity-refused = Discord no quiso abrir el tablero: esta aplicación no tiene las Actividades activadas. Quien administra el bot puede activarlas en el Developer Portal (tu aplicación → Activities → Settings → Enable Activities, y luego la asignación de URL). Mientras tanto, juega con { COMMAND("place") } o el botón Colocar.
activity-local_link = Tu tablero en este canal (solo para ti: inicia tu sesión): { $link }
button-activity = Jugar en el tablero
help-board = { "*" }*El tablero**: { COMMAND("sumoku board") } abre la partida de este canal como un tablero táctil (arrastra fichas, mira dónde encajan y cuánto puntúan), igual que **Jugar en el tablero** bajo un turno.
activity-not_here = Este tablero es para los miembros del servidor que pueden ver el canal: ábrelo desde uno de tus canales.
activity-too_many_boards = Ya tienes { $count } tableros abiertos: cierra uno y vuelve a abrir este.
activity-sign_in_limit = Demasiados inicios de sesión en el tablero desde tu dirección en este minuto: espera { $seconds } s y vuelve a abrir el tablero.
activity-sign_in_busy = El tablero está iniciando la sesión de muchos jugadores ahora mismo: espera { $seconds } s y vuelve a abrir el tablero.
activity-opened_too_often = El tablero se abrió demasiadas veces desde tu cuenta o tu dirección últimamente: espera { $seconds } s y vuelve a abrirlo.
activity-other_game = Esa partida no está en este tablero: no se ha hecho nada. Juégala desde un tablero abierto en su propio canal.
