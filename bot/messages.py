"""Everything a user reads, by id, so the bot can be translated.

`text(key, locale, **params)` looks the id up in the user's language and falls back to
English. Engine messages (illegal turns, notation errors) are English sentences the engine
builds; they are passed through the `engine` id.
"""

from __future__ import annotations

from collections.abc import Mapping

EN: dict[str, str] = {
    # generic
    "engine": "{message}",
    "error.unexpected": "Sorry, something went wrong on my side. The game is safe; please try again.",
    "error.conflict": (
        "Someone acted on this game at the same moment. Look at the latest board and try again."
    ),
    "error.cooldown": "Slow down a little: try again in {seconds:.0f} s.",
    "error.no_permission": "You need the Manage Server permission (or be the game's host) to do that.",
    "error.guild_only": "Sumoku games are played in server channels; use this command in a server.",
    "error.owner_only": "Only the bot's owner can do that.",
    # lobby
    "lobby.title": "Sumoku: a new game",
    "lobby.body": (
        "{host} is starting a game of Sumoku.\nPlayers ({count}/{max}): {players}\n"
        "Options: {options}\nPress **Join** to take a seat; the host presses **Start** when ready."
    ),
    "lobby.options": "turn limit {limit}, racks {racks}, hints {hints}",
    "lobby.no_limit": "none",
    "lobby.minutes": "{minutes} min",
    "lobby.racks_open": "open",
    "lobby.racks_private": "private",
    "lobby.on": "on",
    "lobby.off": "off",
    "lobby.joined": "You joined the game. Wait for the host to press Start.",
    "lobby.left": "You left the game.",
    "lobby.already_in": "You are already in this game.",
    "lobby.not_in": "You are not in this game's lobby.",
    "lobby.full": "This game is full ({max} players).",
    "lobby.host_cannot_leave": "The host cannot leave; press Cancel to call the game off.",
    "lobby.need_players": "A game needs at least 2 players: ask someone to Join, or add a computer player.",
    "lobby.only_host": "Only the host ({host}) or someone with Manage Server can do that.",
    "lobby.cancelled": "This game was cancelled by {user}.",
    "lobby.expired": "This lobby expired before the game started. Start a new one with /sumoku new.",
    "lobby.computer_added": "Added {name} ({level}).",
    "lobby.not_lobby": "This game has already started or ended.",
    "lobby.busy": (
        "There is already a Sumoku game in this channel: {link}. Finish it or /sumoku cancel it first."
    ),
    # start
    "start.title": "Sumoku: the game begins",
    "start.body": (
        "Opening hands: {totals}.\n{roller} had the lowest total and rolled the die: the **key is {key}**. "
        "Every line must add up to a multiple of {key}.\n{roller} plays first."
    ),
    # turns
    "turn.played": "{player} placed {tiles} for **{score}** points{lines}.",
    "turn.lines": " ({lines})",
    "turn.bonus": "A line of six! {player} plays again now (bonus turn).",
    "turn.bonus_lapsed": "A line of six, but {player} has no tile left to use the bonus turn.",
    "turn.drew": "{player} drew {count} tile(s).",
    "turn.next": "{mention}, it is your turn. Use /rack to see your tiles and play.",
    "turn.next_computer": "{name} (computer) is thinking…",
    "pass.chosen": "{player} passed.",
    "pass.no_move": "{player} has no legal move and passes automatically.",
    "pass.empty_rack": "{player} has no tiles left and passes automatically.",
    "pass.timeout": "{player} ran out of time and passes.",
    "pass.bonus": "{player} gave up the bonus turn.",
    "left.resigned": "{player} resigned.",
    "left.dropped": "{player} missed three turns in a row and has been dropped from the game.",
    "end.title": "Game over",
    "end.row": "{rank}. {player}: {score} − {penalty} = **{final}**{tag}",
    "end.winner": " 🏆",
    "end.left": " (left)",
    "end.winners": "Winner: {names}!",
    "end.tie": "Shared win: {names}!",
    "end.no_winner": "No winner.",
    "reminder": "{mention}, half your turn time is gone ({remaining} left). Use /rack to play, or /pass.",
    # refusals
    "game.none": "There is no Sumoku game running in this channel. Start one with /sumoku new.",
    "game.not_running": "The game in this channel has not started yet.",
    "game.not_player": "You are not playing in this game.",
    "game.not_your_turn": "It is {player}'s turn, not yours.",
    "game.finished": "This game is over.",
    "game.stale": "The board changed since this was shown. Open /rack again for fresh choices.",
    "game.hints_off": "Hints are turned off in this game.",
    "game.no_hint": "You have no legal move: /pass is your only option.",
    "game.cancelled": "The game was cancelled by {user}.",
    "game.racks_open_note": "(This game has open racks.)",
    # rack and board
    "rack.title": "Your rack",
    "rack.body": "Your rack: {tiles}\nScore: {score}. {turn}",
    "rack.your_turn": "It is your turn.",
    "rack.waiting": "It is {player}'s turn.",
    "rack.open": "Racks: {racks}",
    "board.header": "Key {key} · {bag} tiles in the bag · {turn}",
    "board.to_play": "{player} to play",
    "board.over": "game over",
    "board.reposted": "Here is the board again.",
    "hint.title": "Best turns for your rack",
    "hint.row": "{rank}. {move} — {score} points{bonus}",
    "hint.bonus": " + bonus turn",
    # guided placement
    "guide.pick_tiles": "Pick the tiles to place (1–6), then choose where.",
    "guide.no_positions": "Those tiles cannot be placed anywhere legal. Pick other tiles.",
    "guide.positions": "{count} legal position(s) for {tiles}. Pick one to preview, then Confirm.",
    "guide.preview": "Preview: {move} for {score} points{bonus}. Press Confirm to play it.",
    "guide.confirmed": "Played.",
    # status
    "status.body": "Key {key}. {bag} tiles in the bag. Turn {turn}: {player} to play.\nScores: {scores}",
    "status.lobby": "A lobby is open, hosted by {host}: {players}.",
    # settings
    "settings.saved": "Saved. Board style: {style}; default turn limit: {limit}.",
    "settings.text": "text",
    "settings.picture": "picture",
    # a user's own preferences (/sumoku prefs)
    "prefs.title": "**Your Sumoku preferences**",
    "prefs.saved": "Saved.",
    "prefs.display": "Display of what you open privately (/rack, /board private:true, /hint): **{value}**",
    "prefs.language": "Language of my answers to you: **{value}**",
    "prefs.picture": "pictures",
    "prefs.text": "text",
    "prefs.display_server": "server default (now {value})",
    "prefs.language_server": "server default: your Discord language (now {value})",
    "prefs.public": "Public posts (the board after each turn, Spot tiles) follow the server's setting "
    "for everyone: {value}.",
    "prefs.how": "Change them with `/sumoku prefs display:… language:…`; choose “server default” "
    "to follow the server again.",
    "prefs.unknown": "Choose one of the offered values: display picture, text or server default; "
    "language English, Español, Français or server default.",
    # help
    "help.body": (
        "**Sumoku**: place numbered tiles crossword-style so every line adds up to a multiple of the key.\n"
        "`/sumoku new` open a game · `/place tiles:R5 B9 at:F7 direction:across` play · `/rack` your tiles "
        "(with a guided Place button) · `/board` · `/pass` · `/hint` · `/sumoku status` · `/sumoku resign`\n"
        "Tiles: colour letter + number (R O Y G B P). A 6 can be played as 9: write B9. "
        "Cells: column letter + row number as printed on the latest board. `/rules` for the rules. "
        "`/sumoku prefs`: text instead of pictures in your private views, and your language."
    ),
    # stats
    "stats.title": "Sumoku stats for {name}",
    "stats.none": "{name} has not finished a game yet.",
    "stats.variant": "**{variant}**: {games} games, {wins} wins, best {best}, average {average}",
    "stats.ranked": " (ranked: {games} games, {wins} wins)",
    "stats.spot": "**Spot**: {tiles} tiles won in {correct} correct claims; fastest {fastest}",
    "leaderboard.title": "Leaderboard: {variant} ({scope})",
    "leaderboard.empty": "No ranked games yet. Games count once two or more people play them to the end.",
    "leaderboard.row": "{rank}. <@{user}>: {wins} wins in {games} games, average {average:.0f}, best {best}",
    "leaderboard.scope_server": "this server",
    "leaderboard.scope_global": "everywhere",
    "forget.confirm": (
        "This deletes your stats and anonymises your past games for good. Run it again with confirm:True."
    ),
    "forget.done": (
        "Done: your data is deleted or anonymised ({rows} records). "
        "You resigned from {running} running game(s); they are anonymised when they end."
    ),
    "sync.done": "Synced {count} command(s) {scope}.",
    # spot
    "spot.started": "{user} started a **Spot Sumoku** race. The key is **{key}** for the whole game: {rule}",
    "spot.rule_distinct": "spot four tiles of four different colours whose sum is a multiple of {key}.",
    "spot.rule_any": "spot four tiles (colours may repeat) whose sum is a multiple of {key}.",
    "spot.header": "**Spot Sumoku** · round {round}{of} · key **{key}** · {bag} tiles in the bag",
    "spot.of_rounds": " of {rounds}",
    "spot.instructions": "Pick 4 tiles with the menu{chat}: {rule} A 6 may count as 9. "
    "The first right claim wins them.",
    "spot.chat_hint": " or type their letters, like `A D F J`",
    "spot.picture_title": "Spot Sumoku · round {round}",
    "spot.pick": "Pick the 4 tiles you spotted",
    "spot.option": "{colour} {value} ({tile})",
    "spot.option_six": "{colour} 6, or 9 ({tile})",
    "spot.colour.R": "Red",
    "spot.colour.O": "Orange",
    "spot.colour.Y": "Yellow",
    "spot.colour.G": "Green",
    "spot.colour.B": "Blue",
    "spot.colour.P": "Purple",
    "spot.won": "🎉 {player} spotted **{letters}**: {tiles} = {total}, in **{seconds} s**! (round {round})",
    "spot.no_claim_added": "No correct claim was left among those tiles, so tiles were added: {tiles}.",
    "spot.no_claim_redeal": "No correct claim among the {count} tiles shown: they went back under the bag "
    "and ten new tiles were dealt.",
    "spot.no_claim_empty": "No correct claim is left among the tiles shown, and the bag cannot help.",
    "spot.wrong": "❌ **{letters}** is not a correct claim: {why} You are locked out until the next set.",
    "spot.wrong.sum": "{tiles} add up to {sum} = {total}, not a multiple of {key} (even counting a 6 as 9).",
    "spot.wrong.colour": "{tiles} are not four different colours.",
    "spot.reposted": "Here are the tiles again.",
    "spot.stopped": "{user} stopped the race.",
    "spot.end.title": "**Spot Sumoku: game over**",
    "spot.end.rounds": "All {rounds} rounds were played.",
    "spot.end.no_claim": "No correct claim is left and the bag cannot help: the race is over.",
    "spot.end.stopped": "The race was stopped.",
    "spot.end.idle": "⏰ No correct claim and no new tiles for {minutes} min: the race ended for inactivity.",
    "spot.end.row": "{rank}. {player}: **{tiles}** tiles ({sets} sets), fastest spot {fastest} s{tag}",
    "spot.end.row_none": "{rank}. {player}: no tiles",
    "spot.end.winner": " 🏆",
    "spot.end.nobody": "Nobody made a claim.",
    "spot.end.winners": "Winner: {names}!",
    "spot.end.tie": "Shared win: {names}!",
    "spot.none": "There is no Spot race running in this channel. Start one with /spot start.",
    "spot.busy": "There is already a Spot race in this channel: {link}. Play it, or /spot stop it first.",
    "spot.only_starter": "Only the player who started this race ({owner}) or someone with Manage Server "
    "can stop it.",
    "spot.err.finished": "This Spot race is over. Start a new one with /spot start.",
    "spot.err.stale": "Too late: someone spotted that set first. Look at the new tiles and try again.",
    "spot.err.last_set": "Too late: someone spotted the last set first, and the race is over.",
    "spot.err.locked_out": "You made a wrong claim on this set: you are locked out until the next set "
    "is shown.",
    "spot.err.size": "Pick exactly four tiles, like A D F J.",
    "spot.err.repeated": "Name four different tiles: a letter appears twice.",
    "spot.err.empty_slot": "One of those letters names no tile on the table: use the letters shown on "
    "the tiles.",
    "spot.err.letters": "Use the tile letters A to L, like A D F J.",
}

ES: dict[str, str] = {
    "error.unexpected": "Lo siento, algo falló por mi parte. La partida está a salvo; inténtalo de nuevo.",
    "game.none": "No hay ninguna partida de Sumoku en este canal. Empieza una con /sumoku new.",
    "game.not_player": "No juegas en esta partida.",
    "game.not_your_turn": "Es el turno de {player}, no el tuyo.",
    "game.finished": "Esta partida ha terminado.",
    "lobby.joined": "Te has unido a la partida. Espera a que el anfitrión pulse Start.",
    "lobby.full": "La partida está completa ({max} jugadores).",
    "prefs.title": "**Tus preferencias de Sumoku**",
    "prefs.saved": "Guardado.",
    "prefs.display": "Cómo ves lo que abres en privado (/rack, /board private:true, /hint): **{value}**",
    "prefs.language": "Idioma de mis respuestas para ti: **{value}**",
    "prefs.picture": "imágenes",
    "prefs.text": "texto",
    "prefs.display_server": "lo que diga el servidor (ahora {value})",
    "prefs.language_server": "lo que diga el servidor: el idioma de tu Discord (ahora {value})",
    "prefs.public": "Los mensajes públicos (el tablero tras cada turno, las fichas de Spot) siguen el "
    "ajuste del servidor para todos: {value}.",
    "prefs.how": "Cámbialas con `/sumoku prefs display:… language:…`; elige “server default” para "
    "volver a seguir al servidor.",
    "prefs.unknown": "Elige uno de los valores ofrecidos: display picture, text o server default; "
    "language English, Español, Français o server default.",
    "spot.wrong": "❌ **{letters}** no es una jugada correcta: {why} Quedas fuera hasta la próxima tanda.",
    "spot.wrong.sum": "{tiles} suman {sum} = {total}, que no es múltiplo de {key} (ni contando un 6 como 9).",
    "spot.wrong.colour": "{tiles} no son de cuatro colores distintos.",
    "spot.err.locked_out": "Has hecho una jugada incorrecta en esta tanda: quedas fuera hasta que se muestre "
    "la siguiente.",
    "spot.none": "No hay ninguna carrera de Spot en este canal. Empieza una con /spot start.",
    "spot.end.idle": "⏰ Ni una jugada correcta ni fichas nuevas en {minutes} min: la carrera terminó "
    "por inactividad.",
}

FR: dict[str, str] = {
    "error.unexpected": "Désolé, un problème est survenu de mon côté. La partie est intacte ; réessayez.",
    "game.none": "Aucune partie de Sumoku dans ce salon. Lancez-en une avec /sumoku new.",
    "game.not_player": "Vous ne jouez pas dans cette partie.",
    "game.not_your_turn": "C'est au tour de {player}, pas au vôtre.",
    "game.finished": "Cette partie est terminée.",
    "lobby.joined": "Vous avez rejoint la partie. Attendez que l'hôte appuie sur Start.",
    "lobby.full": "La partie est complète ({max} joueurs).",
    "prefs.title": "**Vos préférences Sumoku**",
    "prefs.saved": "Enregistré.",
    "prefs.display": "Affichage de ce que vous ouvrez en privé (/rack, /board private:true, /hint) : "
    "**{value}**",
    "prefs.language": "Langue de mes réponses pour vous : **{value}**",
    "prefs.picture": "images",
    "prefs.text": "texte",
    "prefs.display_server": "réglage du serveur (actuellement {value})",
    "prefs.language_server": "réglage du serveur : la langue de votre Discord (actuellement {value})",
    "prefs.public": "Les messages publics (le plateau après chaque tour, les tuiles de Spot) suivent le "
    "réglage du serveur pour tout le monde : {value}.",
    "prefs.how": "Modifiez-les avec `/sumoku prefs display:… language:…` ; choisissez « server default » "
    "pour suivre à nouveau le serveur.",
    "prefs.unknown": "Choisissez l'une des valeurs proposées : display picture, text ou server default ; "
    "language English, Español, Français ou server default.",
    "spot.wrong": "❌ **{letters}** n'est pas une annonce correcte : {why} Vous êtes exclu jusqu'à la "
    "prochaine série.",
    "spot.wrong.sum": "{tiles} font {sum} = {total}, pas un multiple de {key} "
    "(même en comptant un 6 comme 9).",
    "spot.wrong.colour": "{tiles} ne sont pas de quatre couleurs différentes.",
    "spot.err.locked_out": "Vous avez fait une annonce fausse sur cette série : vous êtes exclu jusqu'à la "
    "suivante.",
    "spot.none": "Aucune course de Spot dans ce salon. Lancez-en une avec /spot start.",
    "spot.end.idle": "⏰ Ni annonce correcte ni nouvelles tuiles depuis {minutes} min : la course est "
    "terminée faute d'activité.",
}

CATALOGUES: Mapping[str, Mapping[str, str]] = {"en": EN, "es": ES, "fr": FR}
LANGUAGE_NAMES: Mapping[str, str] = {"en": "English", "es": "Español", "fr": "Français"}  # as their
# speakers write them: a menu of languages is read by people who may not read the current one


def language_of(locale: object) -> str:
    """'es-ES' → 'es'; unknown locales read English."""
    code = str(getattr(locale, "value", locale) or "en").split("-")[0].lower()
    return code if code in CATALOGUES else "en"


def text(key: str, locale: object = None, /, **params: object) -> str:
    """The message `key` in the language of `locale` (a Discord locale or a code), else English."""
    template = CATALOGUES[language_of(locale)].get(key) or EN[key]
    return template.format(**params) if params else template
