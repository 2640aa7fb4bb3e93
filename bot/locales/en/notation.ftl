# A turn's notation inside a sentence (bot/present/notation.py): the words of /place's options.
notation-across = across
notation-down = down
notation-first = { $tiles } { $direction }
notation-one = { $tiles } at { $cell }
notation-line = { $tiles } at { $cell } { $direction }

# The guided Place flow, the same in the main game, Speed and Solo (bot/present/guided.py).
place-pick = Pick the tiles to place, then choose where.
place-none = Those tiles fit nowhere. Pick other tiles.
place-found =
    { $count } { $count ->
        [one] place
       *[other] places
    } for { $tiles }. Pick one to preview it, then press Confirm.
place-preview = Preview: { $move }{ $detail }.
place-option = { $move }{ $detail }
place-points = { " " }— { $score } points
place-bonus = { " " }+ bonus turn
place-lines_ok = { " " }— ✓ every line adds up
place-lines_wrong = { " " }— ✗ a line does not add up yet
place-as_nine = Your { $six } goes down as a 9 here ({ $nine }): a 6 counts as 6 or 9, as you choose.
place-done = Placed.

# Solo's stuck check and end (bot/present/solo.py, bot/sessions/solo.py).
solo-stuck-layout_can = Your tiles laid so far can stay where they are: the ones in hand can still finish the stage around them.
solo-stuck-layout_cannot = But not around the tiles you laid so far: take some back ({ COMMAND("solo take") } or { COMMAND("solo move") }) and lay them another way.
solo-stuck-layout_unknown = I could not tell in time whether the tiles you laid so far can stay where they are.
solo-end-unsubmitted =
    The { $count } { $count ->
        [one] tile
       *[other] tiles
    } you laid in stage { $stage } do not count: only submitted stages score.
solo-stuck-layout_unchecked = Whether the tiles you laid so far can stay where they are can be told once they make a valid grid with the earlier stages (every line adding up, all joined); they do not yet.
button-solo_give_up_anyway = Give up anyway
