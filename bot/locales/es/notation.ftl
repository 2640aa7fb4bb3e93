# La notación de una jugada dentro de una frase (bot/present/notation.py): las palabras de las opciones de /colocar.
notation-across = horizontal
notation-down = vertical
notation-first = { $tiles } { $direction }
notation-one = { $tiles } en { $cell }
notation-line = { $tiles } en { $cell } { $direction }

# El flujo guiado Colocar, igual en la partida principal, Speed y Solo (bot/present/guided.py).
place-pick = Elige las fichas que quieres colocar y después dónde.
place-none = Esas fichas no caben en ningún sitio. Elige otras.
place-found =
    { $count } { $count ->
        [one] sitio
       *[other] sitios
    } para { $tiles }. Elige uno para verlo y pulsa Confirmar.
place-preview = Vista previa: { $move }{ $detail }.
place-option = { $move }{ $detail }
place-points = { " " }— { $score } puntos
place-bonus = { " " }+ turno extra
place-lines_ok = { " " }— ✓ todas las líneas suman bien
place-lines_wrong = { " " }— ✗ alguna línea aún no suma bien
place-as_nine = Tu { $six } se coloca aquí como un 9 ({ $nine }): un 6 cuenta como 6 o como 9, a tu elección.
place-done = Colocadas.

# La comprobación «atascado» y el final de Solo (bot/present/solo.py, bot/sessions/solo.py).
solo-stuck-layout_can = Las fichas que ya colocaste pueden quedarse donde están: las que tienes en la mano aún pueden completar la etapa a su alrededor.
solo-stuck-layout_cannot = Pero no alrededor de las fichas que ya colocaste: retira algunas ({ COMMAND("solo take") } o { COMMAND("solo move") }) y colócalas de otra forma.
solo-stuck-layout_unknown = No pude saber a tiempo si las fichas que ya colocaste pueden quedarse donde están.
solo-end-unsubmitted =
    { $count ->
        [one] La ficha que colocaste
       *[other] Las { $count } fichas que colocaste
    } en la etapa { $stage } no cuentan: solo puntúan las etapas entregadas.
solo-stuck-layout_unchecked = Si las fichas que ya colocaste pueden quedarse donde están se sabrá cuando formen una cuadrícula válida con las de etapas anteriores (todas las líneas sumando bien, todo unido); aún no la forman.
button-solo_give_up_anyway = Rendirse de todos modos
