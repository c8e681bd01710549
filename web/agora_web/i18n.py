"""Every string the player sees, in English and Russian, and the current language.

Shared texts live here; each game's own live in web/agora_web/<game>/text.py and are added on
first need (`_load_game_texts`). `t(key, **values)` formats one entry; `tn(key, n, **values)` picks the plural form for `n`
(English: one/other; Russian: one/few/many). The Russian terms follow the Russian edition of the
rulebooks (Строительная площадка, Главный архитектор, участок, каменоломня, площадь, квартал).
"""

from __future__ import annotations

LANGS = ("en", "ru")
DEFAULT = "en"
STORAGE_KEY = "agora.lang"

_current = DEFAULT

TEXT: "dict[str, dict[str, object]]" = {
    # --- the app ---------------------------------------------------------------------------
    "app_name": {"en": "Agora", "ru": "Агора"},
    "tagline": {"en": "City-building board games of antiquity",
                "ru": "Настольные игры о строительстве городов древности"},
    "offline_note": {"en": "Plays offline in your browser: against the computer or with friends on this device.",
                     "ru": "Играйте без интернета прямо в браузере: против компьютера или с друзьями на одном устройстве."},
    "home": {"en": "Home", "ru": "Главная"},
    "language": {"en": "Language", "ru": "Язык"},
    "loading": {"en": "Loading…", "ru": "Загрузка…"},
    "back": {"en": "Back", "ru": "Назад"},
    "close": {"en": "Close", "ru": "Закрыть"},

    # --- games -----------------------------------------------------------------------------
    "game.pantikapaion": {"en": "Pantikapaion", "ru": "Пантикапей"},
    "blurb.pantikapaion": {"en": "Grow a Greek colony on the shores of the Black Sea. 1–4 players.",
                           "ru": "Развивайте греческую колонию на берегу Чёрного моря. 1–4 игрока."},
    "coming_soon": {"en": "Coming soon", "ru": "Скоро"},
    "new_game": {"en": "New game", "ru": "Новая игра"},
    "continue": {"en": "Continue", "ru": "Продолжить"},
    "continue_detail": {"en": "{game} · {players} · round {round} of {rounds}",
                        "ru": "{game} · {players} · раунд {round} из {rounds}"},

    # --- saved games ---------------------------------------------------------------------
    "saved_games": {"en": "Saved games", "ru": "Сохранённые партии"},
    "no_saves": {"en": "No saved games yet. Every game is saved automatically after each move.",
                 "ru": "Сохранённых партий пока нет. Каждая партия сохраняется автоматически после каждого хода."},
    "open": {"en": "Open", "ru": "Открыть"},
    "delete": {"en": "Delete", "ru": "Удалить"},
    "delete_confirm": {"en": "Delete for good?", "ru": "Удалить навсегда?"},
    "yes_delete": {"en": "Yes, delete", "ru": "Да, удалить"},
    "keep": {"en": "Keep", "ru": "Оставить"},
    "status_round": {"en": "Round {round} of {rounds}", "ru": "Раунд {round} из {rounds}"},
    "status_over": {"en": "Finished", "ru": "Завершена"},
    "status_won": {"en": "Finished · won by {names}", "ru": "Завершена · победа: {names}"},
    "save_damaged": {"en": "This save is damaged and cannot be opened.",
                     "ru": "Это сохранение повреждено, открыть его нельзя."},
    "save_newer": {"en": "This save was made by a newer version of Agora and cannot be opened here.",
                   "ru": "Это сохранение сделано более новой версией Агоры, здесь его открыть нельзя."},
    "save_foreign": {"en": "This entry is not an Agora save.",
                     "ru": "Эта запись не является сохранением Агоры."},
    "save_unknown_game": {"en": "This save belongs to a game this version of Agora does not have ({game}).",
                          "ru": "Это сохранение относится к игре, которой нет в этой версии Агоры ({game})."},
    "reason": {"en": "Reason: {reason}", "ru": "Причина: {reason}"},
    "reason_json": {"en": "the text is not valid JSON", "ru": "текст не является корректным JSON"},
    "reason_version": {"en": "save format {found}; this version reads format {known}",
                       "ru": "формат сохранения {found}, эта версия читает формат {known}"},
    "import": {"en": "Open a game file…", "ru": "Открыть файл партии…"},
    "import_hint": {"en": "A game record (.json) exported from Agora.",
                    "ru": "Запись партии (.json), сохранённая из Агоры."},
    "import_bad": {"en": "This file cannot be opened, nothing was changed.",
                   "ru": "Этот файл открыть нельзя, ничего не изменено."},
    "import_done": {"en": "The game was imported.", "ru": "Партия загружена."},
    "export": {"en": "Save to file", "ru": "Сохранить в файл"},
    "undo": {"en": "Undo", "ru": "Отменить ход"},
    "undo_hint": {"en": "Take back your last decision of this turn (Ctrl+Z). Not after a tile or card "
                         "was drawn or revealed, and not once the turn has passed.",
                  "ru": "Вернуть ваше последнее решение в этом ходу (Ctrl+Z). Нельзя после того, как "
                        "вытянут или открыт тайл или карта, и после передачи хода."},
    "storage_failed": {"en": "The game could not be saved in this browser: {reason}",
                       "ru": "Не удалось сохранить партию в этом браузере: {reason}"},
    "open_failed": {"en": "This save cannot be opened.", "ru": "Это сохранение открыть нельзя."},

    # --- rulebooks ------------------------------------------------------------------------
    "rules": {"en": "Rules", "ru": "Правила"},
    "rules_solo": {"en": "Solo rules", "ru": "Одиночная игра"},
    "rules_title": {"en": "The rulebook (in Russian), in a new tab; it works offline too",
                    "ru": "Правила игры в новой вкладке; открываются и без сети"},
    # --- share links ---------------------------------------------------------------------
    "share": {"en": "Share", "ru": "Поделиться"},
    "share_title": {"en": "Share this game", "ru": "Поделиться партией"},
    "share_intro": {"en": "Anyone who opens this link sees the game at this point and can play on from here "
                          "in their own browser.",
                    "ru": "Кто откроет эту ссылку, увидит партию в этот момент и сможет продолжить её "
                          "у себя в браузере."},
    "share_hidden_note.pantikapaion": {"en": "The tiles still in the bag are shuffled anew in the link, "
                                             "so it does not give away what comes next.",
                                       "ru": "Участки, оставшиеся в мешке, в ссылке перемешаны заново, "
                                             "поэтому она не выдаёт, что выйдет дальше."},
    "share_link": {"en": "Link to the game", "ru": "Ссылка на партию"},
    "share_copy": {"en": "Copy", "ru": "Копировать"},
    "share_copied": {"en": "The link is copied to the clipboard.", "ru": "Ссылка скопирована в буфер обмена."},
    "share_copy_hint": {"en": "Copy the link from the field above.", "ru": "Скопируйте ссылку из поля выше."},
    "share_refused": {"en": "This game can be shared once it is over: a link now would give away hidden cards or tiles.",
                      "ru": "Этой партией можно поделиться, когда она закончится: ссылка сейчас выдала бы "
                            "скрытые карты или участки."},
    "share_failed": {"en": "This game cannot be shared: {reason}", "ru": "Этой партией поделиться нельзя: {reason}"},
    "replay": {"en": "Moves of the game", "ru": "Ходы партии"},
    "replay_first": {"en": "To the start", "ru": "К началу"},
    "replay_prev": {"en": "One move back", "ru": "На ход назад"},
    "replay_next": {"en": "One move forward", "ru": "На ход вперёд"},
    "replay_last": {"en": "To the last move", "ru": "К последнему ходу"},
    "replay_save": {"en": "Replay", "ru": "Просмотр"},
    "replay_save_title": {"en": "Step through the game move by move; the save stays as it is",
                          "ru": "Пройти партию ход за ходом; сохранение не изменится"},
    "link_damaged": {"en": "This game link is damaged and cannot be opened. Your saved games are unchanged.",
                     "ru": "Ссылка на партию повреждена, открыть её нельзя. Ваши сохранения не изменились."},
    "link_truncated": {"en": "This game link is incomplete (cut short when it was copied). "
                             "Your saved games are unchanged.",
                       "ru": "Ссылка на партию неполная (обрезалась при копировании). "
                             "Ваши сохранения не изменились."},
    "link_newer": {"en": "This game link was made by a newer version of Agora and cannot be opened here. "
                         "Your saved games are unchanged.",
                   "ru": "Эта ссылка сделана более новой версией Агоры, здесь её открыть нельзя. "
                         "Ваши сохранения не изменились."},
    "link_unknown_game": {"en": "This game link is for a game this version of Agora does not have ({game}).",
                          "ru": "Эта ссылка на игру, которой нет в этой версии Агоры ({game})."},

    # --- setup screens (shared) ------------------------------------------------------------
    "mode": {"en": "Mode", "ru": "Режим"},
    "players": {"en": "Players", "ru": "Игроки"},
    "player_n": {"en": "Player {n}", "ru": "Игрок {n}"},
    "name": {"en": "Name", "ru": "Имя"},
    "seat_kind": {"en": "Played by", "ru": "Кто играет"},
    "human": {"en": "Human", "ru": "Человек"},
    "computer": {"en": "Computer", "ru": "Компьютер"},
    "add_player": {"en": "Add a player", "ru": "Добавить игрока"},
    "remove_player": {"en": "Remove", "ru": "Убрать"},
    "start": {"en": "Start the game", "ru": "Начать партию"},
    "ai_names": {"en": ["Iktinos", "Mnesikles", "Hermogenes", "Pytheos"],
                 "ru": ["Иктин", "Мнесикл", "Гермоген", "Пифей"]},

    # --- game screens (shared) -------------------------------------------------------------
    "game_over": {"en": "Game over", "ru": "Партия окончена"},
    "chief": {"en": "Chief Architect", "ru": "Главный архитектор"},
    "to_move": {"en": "to move", "ru": "ходит"},
    "thinking": {"en": "{name} is thinking…", "ru": "{name} думает…"},
    "rotate": {"en": "Rotate", "ru": "Повернуть"},
    "cancel": {"en": "Cancel", "ru": "Отмена"},
    "confirm": {"en": "Confirm", "ru": "Подтвердить"},
    "zoom_in": {"en": "Zoom in", "ru": "Приблизить"},
    "zoom_out": {"en": "Zoom out", "ru": "Отдалить"},
    "zoom_fit": {"en": "Fit the city", "ru": "Показать весь город"},
    "score_live": {"en": "Score so far", "ru": "Очки сейчас"},
    "log": {"en": "Game log", "ru": "Ход партии"},
    "final_scores": {"en": "Final scores", "ru": "Итоговый счёт"},
    "winner": {"en": "{names} wins!", "ru": "Побеждает {names}!"},
    "winners_shared": {"en": "Shared victory: {names}", "ru": "Общая победа: {names}"},
    "illegal": {"en": "That move is not allowed: {reason}", "ru": "Так ходить нельзя: {reason}"},
    "ai_failed": {"en": "The computer player could not decide; it made the first legal move.",
                  "ru": "Компьютер не смог выбрать ход и сделал первый допустимый."},
    "you": {"en": "you", "ru": "вы"},
    "level_n": {"en": "level {n}", "ru": "уровень {n}"},

    # --- scoring categories --------------------------------------------------------------
    "cat.total": {"en": "Total", "ru": "Итого"},

    # --- Architects of Amytis ------------------------------------------------------------
    "continue_detail_open": {"en": "{game} · {players} · round {round}", "ru": "{game} · {players} · раунд {round}"},
    "status_round_open": {"en": "Round {round}", "ru": "Раунд {round}"},

    # --- Pyramidion ------------------------------------------------------------------------

    # --- Pantikapaion ----------------------------------------------------------------------
    "pk.setup_title": {"en": "New game of Pantikapaion", "ru": "Новая партия в «Пантикапей»"},
    "pk.mode_solo": {"en": "Solo against Automius", "ru": "Соло против Автомия"},
    "pk.mode_multi": {"en": "2–4 players", "ru": "2–4 игрока"},
    "pk.mods": {"en": "Make Automius stronger", "ru": "Усилить Автомия"},
    "pk.mods_note": {"en": "Each modification is optional; tick any you like.",
                     "ru": "Каждое усиление необязательно, можно выбрать любые."},
    "pk.automa_round_one": {"en": "It also develops in the first round",
                            "ru": "Он развивается уже в первом раунде"},
    "pk.automa_best_tile": {"en": "It takes the richest of the tiles the trireme sailed past",
                            "ru": "Он берёт самый богатый из участков, мимо которых прошла трирема"},
    "pk.automa_needed_cube": {"en": "Its cube is the colour of the building it is closest to affording",
                              "ru": "Он берёт куб того цвета, которого ему меньше всего не хватает на постройку"},
    "pk.add_seat": {"en": "Add a player", "ru": "Добавить игрока"},
    "pk.remove_seat": {"en": "Remove this player", "ru": "Убрать игрока"},
    "pk.ai_names": {"en": ["Leukon", "Kamasarye", "Spartokos", "Pairisades"],
                    "ru": ["Левкон", "Камасария", "Спарток", "Перисад"]},
    "pk.reconstructed_note": {"en": "Note: the exact tiles and boards of the printed game were not available; their contents "
                                    "here are a reconstruction that fits the rulebook's numbers and examples.",
                              "ru": "Примечание: точный состав участков и планшетов печатной игры недоступен; здесь он "
                                    "восстановлен так, чтобы сходиться с числами и примерами из правил."},
    "pk.automa": {"en": "Automius", "ru": "Автомий"},
    "pk.round_n": {"en": "Round {n} of {of}", "ru": "Раунд {n} из {of}"},
    "pk.thinking": {"en": "{name} is moving…", "ru": "Ходит {name}…"},
    "pk.your_step": {"en": "{name}: {what}", "ru": "{name}: {what}"},
    "pk.step.scout": {"en": "pick a tile near the trireme", "ru": "выберите участок рядом с триремой"},
    "pk.step.tile": {"en": "put the tile into your city (rotate, choose a cell, confirm)",
                     "ru": "положите участок в город (поверните, выберите клетку, подтвердите)"},
    "pk.step.develop": {"en": "build, sell cubes, take 2 coins or take a cube",
                        "ru": "постройте здание, продайте кубы, возьмите 2 монеты или куб"},
    "pk.step.building": {"en": "choose where the building goes, then confirm",
                         "ru": "выберите место для здания и подтвердите"},
    "pk.step.paid": {"en": "pay for one more step, or end the turn", "ru": "оплатите ещё шаг или закончите ход"},
    "pk.step.end": {"en": "end the turn (a worker may still go out)", "ru": "закончите ход (можно ещё выставить рабочего)"},
    "pk.step.free_build": {"en": "take a free building, or skip", "ru": "возьмите здание бесплатно или откажитесь"},
    "pk.step.move": {"en": "click one of your buildings to move it, or skip",
                     "ru": "нажмите на своё здание, чтобы перенести его, или откажитесь"},
    "pk.step.aqueduct": {"en": "place the aqueduct tile with a cube of your choice, or skip",
                         "ru": "положите участок акведука с кубом на выбор или откажитесь"},
    "pk.step.random_tile": {"en": "draw a tile from the bag, or skip", "ru": "вытяните участок из мешка или откажитесь"},
    "pk.step.advance": {"en": "advance in another row, or skip", "ru": "продвиньтесь в другом ряду или откажитесь"},
    "pk.step.final_workers": {"en": "place your last workers, or stop", "ru": "выставьте последних рабочих или закончите"},
    "pk.step.discard": {"en": "discard down to 5 cubes", "ru": "сбросьте кубы, чтобы осталось 5"},
    "pk.step.automa_scout": {"en": "Automius scouts", "ru": "Автомий выбирает участок"},
    "pk.step.automa_develop": {"en": "Automius develops", "ru": "Автомий развивается"},
    "pk.step.over": {"en": "the game is over", "ru": "партия окончена"},
    "pk.in_hand": {"en": "In hand:", "ru": "В руке:"},
    "pk.rotate": {"en": "Rotate", "ru": "Повернуть"},
    "pk.place_worker": {"en": "Place a worker", "ru": "Выставить рабочего"},
    "pk.city": {"en": "City", "ru": "Город"},
    "pk.city_hint": {"en": "Drag to move; pinch, the wheel or +/− to zoom. Small numbers are stack heights.",
                     "ru": "Перетаскивайте; щипок, колесо или +/− — масштаб. Маленькие цифры — высота стопки."},
    "pk.ring": {"en": "Trireme ring", "ru": "Круг триремы"},
    "pk.trireme": {"en": "The trireme", "ru": "Трирема"},
    "pk.empty_slot": {"en": "Empty place", "ru": "Пустое место"},
    "pk.slot_n": {"en": "Place {n}", "ru": "Место {n}"},
    "pk.ring_course": {"en": "The trireme sails clockwise; highlighted places can be taken now",
                       "ru": "Трирема идёт по часовой стрелке; подсвеченные места можно взять сейчас"},
    "pk.bag": {"en": "{n} tiles in the bag", "ru": "В мешке участков: {n}"},
    "pk.tile_n": {"en": "Tile {n}", "ru": "Участок {n}"},
    "pk.drought": {"en": "drought", "ru": "засуха"},
    "pk.cube_of_choice": {"en": "cube of your choice", "ru": "куб на выбор"},
    "pk.building_board": {"en": "Buildings", "ru": "Здания"},
    "pk.left": {"en": "{n} left", "ru": "осталось {n}"},
    "pk.size_1": {"en": "1 cell", "ru": "1 клетка"},
    "pk.size_2": {"en": "2 cells", "ru": "2 клетки"},
    "pk.kind_help_house": {"en": "House: scores for workers around it", "ru": "Дом: очки за рабочих вокруг"},
    "pk.kind_help_winery": {"en": "Winery: scores for empty cells around it", "ru": "Винодельня: очки за пустые клетки вокруг"},
    "pk.kind_help_fortress": {"en": "Fortress: scores for the height it stands at", "ru": "Крепость: очки за высоту, на которой стоит"},
    "pk.kind_help_aqueduct": {"en": "Aqueduct (2 cells): scores for drought around it", "ru": "Акведук (2 клетки): очки за засуху вокруг"},
    "pk.kind_help_temple": {"en": "Temple (2 cells): scores for other buildings next to it",
                            "ru": "Храм (2 клетки): очки за другие здания рядом"},
    "pk.development": {"en": "Development board", "ru": "Планшет развития"},
    "pk.dev_hint": {"en": "Hover or tap a cell to see what it gives.", "ru": "Наведите на клетку или коснитесь её, чтобы узнать, что она даёт."},
    "pk.cell_short": {"en": {"WORKER": "☺", "RES1": "■", "RES2": "■■", "MOVE": "↔", "UPG": "★", "FREE_BUILD": "⌂+",
                             "AQ_TILE": "≋", "RANDOM_TILE": "?", "ADVANCE": "»"},
                      "ru": {"WORKER": "☺", "RES1": "■", "RES2": "■■", "MOVE": "↔", "UPG": "★", "FREE_BUILD": "⌂+",
                             "AQ_TILE": "≋", "RANDOM_TILE": "?", "ADVANCE": "»"}},
    "pk.cell_vp": {"en": "From here this row's buildings score at rate {n}",
                   "ru": "Отсюда здания этого ряда приносят очки по ставке {n}"},
    "pk.cell_worker": {"en": "Gain a new worker", "ru": "Новый рабочий"},
    "pk.cell_res1": {"en": "Take the cube shown on the token", "ru": "Возьмите куб, указанный на жетоне"},
    "pk.cell_res2": {"en": "Take the two cubes shown on the token", "ru": "Возьмите два куба, указанных на жетоне"},
    "pk.cell_move": {"en": "You may move one of your buildings", "ru": "Можно перенести одно своё здание"},
    "pk.cell_free_build": {"en": "You may take a building (not a fortress) for free",
                           "ru": "Можно бесплатно взять здание (не крепость)"},
    "pk.cell_random_tile": {"en": "You may draw a random tile from the bag and place it",
                            "ru": "Можно вытянуть случайный участок из мешка и положить его"},
    "pk.cell_advance": {"en": "You may advance one cell in another row", "ru": "Можно продвинуться на клетку в другом ряду"},
    "pk.cell_aq_tile": {"en": "You may place an aqueduct tile ({shape}) with a cube of your choice",
                        "ru": "Можно положить участок акведука ({shape}) с кубом на выбор"},
    "pk.cell_upg_swap": {"en": "Upgrade: a swap token — when building, one missing cube may be paid in another colour",
                         "ru": "Улучшение: жетон замены — при постройке один недостающий куб можно заплатить кубом другого цвета"},
    "pk.cell_upg_cheaper": {"en": "Upgrade: every building costs one cube less",
                            "ru": "Улучшение: каждое здание стоит на один куб меньше"},
    "pk.cell_upg_coin": {"en": "Upgrade: one paid step per turn costs a coin less",
                         "ru": "Улучшение: один платный шаг за ход стоит на монету меньше"},
    "pk.upg_swaps": {"en": "cube swaps: {n}", "ru": "замен куба: {n}"},
    "pk.upg_cheaper": {"en": "cheaper buildings", "ru": "здания дешевле"},
    "pk.upg_coin": {"en": "cheaper step", "ru": "шаг дешевле"},
    "pk.coins": {"en": "Coins", "ru": "Монеты"},
    "pk.workers": {"en": "Workers free / owned", "ru": "Рабочие свободные / всего"},
    "pk.stock": {"en": "Stock", "ru": "Запас"},
    "pk.live_score": {"en": "Score if the game ended now", "ru": "Счёт, если бы партия закончилась сейчас"},
    "pk.colours": {"en": ["brown", "purple", "beige", "orange", "green"],
                   "ru": ["коричневый", "фиолетовый", "бежевый", "оранжевый", "зелёный"]},
    "pk.kinds": {"en": ["House", "Winery", "Fortress", "Aqueduct", "Temple"],
                 "ru": ["Дом", "Винодельня", "Крепость", "Акведук", "Храм"]},
    "pk.a_pick": {"en": "takes {tile}", "ru": "берёт: {tile}"},
    "pk.a_pick_slot": {"en": "takes the tile in place {n}", "ru": "берёт участок с места {n}"},
    "pk.a_tile": {"en": "lays the tile at ({x}, {y})", "ru": "кладёт участок в ({x}, {y})"},
    "pk.a_aqueduct": {"en": "lays the aqueduct tile at ({x}, {y}) with a {cube} cube",
                      "ru": "кладёт участок акведука в ({x}, {y}), куб: {cube}"},
    "pk.a_worker": {"en": "sends a worker to ({x}, {y})", "ru": "выставляет рабочего в ({x}, {y})"},
    "pk.a_build": {"en": "builds: {kind}", "ru": "строит: {kind}"},
    "pk.a_swap": {"en": "(swapping in {cubes})", "ru": "(с заменой: {cubes})"},
    "pk.a_sell": {"en": "sells {n} cubes ({cubes})", "ru": "продаёт кубы: {n} ({cubes})"},
    "pk.a_coins": {"en": "takes 2 coins", "ru": "берёт 2 монеты"},
    "pk.a_cube": {"en": "takes a {colour} cube", "ru": "берёт куб: {colour}"},
    "pk.a_place_building": {"en": "places the building on {cells}", "ru": "ставит здание на {cells}"},
    "pk.a_free_build": {"en": "takes for free: {kind}", "ru": "бесплатно берёт: {kind}"},
    "pk.a_move": {"en": "lifts the building at ({x}, {y}) to move it", "ru": "переносит здание из ({x}, {y})"},
    "pk.a_draw": {"en": "draws a tile from the bag", "ru": "тянет участок из мешка"},
    "pk.a_advance": {"en": "advances in the {row} row", "ru": "продвигается в ряду: {row}"},
    "pk.a_paid": {"en": "pays for a step", "ru": "оплачивает шаг"},
    "pk.a_paid_cost": {"en": "Pay {cost} for one more step", "ru": "Заплатить {cost} за ещё один шаг"},
    "pk.a_skip": {"en": "skips", "ru": "отказывается"},
    "pk.a_end": {"en": "ends the turn", "ru": "заканчивает ход"},
    "pk.a_discard": {"en": "discards a {colour} cube", "ru": "сбрасывает куб: {colour}"},
    "pk.a_automa_scout": {"en": "takes the cubes of {tile}", "ru": "забирает кубы участка: {tile}"},
    "pk.a_automa_none": {"en": "finds no tile left", "ru": "не находит участка"},
    "pk.a_automa_build": {"en": "builds: {kind}", "ru": "строит: {kind}"},
    "pk.a_automa_cube": {"en": "takes a {colour} cube", "ru": "берёт куб: {colour}"},
    "pk.log_start": {"en": "The game begins.", "ru": "Партия начинается."},
    "pk.log_round_end": {"en": "End of round {n} — scores now: {scores}", "ru": "Конец раунда {n} — текущий счёт: {scores}"},
    "pk.log_over": {"en": "The game is over.", "ru": "Партия окончена."},
    "pk.cat_coins": {"en": "Coins", "ru": "Монеты"},
    "pk.cat_cubes": {"en": "Cubes", "ru": "Кубы"},
    "pk.cat_drought": {"en": "Drought", "ru": "Засуха"},

    # --- plurals -------------------------------------------------------------------------
    "n_stones": {"en": ("{n} stone", "{n} stones"), "ru": ("{n} камень", "{n} камня", "{n} камней")},
    "n_tiles": {"en": ("{n} tile", "{n} tiles"), "ru": ("{n} участок", "{n} участка", "{n} участков")},
    "n_points": {"en": ("{n} point", "{n} points"), "ru": ("{n} очко", "{n} очка", "{n} очков")},

    # --- guides (branch guides): the rules guides and instruction-like action buttons ------
    "guide": {"en": "Guide", "ru": "Как играть"},
    "guide_link_title": {"en": "How to play, in short and in your language; works offline",
                         "ru": "Правила коротко и своими словами; открываются и без сети"},
    "guide_title": {"en": "How to play {game}", "ru": "Как играть: {game}"},
    "guide_contents": {"en": "Contents", "ru": "Содержание"},
    "guide_intro": {"en": "The rules in our own words. The printed rulebook (in Russian):",
                    "ru": "Правила нашими словами. Печатные правила:"},
    # Pantikapaion option buttons: instructions, not log lines
    "pk.colours_in": {"en": ["brown", "purple", "beige", "orange", "green"],
                      "ru": ["коричневом", "фиолетовом", "бежевом", "оранжевом", "зелёном"]},
    "pk.b_coins": {"en": "Take 2 coins", "ru": "Взять 2 монеты"},
    "pk.b_cube": {"en": "Take 1 {colour} cube", "ru": "Взять {colour} куб"},
    "pk.b_sell": {"en": ("Sell {n} cube ({cubes}): +{n} coin and a step in its row",
                         "Sell {n} cubes ({cubes}): +{n} coins and a step in each of those rows"),
                  "ru": ("Продать {n} куб ({cubes}): +{n} монета и шаг в его ряду",
                         "Продать {n} куба ({cubes}): +{n} монеты и шаг в каждом из этих рядов",
                         "Продать {n} кубов ({cubes}): +{n} монет и шаг в каждом из этих рядов")},
    "pk.b_free_build": {"en": "Take {a_kind} for free and place it",
                        "ru": "Бесплатно взять здание «{kind}» и поставить его"},
    "pk.b_draw": {"en": "Draw a tile from the bag and lay it", "ru": "Вытянуть участок из мешка и положить его"},
    "pk.b_advance": {"en": "Advance one cell in the {row} row", "ru": "Продвинуться на клетку в {row} ряду"},
    "pk.b_paid": {"en": ("Pay {n} coin to advance one more cell", "Pay {n} coins to advance one more cell"),
                  "ru": ("Заплатить {n} монету и продвинуться ещё на клетку",
                         "Заплатить {n} монеты и продвинуться ещё на клетку",
                         "Заплатить {n} монет и продвинуться ещё на клетку")},
    "pk.b_paid_free": {"en": "Advance one more cell for free", "ru": "Бесплатно продвинуться ещё на клетку"},
    "pk.b_paid_step": {"en": "Pay to advance one more cell", "ru": "Заплатить и продвинуться ещё на клетку"},
    "pk.b_skip": {"en": "Skip this bonus", "ru": "Отказаться от бонуса"},
    "pk.b_end": {"en": "End the turn", "ru": "Закончить ход"},
    "pk.b_stop_workers": {"en": "Place no more workers", "ru": "Больше не выставлять рабочих"},
    "pk.b_discard": {"en": "Discard 1 {colour} cube", "ru": "Сбросить {colour} куб"},
    # --- widgets (branch widgets) --------------------------------------------------------
    "zoom": {"en": "Zoom", "ru": "Масштаб"},
    "city_tabs": {"en": "Whose city is shown", "ru": "Чей город показан"},
    "move_choices": {"en": "Moves you can make", "ru": "Доступные ходы"},
    # --- help (main) -------------------------------------------------------------------------
    "help": {"en": "Help", "ru": "Справка"},
    "help_hint": {"en": "How this step works: the rules guide opens at it",
                  "ru": "Как устроен этот шаг: правила откроются на нужном месте"},
    # --- startup: the home screen shown before Python is ready (web/shell.js), loading progress ----
    "shell_getting_ready": {"en": "Getting ready…", "ru": "Готовится…"},
    "shell_queued": {"en": "Opens as soon as the game engine is ready…",
                     "ru": "Откроется, как только движок игры будет готов…"},
    "shell_download": {"en": "Downloading the game engine: {done} of {total} MB",
                       "ru": "Загрузка движка игры: {done} из {total} МБ"},
    "shell_starting": {"en": "Starting Python…", "ru": "Запуск Python…"},
    "shell_failed": {"en": "Agora could not finish loading. Check the connection and try again.",
                     "ru": "Агора не смогла загрузиться до конца. Проверьте соединение и попробуйте ещё раз."},
    "shell_failed_file": {"en": "This file did not arrive: {file}", "ru": "Не удалось получить файл: {file}"},
    "shell_retry": {"en": "Retry", "ru": "Повторить"},
    "shell_link": {"en": "Opening a shared game: {game}", "ru": "Открывается присланная партия: {game}"},
    "shell_link_players": {"en": "Players: {players}", "ru": "Игроки: {players}"},
    "shell_link_moves": {"en": "Moves played: {moves}", "ru": "Сделано ходов: {moves}"},
    "shell_link_bad": {"en": "Opening a shared game…", "ru": "Открывается присланная партия…"},
    "shell_not_started": {"en": "The game engine is taking long to start.",
                          "ru": "Движок игры запускается слишком долго."},
    # --- branch harden (issue 10): damaged records, storage, two tabs -------------------------
    "details": {"en": "Details", "ru": "Подробности"},
    "record_kind.too_large": {"en": "it is far larger than any game record",
                              "ru": "данные намного больше любой записи партии"},
    "record_kind.too_deep": {"en": "its data is nested far more deeply than any game record",
                             "ru": "данные вложены намного глубже, чем в любой записи партии"},
    "record_kind.not_text": {"en": "the text holds broken characters",
                             "ru": "в тексте есть испорченные символы"},
    "record_kind.not_json": {"en": "the text is not valid JSON", "ru": "текст не является корректным JSON"},
    "record_kind.not_record": {"en": "it is not an Agora game record", "ru": "это не запись партии Агоры"},
    "record_kind.newer": {"en": "it was made by a newer version of Agora",
                          "ru": "она сделана более новой версией Агоры"},
    "record_kind.unknown_game": {"en": "it is for a game this version of Agora does not have",
                                 "ru": "она относится к игре, которой нет в этой версии Агоры"},
    "record_kind.bad_field": {"en": "a part of the record holds a wrong value",
                              "ru": "часть записи содержит неверное значение"},
    "record_kind.bad_shuffles": {"en": "the shuffles planned in the record do not fit its game",
                                 "ru": "заранее заданные перемешивания не подходят к этой игре"},
    "record_kind.bad_move": {"en": "a move in it cannot be played", "ru": "один из ходов в ней сыграть нельзя"},
    "record_kind.bad_move_n": {"en": "move {n} cannot be played", "ru": "ход {n} сыграть нельзя"},
    "export_raw": {"en": "Export raw", "ru": "Выгрузить как есть"},
    "export_raw_title": {"en": "Save this entry's stored text to a file as it is, for a bug report",
                         "ru": "Сохранить текст этой записи в файл как есть, для сообщения об ошибке"},
    "storage_full": {"en": "The game could not be saved: this browser's storage for the site is full. "
                           "Delete a few old saves to make room.",
                     "ru": "Партию сохранить не удалось: хранилище браузера для этого сайта заполнено. "
                           "Удалите несколько старых сохранений, чтобы освободить место."},
    "storage_off": {"en": "The game could not be saved: this browser does not let the site keep data.",
                    "ru": "Партию сохранить не удалось: браузер не разрешает сайту хранить данные."},
    "tab_moved_on": {"en": "This game went on in another tab.", "ru": "Эта партия продолжилась в другой вкладке."},
    "tab_forked": {"en": "Your last move here was kept as a separate saved game, so no move is lost.",
                   "ru": "Ваш последний ход здесь сохранён как отдельная партия, так что ни один ход не потерян."},
    "tab_stopped": {"en": "This tab shows an older position and has stopped so that no move is lost.",
                    "ru": "В этой вкладке старая позиция, и игра здесь остановлена, чтобы не потерять ходы."},
    "tab_load_newer": {"en": "Load the newer position", "ru": "Загрузить новую позицию"},
    "tab_keep_here": {"en": "Go on here as a separate game", "ru": "Продолжить здесь как отдельную партию"},
    "tab_go_on": {"en": "Go on with the separate game", "ru": "Продолжить отдельную партию"},
}


def lang() -> str:
    return _current


def set_lang(code: str) -> None:
    global _current
    _current = code if code in LANGS else DEFAULT


def pick_lang(stored: "str | None", preferred: "list[str]") -> str:
    """The stored choice if any, else the first of the browser's languages we speak, else English."""
    if stored in LANGS:
        return stored
    for tag in preferred:
        primary = str(tag).split("-")[0].lower()
        if primary in LANGS:
            return primary
    return DEFAULT


def register(texts: "dict[str, dict[str, object]]", source: str = "") -> None:
    """Adds a game's texts to the shared table. A key defined twice is a mistake, not an override."""
    for key, entry in texts.items():
        if key in TEXT and TEXT[key] is not entry:
            raise ValueError(f"text key {key!r} of {source or 'a game'} is already defined")
        TEXT[key] = entry


_games_loaded = False


def _load_game_texts() -> None:
    """Registers the `text` module of every game of the one list (engine/core/registry.py) that
    has one: each game keeps its texts in web/agora_web/<game>/text.py (`TEXT`, keys prefixed by
    the game), so adding a game touches no shared table. Loaded together on the first key this
    table lacks: a few small dictionaries, as cheap as the one big table they came from."""
    global _games_loaded
    if _games_loaded:
        return
    _games_loaded = True
    import importlib

    from engine.core import registry

    for game in registry.GAMES:
        if not game.web:
            continue
        name = f"{game.web}.text"
        try:
            module = importlib.import_module(name, __package__ if name.startswith(".") else None)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.endswith(".text"):
                continue  # this game keeps no texts of its own
            raise
        register(module.TEXT, game.id)


def raw(key: str):
    entry = TEXT.get(key)
    if entry is None:
        _load_game_texts()
        entry = TEXT[key]
    return entry.get(_current, entry[DEFAULT])


def t(key: str, **values) -> str:
    text = raw(key)
    return text.format(**values) if values else text


def plural_index(n: int, code: str) -> int:
    if code == "ru":
        n = abs(n)
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def tn(key: str, n: int, **values) -> str:
    forms = raw(key)
    return forms[plural_index(n, _current)].format(n=n, **values)
