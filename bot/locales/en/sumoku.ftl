# Sumoku messages: English

error-unexpected = Sorry, something went wrong on my side. The game is safe; please try again.
error-conflict = Someone acted on this game at the same moment. Look at the latest board and try again.
error-cooldown = Slow down a little: try again in { NUMBER($seconds, maximumFractionDigits: 0) } s.
error-no_permission = You need the Manage Server permission to do that.
error-guild_only = Sumoku games are played in server channels; use this command in a server.
error-owner_only = Only the bot's owner can do that.
lobby-title = Sumoku: a new game
lobby-body =
    { $host } is starting a game of Sumoku.
    Players ({ $count }/{ $max }): { $players }
    Options: { $options }
    Press **Join** to take a seat; the host presses **Start** when ready.
lobby-options = turn limit { $limit }, racks { $racks }, hints { $hints }
lobby-no_limit = none
lobby-minutes = { $minutes } min
lobby-racks_open = open
lobby-racks_private = private
lobby-on = on
lobby-off = off
lobby-joined = You joined the game. Wait for the host to press Start.
lobby-left = You left the game.
lobby-already_in = You are already in this game.
lobby-not_in = You are not in this game's lobby.
lobby-full = This game is full ({ $max } players).
lobby-host_cannot_leave = The host cannot leave; press Cancel to call the game off.
lobby-need_players = A game needs at least 2 players: ask someone to Join, or add a computer player.
lobby-only_host = Only the host ({ $host }) or someone with Manage Server can do that.
lobby-cancelled = This game was cancelled by { $user }.
lobby-expired = This lobby expired before the game started. Start a new one with { COMMAND("sumoku new") }.
lobby-computer_added = Added { $name } ({ $level }).
lobby-not_lobby = This game has already started or ended.
lobby-busy = There is already a Sumoku game in this channel: { $link }. Finish it or { COMMAND("sumoku cancel") } it first.
start-title = Sumoku: the game begins
start-body =
    Opening hands: { $totals }.
    { $roller } had the lowest total and rolled the die: the **key is { $key }**. Every line must add up to a multiple of { $key }.
    { $roller } plays first.
turn-played = { $player } placed { $tiles } for **{ $score }** points{ $lines }.
turn-lines = { " " }({ $lines })
turn-bonus = A line of six! { $player } plays again now (bonus turn).
turn-bonus_lapsed = A line of six, but { $player } has no tile left to use the bonus turn.
turn-drew =
    { $player } drew { $count } { $count ->
        [one] tile
       *[other] tiles
    }.
turn-next = { $mention }, it is your turn. Use { COMMAND("rack") } to see your tiles and play.
turn-next_computer = Next: **{ $name }** (computer) plays its turn.
pass-chosen = { $player } passed.
pass-no_move = { $player } has no legal move and passes automatically.
pass-empty_rack = { $player } has no tiles left and passes automatically.
pass-timeout = { $player } ran out of time and passes.
pass-bonus = { $player } gave up the bonus turn.
left-resigned = { $player } resigned.
left-dropped = { $player } missed three turns in a row and has been dropped from the game.
end-title = Game over
end-row = { $rank }. { $player }: { $score } − { $penalty } = **{ $final }**{ $tag }
end-winner = { " " }🏆
end-left = { " " }(left)
end-winners = Winner: { $names }!
end-tie = Shared win: { $names }!
end-no_winner = No winner.
reminder = { $mention }, half your turn time is gone ({ $remaining } left). Use { COMMAND("rack") } to play, or { COMMAND("pass") }.
game-none = There is no Sumoku game running in this channel. Start one with { COMMAND("sumoku new") }.
game-not_running = The game in this channel has not started yet.
game-not_player = You are not playing in this game.
game-not_your_turn = It is { $player }'s turn, not yours.
game-finished = This game is over.
game-stale = The board changed since this was shown. Open { COMMAND("rack") } again for fresh choices.
table-stale = Another move landed first: your board is up to date again, try once more.
table-bad_frame = The board sent a message I cannot read (its { $field } is missing or wrong): nothing was done. Reload the board and try again.
table-bad_move = That move cannot be read: { $reason }
table-wrong_action = That action is not part of this game: nothing was done. Reload the board to see what you can do.
component-earlier_game = This button belongs to an earlier game: nothing was done. Use the buttons of your latest message.
component-unknown_game = This button names a game I do not know: nothing was done. Use the buttons of your latest message.
game-hints_off = Hints are turned off in this game.
game-no_hint = You have no legal move: { COMMAND("pass") } is your only option.
game-cancelled = The game was cancelled by { $user }.
game-racks_open_note = (This game has open racks.)
rack-title = Your rack
rack-body =
    Your rack: { $tiles }
    Score: { $score }. { $turn }
rack-your_turn = It is your turn.
rack-waiting = It is { $player }'s turn.
rack-open = Racks: { $racks }
board-header = Key { $key } · { $bag } tiles in the bag · { $turn }
board-to_play = { $player } to play
board-over = game over
board-reposted = Here is the board again.
hint-title = Best turns for your rack
hint-row = { $rank }. { $move } — { $score } points{ $bonus }
hint-bonus = { " " }+ bonus turn
button-join = Join
button-leave = Leave
button-cpu = Add computer player
button-start = Start
button-cancel = Cancel
button-rack = Show my rack
button-guide = Place
button-hint = Hint
button-pass = Pass
button-board = Full board
button-confirm = Confirm
guide-tiles_placeholder = Pick the tiles to place
guide-where_placeholder = Choose where
colour-R = Red
colour-O = Orange
colour-Y = Yellow
colour-G = Green
colour-B = Blue
colour-P = Purple
level-easy = easy
level-normal = normal
level-hard = hard
time-seconds = { $seconds } s
turn-illegal = That turn is not legal: { $message }
status-body =
    Key { $key }. { $bag } tiles in the bag. Turn { $turn }: { $player } to play.
    Scores: { $scores }
status-lobby = A lobby is open, hosted by { $host }: { $players }.
settings-saved = Saved. Board style: { $style }; default turn limit: { $limit }.
settings-text = text
settings-picture = picture
prefs-title = **Your Sumoku preferences**
prefs-saved = Saved.
prefs-display = Display of what you open privately ({ COMMAND("rack") }, { COMMAND("board") } `private:true`, { COMMAND("hint") }): **{ $value }**
prefs-language = Language of my answers to you: **{ $value }**
prefs-picture = pictures
prefs-text = text
prefs-display_server = server default (now { $value })
prefs-language_server = default: your Discord language, else the server's (now { $value })
prefs-public = Public posts (the board after each turn, Spot tiles) follow the server's setting for everyone: { $value }.
prefs-how = Change them with { COMMAND("sumoku prefs") } `display:… language:…`; choose “server default” to follow the server again.
prefs-unknown = Choose one of the offered values: display picture, text or server default; language English, Español, Français or server default.
variant-unknown = Choose one of the offered games: { $games }.
# a variant's name as readers read it (/stats, /leaderboard, /sumoku history): a session registers it
variant-name_main = Sumoku
variant-name_spot = Spot
variant-name_speed = Speed
variant-name_team = Team
variant-name_solo = Solo
help-body = **Sumoku**: place numbered tiles crossword-style so every line adds up to a multiple of the key.
    { "*" }*Main game**: { COMMAND("sumoku new") } open a game (then Join / Start buttons, or { COMMAND("sumoku join") }, { COMMAND("sumoku leave") }, { COMMAND("sumoku start") }) · { COMMAND("place") } `tiles:R5 B9 at:AB27 direction:across` play · { COMMAND("rack") } your tiles (with a guided Place button) · { COMMAND("board") } (`private:true` for you alone) · { COMMAND("pass") } · { COMMAND("hint") } · { COMMAND("sumoku status") } · { COMMAND("sumoku resign") } · { COMMAND("sumoku cancel") } (host before the start, or against computers only; Manage Server any time)
    { "*" }*Spot Sumoku**: { COMMAND("spot start") } a race to pick 4 tiles · { COMMAND("spot show") } the tiles again · { COMMAND("spot stop") }
    { "*" }*Speed / Team Sumoku**: { COMMAND("speed new") } a race lobby · { COMMAND("speed place") } · { COMMAND("speed take") } · { COMMAND("speed move") } · { COMMAND("speed grid") } (your grid, privately) · { COMMAND("speed dump") } · { COMMAND("speed submit") }
    { "*" }*Solo Sumoku**: { COMMAND("solo start") } · { COMMAND("solo daily") } (today's puzzle, the same for everyone) · { COMMAND("solo place") } · { COMMAND("solo take") } · { COMMAND("solo move") } · { COMMAND("solo grid") } · { COMMAND("solo submit") } · { COMMAND("solo stuck") } · { COMMAND("solo quit") } · { COMMAND("solo today") }
    { "*" }*Everyone**: { COMMAND("stats") } · { COMMAND("leaderboard") } · { COMMAND("sumoku history") } · { COMMAND("sumoku about") } · { COMMAND("rules") } · { COMMAND("forget-me") } · { COMMAND("sumoku prefs") }: text instead of pictures in your private views, and your language · server managers: { COMMAND("sumoku settings") }
    Tiles: colour letter + number (R O Y G B P). A 6 can be played as 9: write B9. Cells: column letter + row number as printed on the board; they stay the same all game.
rules-main = **Sumoku** (2–8 players). Everyone draws 8 tiles; the lowest total rolls the die (3, 4 or 5): that is the **key** for the whole game. Tiles go crossword-style: every line (2–6 tiles in a row or column) must add up to a multiple of the key and hold no colour twice. On your turn place 1–6 tiles in one row or column, touching the table; you score the sum of every line you made or extended. A line of six earns a bonus turn. Refill to 8 after your turn. The game ends after a full round of passes; tiles left in your rack count against you. A 6 can be played as a 9.
rules-speed = **Speed Sumoku**: one key per round; everyone gets 10 tiles and builds a grid of their own, privately, at the same time. Tiles may be placed anywhere, taken back and moved. The first to submit a valid grid (all tiles connected, every line a multiple of the key with no colour twice) using all their tiles wins the round. Stuck? Dump a tile: it goes back in the bag and you draw two.
rules-team = **Team Sumoku**: like Speed, but each team builds one grid with a pool of 10 tiles per member; any member places or takes back tiles on it. The first team to submit a valid grid using its whole pool wins the round.
rules-solo = **Solo Sumoku**: lay 16 tiles as one valid grid; then each stage draws 10 more (fewer at the end) that must all join the grid, without moving the tiles of earlier stages. Place all 96 for a perfect game; your score is the tiles placed in completed stages. { COMMAND("solo daily") } is the same puzzle for everyone that day; a day counts for your daily streak once you score at least one tile in it (quitting with none does not).
rules-spot = **Spot Sumoku**: ten tiles are shown. Be the first to pick four tiles of different colours whose sum is a multiple of the key (a 6 may count as 9). A wrong claim keeps you from claiming for 15 seconds, or until new tiles are shown if that comes first. Most tiles won wins.
rules-none = This bot has no rules text for { $variant } yet.
leaderboard-scope_server = this server
leaderboard-scope_global = everywhere
forget-confirm = This deletes your stats and anonymises your past games for good. Run it again with confirm:True.
forget-done =
    Done: your data is deleted or anonymised ({ $rows } records). You left { $running } running { $running ->
        [one] game; it goes on for the others without your name
       *[other] games; they go on for the others without your name
    }.
forget-partly = Partly done: some of your data is already deleted or anonymised, and I will finish the rest shortly by myself (nothing more to do on your side).
sync-done =
    Synced { $count } { $count ->
        [one] command
       *[other] commands
    } { $scope }.
spot-started = { $user } started a **Spot Sumoku** race. The key is **{ $key }** for the whole game: { $rule }
spot-rule_distinct = spot four tiles of four different colours whose sum is a multiple of { $key }.
spot-rule_any = spot four tiles (colours may repeat) whose sum is a multiple of { $key }.
spot-header = **Spot Sumoku** · round { $round }{ $of } · key **{ $key }** · { $bag } tiles in the bag
spot-of_rounds = { " " }of { $rounds }
spot-instructions = Pick 4 tiles with the menu{ $chat }: { $rule } A 6 may count as 9. The first right claim wins them.
spot-chat_hint = { " " }or type their letters, like `A D F J`
spot-picture_title = Spot Sumoku · round { $round }
spot-pick = Pick the 4 tiles you spotted
spot-option = { $colour } { $value } ({ $tile })
spot-option_six = { $colour } 6, or 9 ({ $tile })
spot-won = 🎉 { $player } spotted **{ $letters }**: { $tiles } = { $total }, in **{ $seconds } s**! (round { $round })
spot-no_claim_added = No correct claim was left among those tiles, so tiles were added: { $tiles }.
spot-no_claim_redeal = No correct claim among the { $count } tiles shown: they went back under the bag and ten new tiles were dealt.
spot-no_claim_empty = No correct claim is left among the tiles shown, and the bag cannot help.
spot-wrong = ❌ **{ $letters }** is not a correct claim: { $why } You can claim again in { $seconds } s, or as soon as new tiles are shown.
spot-wrong-sum = { $tiles } add up to { $sum } = { $total }, not a multiple of { $key } (even counting a 6 as 9).
spot-wrong-colour = { $tiles } are not four different colours.
spot-reposted = Here are the tiles again.
spot-stopped = { $user } stopped the race.
spot-end-title = **Spot Sumoku: game over**
spot-end-rounds =
    { $rounds ->
        [one] The one round was
       *[other] All { $rounds } rounds were
    } played.
spot-end-no_claim = No correct claim is left and the bag cannot help: the race is over.
spot-end-stopped = The race was stopped.
spot-end-idle = ⏰ No correct claim and no new tiles for { $minutes } min: the race ended for inactivity.
spot-end-row =
    { $rank }. { $player }: **{ $tiles }** { $tiles ->
        [one] tile
       *[other] tiles
    } ({ $sets } { $sets ->
        [one] set
       *[other] sets
    }), fastest spot { $fastest } s{ $tag }
spot-end-row_none = { $rank }. { $player }: no tiles
spot-end-winner = { " " }🏆
spot-end-nobody = Nobody made a claim.
spot-end-winners = Winner: { $names }!
spot-end-tie = Shared win: { $names }!
spot-none = There is no Spot race running in this channel. Start one with { COMMAND("spot start") }.
spot-busy = There is already a Spot race in this channel: { $link }. Play it, or { COMMAND("spot stop") } it first.
spot-only_starter = Only the player who started this race ({ $owner }) or someone with Manage Server can stop it.
spot-err-finished = This Spot race is over. Start a new one with { COMMAND("spot start") }.
spot-err-stale = Too late: someone else won that round first. Look at the new tiles and try again.
spot-err-last_set = Too late: someone else won the last round first, and the race is over.
spot-err-locked_out = Your wrong claim keeps you out for { $seconds } s more, or until new tiles are shown: look again meanwhile.
spot-err-size = Pick exactly four tiles, like A D F J.
spot-err-repeated = Name four different tiles: a letter appears twice.
spot-err-empty_slot = One of those letters names no tile on the table: use the letters shown on the tiles.
spot-err-letters = Use the tile letters A to L, like A D F J.
reason-empty = Place at least one tile.
reason-not_in_rack = You do not have { $tile } in your rack.
reason-not_in_rack-another = You do not have another { $tile } in your rack.
reason-not_in_rack-nine = You do not have { $typed } (a 9 is a 6 tile placed as 9): your rack has no { $tile }.
reason-not_in_rack-nine_another = You do not have another { $typed } (a 9 is a 6 tile placed as 9): your rack has no other { $tile }.
reason-occupied = { $cell } already holds { $tile }; choose an empty cell.
reason-occupied-twice = { $tile } and { $other } are both placed on { $cell }.
reason-not_straight = { $tile_a } on { $cell_a } and { $tile_b } on { $cell_b } are not in one row or column: all the tiles of a turn must go in one row or one column.
reason-gap = There is a gap at { $cell }: the new tiles and the tiles between them must form one unbroken line.
reason-first_too_short = { $tile } alone is not a line: the first turn must place a line of 2 to 6 tiles.
reason-not_connected = { $tiles } from { $cell } touch nothing: at least one new tile must touch a tile already on the table.
reason-not_connected-one = { $tiles } at { $cell } touches nothing: at least one new tile must touch a tile already on the table.
reason-not_connected-lone = The tile must touch a tile already on the table.
reason-too_long = { $line } would be { $length } tiles long; a line holds at most { $max }.
reason-colour = { $line } would hold { $colours }; a colour may appear only once in a line.
reason-sum = { $line } would add up to { $values } = { $total }, which is not a multiple of the key { $key }.
reason-line-row = the row { $first }–{ $last }
reason-line-column = the column { $first }–{ $last }
reason-repeat-2 = two { $colour }s
reason-repeat = { $count } { $colour }s
reason-and = { " " }and{ " " }
notation-bad_tile = { $text } is not a tile: write a colour letter (R O Y G B P) and a number, like R5.
notation-bad_value = { $text }: tile numbers go from 1 to 8 (and 9 for a 6 placed as a 9).
notation-no_tiles = Name at least one tile, like R5 or R5 B9 G1.
notation-too_many = A turn places at most { $max } tiles; you named { $count }.
notation-too_many-grid = At most { $max } tiles go down in one line at once; you named { $count }: place the others with another place command.
notation-bad_cell = { $text } is not a cell: write its column letter and row number as printed on the board, like Z26 or AA26.
notation-bad_cell-row = { $text }: rows are numbered from 1.
notation-bad_direction = { $text } is not a direction: use across or down.
notation-no_cell = Say where the first tile goes with at:, like at:Z26 (as printed on the board).
notation-no_direction = With two or more tiles, say direction:across or direction:down.
notation-occupied_start = { $cell } already holds { $tile }; at: names the first new tile's cell.
game-not_in_game = You are not playing in this game.
game-seats = The main game needs { $min } to { $max } players.
game-seats-repeated = Each seat needs its own player.
render-chip_key = KEY { $key }
render-chip_key_unknown = KEY ?
render-chip_bag = BAG { $count }
render-chip_tiles_one = { $count } TILE
render-chip_tiles = { $count } TILES
render-chip_total = TOTAL { $total }
render-chip_winners = ★ { $count } WINNERS
render-board_empty_title = The table is empty.
render-board_empty_hint = First turn: place a line of 2–6 tiles.
render-grid_empty_title = No tiles yet.
render-grid_empty_hint = Place your tiles anywhere to build a grid.
render-rack_empty = The rack is empty.
render-tableau_empty = No tiles on show.
render-end_title = Game over
render-end_player = Player
render-end_score = Score
render-end_rack = Rack
render-end_final = Final
render-left = { " " }(left)
render-alt_titled = { $title }: { $text }
render-alt_key = key { $key }
render-key_unknown = key not rolled yet
render-alt_bag_one = { $count } tile in the bag
render-alt_bag = { $count } tiles in the bag
render-alt_to_play = { $player } to play
render-alt_board_empty = An empty Sumoku board (first turn: a line of 2–6 tiles)
render-alt_board_one = The Sumoku board with { $count } tile{ $area }
render-alt_board = The Sumoku board with { $count } tiles{ $area }
render-alt_area = { " " }in columns { $first_col }–{ $last_col } and rows { $first_row }–{ $last_row }
render-alt_board_facts = { $head }; { $facts }
render-alt_last_turn = ; the last turn (ringed) placed { $tiles }
render-alt_proposed = ; the proposed turn { $tiles } is drawn outlined
render-alt_tile_at = { $tile } at { $cell }
render-alt_grid_empty = an empty Sumoku grid; key { $key }.
render-alt_grid_one = a Sumoku grid of { $count } tile{ $area }; key { $key }.
render-alt_grid = a Sumoku grid of { $count } tiles{ $area }; key { $key }.
render-alt_rack_empty = an empty Sumoku rack.
render-alt_rack_one = a Sumoku rack of { $count } tile: { $tiles }; total { $total }.
render-alt_rack = a Sumoku rack of { $count } tiles: { $tiles }; total { $total }.
render-alt_tableau = the Spot Sumoku tableau, key { $key }: pick 4 tiles of different colours whose sum is a multiple of { $key }. Tiles: { $tiles }.
render-alt_empty_slot = empty
render-alt_end_card = Game over: final scores of a Sumoku game with key { $key }{ $won }. { $scores }.
render-alt_won_by = , won by { $names }
render-alt_and = { " " }and{ " " }
render-alt_end_row = { $rank }. { $player }{ $left }, { $final } ({ $score } scored, minus { $penalty } left in the rack)
render-alt_rows_sep = ;{ " " }
render-text_key = key **{ $key }**
render-text_bag = { $count } in the bag
render-text_to_play = ▶ { $player } to play
render-text_board_empty = The table is empty. First turn: place a line of 2–6 tiles.
render-text_grid_empty = No tiles yet: place your tiles anywhere to build a grid.
render-text_tiles_one = { $count } tile
render-text_tiles = { $count } tiles
render-legend_last = last turn
render-legend_proposed = proposed
render-crop_board = Showing columns { $first_col }–{ $last_col }, rows { $first_row }–{ $last_row } { $around }: the board (columns { $all_first_col }–{ $all_last_col }, rows { $all_first_row }–{ $all_last_row }) is too big for one message. { COMMAND("sumoku prefs") } `display:picture`, then { COMMAND("board") } `private:true`, shows it all.
render-crop_grid = Showing columns { $first_col }–{ $last_col }, rows { $first_row }–{ $last_row } { $around }: the grid (columns { $all_first_col }–{ $all_last_col }, rows { $all_first_row }–{ $all_last_row }) is too big for one message. With { COMMAND("sumoku prefs") } `display:picture` you see it all as a picture.
render-around_proposed = around the proposed turn
render-around_last = around the last turn
render-around_centre = around the centre
render-rack_text_empty = Your rack is empty.
render-rack_summary_one = { $count } tile, total { $total }
render-rack_summary = { $count } tiles, total { $total }
render-rack_six_nine = { " " }· a 6 can be placed as a 9
render-tableau_rule = Key **{ $key }**: pick 4 tiles whose sum is a multiple of { $key }.
render-end_text_title = **Game over** · key **{ $key }**
render-end_winner = \* Winner: { $names }
render-end_winners = \* Winners: { $names }
render-end_no_winner = No winner.
error-busy = The game's database is busy (another program holds it). Nothing was changed: try again in a moment.
error-connection_lost = I lost my connection to the database: nothing was changed. Try again in a moment.
error-connection_lost_unsure = I lost my connection to the database just as I was saving: your action may or may not have been saved. Look at the game before trying again.
game-over = This game is over: its buttons no longer do anything.
game-cancel_started = This game has started with other players, so its host cannot call it off. Use { COMMAND("sumoku resign") } to leave it (it counts as a loss), or ask a server manager.
channel-busy = This channel already has a { $kind } game running: { $link }. One shared game per channel: finish it or call it off first ({ COMMAND("sumoku cancel") }, { COMMAND("speed cancel") }, { COMMAND("spot stop") }), or play in another channel.
delivery-cannot_post = I cannot post in { $channel } (a permission is missing: View Channel, Send Messages or Attach Files). Your game there is saved; give me those permissions, or use { COMMAND("board") } to see it.
game-grid-off_grid = { $cell } is outside the grid, which goes from { $first } to { $last }.
game-grid-occupied = { $cell } is already taken (by { $tile }).
game-grid-occupied-layout = Two tiles of the layout share a cell.
game-grid-not_held = You do not hold { $tile }.
game-grid-not_held-another = You do not hold another { $tile }.
game-grid-no_tile = There is no tile at { $cell }.
game-grid-fixed = { $tile } on { $cell } was placed in an earlier stage: it stays there.
game-grid-nothing_to_take = There is no tile of yours to take back.
game-grid-same_cell = The tile is already on { $cell }.
game-grid-no_tiles = Name at least one tile to place.
game-grid-no_cells = Name at least one cell to take a tile from.
game-grid-empty = The grid has no tiles yet.
game-grid-cut_off = { $tiles } on { $cells } are cut off from the rest: all the tiles must form one connected group.
game-grid-cut_off-one = { $tiles } on { $cells } is cut off from the rest: all the tiles must form one connected group.
game-grid-too_long-row = The row { $first }–{ $last } is { $length } tiles long; a line holds at most { $max }.
game-grid-too_long-column = The column { $first }–{ $last } is { $length } tiles long; a line holds at most { $max }.
game-grid-colour-row = The row { $first }–{ $last } holds { $colours }; a colour may appear only once in a line.
game-grid-colour-column = The column { $first }–{ $last } holds { $colours }; a colour may appear only once in a line.
game-grid-sum-row = The row { $first }–{ $last } adds up to { $values } = { $total }, not a multiple of the key { $key }.
game-grid-sum-column = The column { $first }–{ $last } adds up to { $values } = { $total }, not a multiple of the key { $key }.
game-speed-racers = A race needs 1 to { $max } different racers.
game-speed-teams = Team { $team } has one member: a team needs two or more.
game-speed-teams-count = { $racers } racers cannot make { $teams } teams of two or more.
game-speed-finished = This match is over.
game-speed-not_racing = You are not racing in this match.
game-speed-round_over = This round is over; wait for the next one.
game-speed-round_over-already = This round is over already.
game-speed-time_up = Time is up for this round.
game-speed-not_yet = The round's time is not up yet.
game-speed-round_running = A round is still running.
game-speed-stale = Your team's grid changed since you looked at it; look at it again and retry.
game-speed-bag =
    The bag holds { $count } { $count ->
        [one] tile
       *[other] tiles
    }: a dump needs two to draw.
game-speed-tiles_left = You still hold { $tiles }: a winning grid uses all { $total } of your tiles.
game-solo-finished = This Solo game is over.
game-solo-stale = Your grid changed since you looked at it; look at it again and retry.
game-solo-tiles_left = Place all of this stage's tiles first: you still hold { $tiles }.
notation-no_cell-grid = Say where the first tile goes with at:, like at:{ $cell } (the centre of the grid).
render-end_rating = Rating
card-title = Sumoku stats: { $name }
card-rating_chip = RATING { $rating }
card-unrated_chip = NOT RATED YET
card-games = Games
card-wins = Wins
card-walkovers = Won by walkover
card-left = Left early
card-average = Average score
card-best = Best score
card-best_turn = Best turn
card-bonus_turns = Bonus turns
card-ranked = Ranked games
card-races_won = Races won
card-sets = Sets won
card-fastest = Fastest spot
card-median = Median spot
card-solo_best = Best tiles placed
card-perfect = Perfect games
card-chart = Recent results ({ $count })
card-trend = Rating
card-won = won
card-lost = lost
card-walkover = walkover
card-left_word = left
card-none = { $name } has not finished a game of { $variant } yet.
card-none_any = { $name } has not finished any Sumoku game yet.
card-others = Also played: { $variants }. Choose with the `variant` option.
board-title = { $variant } leaderboard · { $scope } · { $period } · { $by }
board-by_rating = by rating
board-by_wins = by wins
board-period_all = all time
board-period_month = last 30 days
board-period_week = last 7 days
board-row_wins =
    { $rank }. <@{ $user }>: { $wins } { $wins ->
        [one] win
       *[other] wins
    } in { $games } { $games ->
        [one] game
       *[other] games
    }, average { NUMBER($average, maximumFractionDigits: 0) }, best { $best }
board-row_rating =
    { $rank }. <@{ $user }>: rating **{ $rating }**, { $wins } { $wins ->
        [one] win
       *[other] wins
    } in { $games } { $games ->
        [one] game
       *[other] games
    }
board-extra = { " " }({ $parts })
board-left = left early: { $count }
board-walkovers = won by walkover: { $count }
board-yours = Your place:
board-unrated = { $variant } has no rating: this board is by wins.
board-empty = Nobody on this board yet. Games count once two or more people play them to the end.
history-title = Last games of { $name }
history-row = #{ $game } · { $when } · { $variant } · { $where } · { $result }{ $rating }
history-where_dm = a direct message
history-where_elsewhere = another server
history-won = won with { $final }
history-place = { $place } of { $players } with { $final }
history-walkover = won by walkover (the others left)
history-left = left the game
history-rating = { " " }· rating { $change }
history-none = { $name } has not finished a game yet.
history-pick = Replay a finished game move by move
history-option = #{ $game } · { $variant } · { $when }
replay-title = Replay of game #{ $game }: move { $move } of { $moves }
replay-deal = The deal: nobody has played yet.
replay-played = { $player } placed { $tiles } for { $score } points.
replay-passed = { $player } passed.
replay-resigned = { $player } resigned.
replay-timeout = { $player } ran out of time.
replay-first = First
replay-previous = Previous
replay-next = Next
replay-last = Last
replay-not_found = There is no finished Sumoku game #{ $game } to replay.
render-chip_game_over = GAME OVER
render-chip_closeup = CLOSE-UP { $first }–{ $last }
render-alt_game_over = the game is over
render-alt_closeup_one = A close-up of the Sumoku board showing { $shown } of its { $count } tile{ $area }
render-alt_closeup = A close-up of the Sumoku board showing { $shown } of its { $count } tiles{ $area }
render-alt_scores = ; scores: { $scores }
render-alt_score = { $player } { $score }
render-alt_last_score_one = { " " }for { $count } point
render-alt_last_score = { " " }for { $count } points
render-alt_rows = Tiles by row: { $rows }.
render-alt_rows_near = Rows nearest the turn: { $rows }.
render-alt_rows_left_one = { " " }Not read out: { $count } tile in rows { $rows }.
render-alt_rows_left = { " " }Not read out: { $count } tiles in rows { $rows }.
render-alt_row = row { $row }, { $runs }
render-alt_run = { $first } to { $last }: { $tiles }
render-alt_run_one = { $cell }: { $tiles }
render-alt_spoken_tile = { $colour } { $value }
render-alt_six_nine_tile = { $colour } { $value } (6 or 9)
render-colour_red = red
render-colour_orange = orange
render-colour_yellow = yellow
render-colour_green = green
render-colour_blue = blue
render-colour_purple = purple
render-rack_legend_six = 6 = 6 or 9: type { $nine } to place { $six } as a 9
render-legend_last_scored = { $last } (+{ $score })
render-labels_moved = Cell labels moved with this turn: read cells from this board, not older ones.
bot-restarting = The bot is restarting; try again in a minute.
about-text = **Sumoku bot { $version }**
    Running since <t:{ $since }:R> · games in progress: { $running } · lobbies open: { $lobbies } · Discord latency: { $latency }
about-latency_unknown = not measured yet
about-requests = Discord requests: { $sent } sent, { $waited } held back to stay within Discord's limits · invalid: { $invalid_recent } in the last 10 minutes · rate limited: { $rate_limited } · channels not asked again: { $closed_channels }
about-boards_here = Boards open on this process: { $count }
about-boards_other = Boards open on the process of shards { $shards }: { $count } (at its last heartbeat)
speed-lobby-title = Speed Sumoku: a new race
speed-lobby-title_team = Team Sumoku: a new race
speed-lobby-body =
    Host: { $host }
    Racers ({ $count }/{ $max }): { $players }
    { $options }
speed-lobby-options = Rounds: { $rounds } · time per round: { $limit } · { $teams }
speed-lobby-teams = { $teams } teams, formed evenly at the start
speed-lobby-alone = everyone races alone
speed-started = Speed Sumoku: the race is on
speed-started_team = Team Sumoku: the race is on
speed-need_team_players = { $teams } teams need at least { $count } racers: ask more to Join, or add computer racers.
speed-one_team = Teams means two or more teams: use teams:0 to race alone, or teams:2 or more.
speed-none = There is no Speed race in this channel. Open one with { COMMAND("speed new") }.
speed-button-cpu = Add computer racer
speed-button-grid = My grid
speed-button-guide = Place tiles
speed-button-submit = Submit
speed-button-dump = Dump
speed-button-last = Take back last
speed-status-title = Round { $round } of { $rounds } · key { $key }
speed-status-ends = ends { $when }
speed-status-over = round over
speed-status-row =
    { $name }: { $placed } placed · { $held } in hand · { $dumps } { $dumps ->
        [one] dump
       *[other] dumps
    } · { $points } { $points ->
        [one] point
       *[other] points
    }
speed-status-bag = Tiles left in the bag: { $count }
speed-status-how = Build your grid privately: My grid, Place tiles, or { COMMAND("speed place") }.
speed-won = 🏁 { $who } wins round { $round } with a valid grid in { $time }!
speed-won-team = { $team } ({ $racer } submitted)
speed-won-title = The winning grid of round { $round }
speed-timed_out = ⏱️ Time is up for round { $round }: nobody finished, nobody scores.
speed-next_round = Round { $round }: deal at { $time } ({ $when }).
speed-match-title = Speed Sumoku: the match is over
speed-match-row =
    { $rank }. { $name }: { $points } { $points ->
        [one] point
       *[other] points
    } · { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    } won · best time { $best }
speed-match-nobody = Nobody finished a grid: nobody wins this match.
speed-grid-title = Your grid
speed-grid-body = Round { $round } of { $rounds } · key **{ $key }** · { $placed } placed · { $held } in hand { $ends }
speed-grid-hand_empty = Your hand is empty: press Submit when your grid is valid.
speed-placed = Placed.
speed-taken = Taken back into your hand.
speed-moved = Moved.
speed-dumped = Dumped: one tile back into the bag, two new ones in your hand.
speed-submitted = Submitted: your grid is valid and uses every tile. You win the round!
speed-invalid =
    Your grid is not valid yet, so nothing was submitted:
    { $reasons }
speed-dump-pick = Pick the tile to give back; you draw two.
speed-dump-placeholder = The tile to give back
speed-dump-empty = Your hand is empty: there is nothing to place or dump.
card-rounds_won = Rounds won
card-best_time = Best time
speed-advice-dump = 💡 These tiles can never all form one valid grid: dump a tile ({ COMMAND("speed dump") } or the Dump button).
speed-match-title_team = Team Sumoku: the match is over
speed-guide-as_nine = { $n }: { $tile } (the 6 placed as 9)
speed-guide-twice = Pick the same tile once: as a 6 or as a 9, not both.
speed-cancel_started = This race has started with other players, so its host cannot call it off: it ends when its rounds are played. A server manager can still call it off.
solo-none = You have no Solo game going. Start one with { COMMAND("solo start") }, or play today's puzzle with { COMMAND("solo daily") }.
solo-busy = You already have a Solo game going: see it with { COMMAND("solo grid") }, or end it with { COMMAND("solo quit") }.
solo-daily_done = You have played the daily puzzle of { $day } already: one try a day. A new one comes at midnight UTC; { COMMAND("solo start") } deals a free game meanwhile.
solo-not_yours = That is another player's Solo game.
solo-not_over = That Solo game is not over yet.
solo-today_guild = { COMMAND("solo today") } shows a server's table: use it in a server.
solo-started = **Solo Sumoku**: lay all 16 tiles as one valid grid, then { COMMAND("solo submit") }; 10 more join it at each stage. Place tiles with { COMMAND("solo place") } or the Place button; { COMMAND("solo take") } and { COMMAND("solo move") } change this stage's tiles. Stuck? { COMMAND("solo stuck") }.
solo-daily = **Daily puzzle of { $day }**: everyone gets these tiles and this key today, and plays it once.
solo-header =
    Stage { $stage } · key { $key } · { $score } { $score ->
        [one] tile
       *[other] tiles
    } fixed · { $bag } to come
solo-hand = To place: { $tiles }
solo-hand_done = All of this stage's tiles are on the grid: { COMMAND("solo submit") } when it is valid.
solo-accepted = Stage { $stage } accepted: { $score } tiles placed. Your next { $count } tiles are dealt.
solo-refused =
    Stage not accepted, nothing was saved. Fix this and submit again:
    { $problems }
solo-stuck-can = This stage can be finished: there is a way to place all { $count } tiles. Keep looking!
solo-stuck-cannot =
    This stage cannot be finished: no way to place all its tiles exists. You may give up (a stuck end): your score stays { $score } { $score ->
        [one] tile
       *[other] tiles
    }.
solo-stuck-unknown =
    I could not tell in time whether this stage can be finished. Keep trying, or give up (a stuck end) with { $score } { $score ->
        [one] tile
       *[other] tiles
    }.
solo-end-perfect = **Perfect!** All 96 tiles placed in { $time }.
solo-end-quit = **Game over** (you quit): { $score } { $score ->
        [one] tile
       *[other] tiles
    } placed in { $stages } completed { $stages ->
        [one] stage
       *[other] stages
    }, { $time }.
solo-end-stuck = **Game over** (stuck): { $score } { $score ->
        [one] tile
       *[other] tiles
    } placed in { $stages } completed { $stages ->
        [one] stage
       *[other] stages
    }, { $time }.
solo-end-daily =
    Daily puzzle of { $day } done · streak: { $streak } { $streak ->
        [one] day
       *[other] days
    }.
solo-end-share = Press Share to tell the channel how you did (no tile is shown).
solo-share = **{ $name }** played Solo Sumoku: { $score }/96 tiles placed, { $stages } { $stages ->
        [one] stage
       *[other] stages
    } completed, in { $time }.
solo-share-perfect = **{ $name }** played a perfect game of Solo Sumoku: all 96 tiles placed in { $time }!
solo-share-daily =
    Daily puzzle of { $day } · streak: { $streak } { $streak ->
        [one] day
       *[other] days
    }.
solo-today-title = **Daily puzzle of { $day }**: players of this server
solo-today-row =
    { $rank }. <@{ $user }>: { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } in { $time }
solo-today-row_perfect = { $rank }. <@{ $user }>: all 96 tiles in { $time } (perfect)
solo-today-empty = Nobody here has finished today's puzzle yet: play it with { COMMAND("solo daily") }.
solo-guide-nothing = You hold no tile to place: { COMMAND("solo submit") } the stage.
solo-picture-stage = Stage { $stage }
solo-picture-to_place = { $count } to place
solo-picture-new = This stage's tiles are ringed.
solo-picture-preview = Proposed: { $tiles }.
solo-picture-legend = this stage
button-solo_place = Place
button-solo_submit = Submit
button-solo_share = Share
button-solo_give_up = Give up (stuck)
card-solo_daily = Daily puzzles
card-solo_streak = Daily streak
board-solo_title = Solo Sumoku leaderboard · { $scope } · most tiles placed
board-solo_empty = Nobody has finished a Solo game here yet: { COMMAND("solo start") } deals one.
board-row_solo =
    { $rank }. <@{ $user }>: best { $best } { $best ->
        [one] tile
       *[other] tiles
    }, { $perfect } perfect, { $games } { $games ->
        [one] game
       *[other] games
    }
# issue 16: numbers and dates per locale
board-period_since = { $period } (since { $date })
# issue 16: the server's language
settings-language = Language of public posts (and of answers to players whose own language I don't speak): { $language }.
game-grid-off_grid-unnamed = That cell is outside the grid, which goes from { $first } to { $last }.
speed-team = Team { $number }
# issue 26: the board (a Discord Activity)
activity-sign_in = Your Discord sign-in could not be checked: close the board and open it again.
activity-discord_unreachable = Discord could not be reached to check your sign-in; try again in a minute.
activity-code_refused = Discord refused the sign-in code ({ $reason }): open the board again.
activity-not_understood = The board sent something the bot does not understand: reload the board.
activity-no_game = There is no Sumoku game in this channel yet: start one with { COMMAND("sumoku new") } (or { COMMAND("speed new") }, { COMMAND("solo start") }, { COMMAND("spot start") }). The board shows it as soon as it starts.
activity-too_fast = Too many messages from this board at once: wait a moment, then try again.
activity-busy = The bot is answering many boards right now: what your board just sent was not read. Try again in a moment.
activity-too_big = That message is too large for the board (at most { $limit } bytes): reload the board.
activity-not_set_up = The board is not set up on this bot: its operator can turn it on (README, "The board (Discord Activity)"). Meanwhile play with { COMMAND("place") } or the Place button.
activity-refused = Discord would not open the board: this application does not have Activities enabled. The bot's operator can turn them on in the Developer Portal (your application → Activities → Settings → Enable Activities, then the URL mapping). Meanwhile play with { COMMAND("place") } or the Place button.
activity-local_link = Your board in this channel (for you alone: it signs you in): { $link }
button-activity = Play on the board
help-board = { "*" }*The board**: { COMMAND("sumoku board") } opens this channel's game as a touchable board (drag tiles, see where they fit and what they score), as does **Play on the board** under a turn post.
activity-not_here = This board is for the members of the channel's server who can see the channel: open it from a channel of yours.
activity-too_many_boards = You have { $count } boards open already: close one, then open this one again.
activity-sign_in_limit = Too many sign-ins to the board came from your address this minute: wait { $seconds } s, then open the board again.
activity-sign_in_busy = The board is signing in many players right now: wait { $seconds } s, then open the board again.
activity-opened_too_often = The board was opened too often from your account or your address lately: wait { $seconds } s, then open it again.
activity-other_game = That game is not on this board: nothing was done. Play it from a board opened in its own channel.
