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
    "game.akropolis": {"en": "Akropolis", "ru": "Акрополис"},
    "game.pantikapaion": {"en": "Pantikapaion", "ru": "Пантикапей"},
    "game.pyramidion": {"en": "Pyramidion", "ru": "Пирамидион"},
    "blurb.akropolis": {
        "en": "Stack city tiles, raise plazas and quarry stone to build the most glorious city. 1–4 players.",
        "ru": "Складывайте участки в несколько уровней, возводите площади и добывайте камень, "
              "чтобы построить самый славный город. 1–4 игрока."},
    "blurb.pantikapaion": {"en": "Grow a Greek colony on the shores of the Black Sea. 1–4 players.",
                           "ru": "Развивайте греческую колонию на берегу Чёрного моря. 1–4 игрока."},
    "blurb.pyramidion": {"en": "Build a pyramid for the pharaoh, block by block. 2–4 players.",
                         "ru": "Постройте пирамиду для фараона, блок за блоком. 2–4 игрока."},
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
    "share_hidden_note.akropolis": {"en": "The tiles still in the stacks are shuffled anew in the link, "
                                          "so it does not give away what comes next.",
                                    "ru": "Участки, оставшиеся в стопках, в ссылке перемешаны заново, "
                                          "поэтому она не выдаёт, что выйдет дальше."},
    "share_hidden_note.pantikapaion": {"en": "The tiles still in the bag are shuffled anew in the link, "
                                             "so it does not give away what comes next.",
                                       "ru": "Участки, оставшиеся в мешке, в ссылке перемешаны заново, "
                                             "поэтому она не выдаёт, что выйдет дальше."},
    "share_hidden_note.pyramidion": {"en": "The link shows the game as the player whose hand is on this screen saw it: "
                                           "the other hands, the deck, the revolt tokens, the supply cards and the boats "
                                           "that player has not seen are dealt anew.",
                                     "ru": "Ссылка показывает партию так, как её видел игрок, чья рука на экране: "
                                           "чужие руки, колода, жетоны восстания, карты снабжения и лодки, которых он "
                                           "не видел, сданы заново."},
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

    # --- Akropolis setup -----------------------------------------------------------------
    "setup_title": {"en": "New game of Akropolis", "ru": "Новая партия в «Акрополис»"},
    "mode": {"en": "Mode", "ru": "Режим"},
    "mode_multi": {"en": "2–4 players", "ru": "2–4 игрока"},
    "mode_solo": {"en": "Solo against the Famous Architect", "ru": "Соло против Знаменитого архитектора"},
    "players": {"en": "Players", "ru": "Игроки"},
    "player_n": {"en": "Player {n}", "ru": "Игрок {n}"},
    "name": {"en": "Name", "ru": "Имя"},
    "your_name": {"en": "Your name", "ru": "Ваше имя"},
    "seat_kind": {"en": "Played by", "ru": "Кто играет"},
    "human": {"en": "Human", "ru": "Человек"},
    "computer": {"en": "Computer", "ru": "Компьютер"},
    "add_player": {"en": "Add a player", "ru": "Добавить игрока"},
    "remove_player": {"en": "Remove", "ru": "Убрать"},
    "first_player_note": {"en": "Player 1 starts as the Chief Architect.",
                          "ru": "Игрок 1 начинает Главным архитектором."},
    "level": {"en": "Difficulty", "ru": "Сложность"},
    "level.hippodamos": {"en": "Hippodamos", "ru": "Гипподам"},
    "level.metagenes": {"en": "Metagenes", "ru": "Метаген"},
    "level.callicrates": {"en": "Callicrates", "ru": "Калликрат"},
    "level_tag.hippodamos": {"en": "easy", "ru": "простой"},
    "level_tag.metagenes": {"en": "medium", "ru": "средний"},
    "level_tag.callicrates": {"en": "hard", "ru": "сложный"},
    "level_note.hippodamos": {"en": "Its districts all count as level 1.",
                              "ru": "Все его кварталы считаются построенными на первом уровне."},
    "level_note.metagenes": {"en": "Districts count as level 1, and every quarry it holds is worth 2 points.",
                             "ru": "Кварталы считаются на первом уровне, а каждая его каменоломня даёт 2 очка."},
    "level_note.callicrates": {"en": "Its districts all count as level 2.",
                               "ru": "Все его кварталы считаются построенными на втором уровне."},
    "solo_note": {"en": "The Famous Architect always takes the cheapest tile with a plaza it can pay for, "
                        "and the stones you pay for tiles go to it.",
                  "ru": "Знаменитый архитектор всегда берёт самый дешёвый участок с площадью, на который ему "
                        "хватает камня, а камни, которые вы платите за участки, достаются ему."},
    "variants": {"en": "Variants", "ru": "Варианты"},
    "variants_note": {"en": "Each variant can only double districts that already score.",
                      "ru": "Вариант лишь удваивает кварталы, которые и так приносят очки."},
    "variant.houses": {"en": "Houses: the largest group scores double when its value is 10 or more",
                       "ru": "Жилые кварталы: самая большая группа ценностью 10 и больше считается вдвойне"},
    "variant.markets": {"en": "Markets: a market next to a market plaza scores double",
                        "ru": "Рынки: рынок рядом с Рыночной площадью считается вдвойне"},
    "variant.barracks": {"en": "Barracks: barracks with 3 or 4 open sides score double",
                         "ru": "Казармы: казарма, открытая с трёх или четырёх сторон, считается вдвойне"},
    "variant.temples": {"en": "Temples: a temple above level 1 scores double",
                        "ru": "Храмы: храм выше первого уровня считается вдвойне"},
    "variant.gardens": {"en": "Gardens: a garden next to a lake (an enclosed empty space) scores double",
                        "ru": "Парки: парк рядом с незастроенным местом внутри города считается вдвойне"},
    "long_game": {"en": "Long game: all 61 tiles (1–3 players)",
                  "ru": "Длинная партия: все 61 участок (1–3 игрока)"},
    "start": {"en": "Start the game", "ru": "Начать партию"},
    "ai_names": {"en": ["Iktinos", "Mnesikles", "Hermogenes", "Pytheos"],
                 "ru": ["Иктин", "Мнесикл", "Гермоген", "Пифей"]},

    # --- Akropolis game ------------------------------------------------------------------
    "round_of": {"en": "Round {round} of {rounds}", "ru": "Раунд {round} из {rounds}"},
    "game_over": {"en": "Game over", "ru": "Партия окончена"},
    "site": {"en": "Construction site", "ru": "Строительная площадка"},
    "free": {"en": "free", "ru": "даром"},
    "stacks_left": {"en": "Stacks: {stacks} · tiles in them: {tiles}",
                    "ru": "Стопок: {stacks} · участков в них: {tiles}"},
    "reserve": {"en": "Reserve: {n}", "ru": "Резерв: {n}"},
    "reserve_out": {"en": "Reserve: empty (unlimited)", "ru": "Резерв: пуст (без ограничений)"},
    "chief": {"en": "Chief Architect", "ru": "Главный архитектор"},
    "stones": {"en": "Stones", "ru": "Камни"},
    "to_move": {"en": "to move", "ru": "ходит"},
    "pick_tile": {"en": "{name}: choose a tile on the construction site.",
                  "ru": "{name}: выберите участок на Строительной площадке."},
    "pick_tile_broke": {"en": "{name}: you have no stones, so you take the first tile.",
                        "ru": "{name}: у вас нет камня, поэтому вы берёте первый участок."},
    "pick_spot": {"en": "Click a highlighted hex to place the tile.",
                  "ru": "Нажмите на подсвеченный сектор, чтобы положить участок."},
    "preview": {"en": "Level {level}. Click the hex again or Rotate for other positions; Confirm to build.",
                "ru": "Уровень {level}. Нажмите на сектор ещё раз или «Повернуть», чтобы сменить положение; "
                      "«Подтвердить» — построить."},
    "preview_quarries": {"en": "Covers quarries: +{stones}.", "ru": "Закрывает каменоломни: +{stones}."},
    "thinking": {"en": "{name} is thinking…", "ru": "{name} думает…"},
    "rotate": {"en": "Rotate", "ru": "Повернуть"},
    "cancel": {"en": "Cancel", "ru": "Отмена"},
    "confirm": {"en": "Confirm", "ru": "Подтвердить"},
    "zoom_in": {"en": "Zoom in", "ru": "Приблизить"},
    "zoom_out": {"en": "Zoom out", "ru": "Отдалить"},
    "zoom_fit": {"en": "Fit the city", "ru": "Показать весь город"},
    "city_of": {"en": "City of {name}", "ru": "Город: {name}"},
    "famous_architect": {"en": "Famous Architect", "ru": "Знаменитый архитектор"},
    "architect_name": {"en": "{level}", "ru": "{level}"},
    "architect_tiles": {"en": "Tiles taken by {name}", "ru": "Участки, которые забрал {name}"},
    "architect_none": {"en": "No tiles yet: only the starting tile.", "ru": "Пока только стартовый участок."},
    "architect_note": {"en": "The Famous Architect builds no map: every one of its tiles counts as well placed.",
                       "ru": "Знаменитый архитектор не выкладывает участки по правилам: все они считаются "
                             "выложенными правильно."},
    "architect_counts": {"en": "Districts and plazas it holds", "ru": "Его кварталы и площади"},
    "score_live": {"en": "Score so far", "ru": "Очки сейчас"},
    "score_hint": {"en": "What each city would score if the game ended now.",
                   "ru": "Сколько очков принёс бы каждый город, если бы партия закончилась сейчас."},
    "log": {"en": "Game log", "ru": "Ход партии"},
    "log_start": {"en": "The game begins. {name} is the Chief Architect.",
                  "ru": "Партия началась. Главный архитектор — {name}."},
    "log_take": {"en": "{name} takes {tile} for {cost}.", "ru": "{name} берёт {tile} за {cost}."},
    "log_take_free": {"en": "{name} takes {tile} for free.", "ru": "{name} берёт {tile} даром."},
    "log_take_solo": {"en": "{name} takes {tile} and pays {cost} to {architect}.",
                      "ru": "{name} берёт {tile} и платит {cost} игроку {architect}."},
    "log_level": {"en": "level {level}", "ru": "уровень {level}"},
    "log_quarries": {"en": "{name} gains {stones} from covered quarries.",
                     "ru": "{name} получает {stones} за закрытые каменоломни."},
    "log_round": {"en": "Round {round}: {name} becomes the Chief Architect.",
                  "ru": "Раунд {round}: Главным архитектором становится {name}."},
    "log_reserve": {"en": "The reserve ran out of stones; from now on the supply counts as unlimited.",
                    "ru": "В резерве кончился камень; дальше запас считается неограниченным."},
    "log_end": {"en": "No stacks are left: the game is over.", "ru": "Стопок больше нет: партия окончена."},
    "final_scores": {"en": "Final scores", "ru": "Итоговый счёт"},
    "winner": {"en": "{names} wins!", "ru": "Побеждает {names}!"},
    "winners_shared": {"en": "Shared victory: {names}", "ru": "Общая победа: {names}"},
    "tie_note": {"en": "Tied on points: the player with more stones left wins.",
                 "ru": "Поровну очков: побеждает тот, у кого осталось больше камня."},
    "illegal": {"en": "That move is not allowed: {reason}", "ru": "Так ходить нельзя: {reason}"},
    "ai_failed": {"en": "The computer player could not decide; it made the first legal move.",
                  "ru": "Компьютер не смог выбрать ход и сделал первый допустимый."},
    "you": {"en": "you", "ru": "вы"},
    "level_n": {"en": "level {n}", "ru": "уровень {n}"},

    # --- scoring categories --------------------------------------------------------------
    "cat.house": {"en": "Houses", "ru": "Жилые кварталы"},
    "cat.market": {"en": "Markets", "ru": "Рынки"},
    "cat.barracks": {"en": "Barracks", "ru": "Казармы"},
    "cat.temple": {"en": "Temples", "ru": "Храмы"},
    "cat.garden": {"en": "Gardens", "ru": "Парки"},
    "cat.stones": {"en": "Stones", "ru": "Камни"},
    "cat.quarries": {"en": "Quarries", "ru": "Каменоломни"},
    "cat.total": {"en": "Total", "ru": "Итого"},

    # --- hexes (tooltips) ----------------------------------------------------------------
    "hex.h": {"en": "house district", "ru": "жилой квартал"},
    "hex.m": {"en": "market", "ru": "рынок"},
    "hex.b": {"en": "barracks", "ru": "казарма"},
    "hex.t": {"en": "temple", "ru": "храм"},
    "hex.g": {"en": "garden", "ru": "парк"},
    "hex.q": {"en": "quarry", "ru": "каменоломня"},
    "hex.H": {"en": "house plaza ★", "ru": "площадь жилых кварталов ★"},
    "hex.M": {"en": "market plaza ★★", "ru": "рыночная площадь ★★"},
    "hex.B": {"en": "barracks plaza ★★", "ru": "площадь казарм ★★"},
    "hex.T": {"en": "temple plaza ★★", "ru": "храмовая площадь ★★"},
    "hex.G": {"en": "garden plaza ★★★", "ru": "площадь парков ★★★"},
    "tile_title": {"en": "Tile: {hexes}", "ru": "Участок: {hexes}"},

    # --- saves of games without a set number of rounds -----------------------------------
    "continue_detail_open": {"en": "{game} · {players} · round {round}", "ru": "{game} · {players} · раунд {round}"},
    "status_round_open": {"en": "Round {round}", "ru": "Раунд {round}"},

    # --- Pyramidion ------------------------------------------------------------------------
    "py.setup_title": {"en": "New game of Pyramidion", "ru": "Новая партия в «Пирамидион»"},
    "py.ai_names": {"en": ["Hemiunu", "Imhotep", "Senenmut", "Ineni"], "ru": ["Хемиун", "Имхотеп", "Сенмут", "Инени"]},
    "py.add_seat": {"en": "Add a player", "ru": "Добавить игрока"},
    "py.end_of_game": {"en": "End of the game", "ru": "Конец партии"},
    "py.target_n": {"en": "At {n} victory points", "ru": "При {n} победных очках"},
    "py.target_all": {"en": "When every boat is loaded", "ru": "Когда загружены все лодки"},
    "py.data_note": {"en": "Note: the values of the cards, cities, revolt tokens, supply cards and boats are a "
                             "reconstruction and may differ from the printed game.",
                     "ru": "Обратите внимание: значения карт, городов, жетонов восстания, карт снабжения и лодок "
                           "восстановлены и могут отличаться от напечатанной игры."},
    "py.round_n": {"en": "Round {n}", "ru": "Раунд {n}"},
    "py.pass_to": {"en": "Pass the device to {name}", "ru": "Передайте устройство: {name}"},
    "py.pass_note": {"en": "The next hand stays hidden until its player is at the device.",
                     "ru": "Карты следующего игрока скрыты, пока он не возьмёт устройство."},
    "py.i_am": {"en": "I'm {name}", "ru": "Я — {name}"},
    "py.city.giza": {"en": "Giza", "ru": "Гиза"}, "py.city.thebes": {"en": "Thebes", "ru": "Фивы"},
    "py.city.luxor": {"en": "Luxor", "ru": "Луксор"}, "py.city.alexandria": {"en": "Alexandria", "ru": "Александрия"},
    "py.city.cairo": {"en": "Cairo", "ru": "Каир"}, "py.city.philae": {"en": "Philae", "ru": "Филы"},
    "py.city.abu_simbel": {"en": "Abu Simbel", "ru": "Абу-Симбел"}, "py.city.karnak": {"en": "Karnak", "ru": "Карнак"},
    "py.kind.merchant": {"en": "Merchant", "ru": "Торговец"}, "py.kind.intermediary": {"en": "Intermediary", "ru": "Посредник"},
    "py.kind.mercenary": {"en": "Mercenary", "ru": "Наёмник"}, "py.kind.rebel": {"en": "Rebel", "ru": "Бунтарь"},
    "py.kind.deity": {"en": "Deity", "ru": "Божество"}, "py.kind.high_priest": {"en": "High Priest", "ru": "Верховный жрец"},
    "py.kind.bandit": {"en": "Bandit", "ru": "Разбойник"}, "py.kind.guard": {"en": "Guard", "ru": "Стражник"},
    "py.kind.vizier": {"en": "Vizier", "ru": "Визирь"}, "py.kind.thief": {"en": "Thief", "ru": "Вор"},
    "py.kind.philosopher": {"en": "Philosopher", "ru": "Философ"}, "py.kind.overseer": {"en": "Overseer", "ru": "Надсмотрщик"},
    "py.kind.stonecutter": {"en": "Stonecutter", "ru": "Каменотёс"}, "py.kind.politician": {"en": "Politician", "ru": "Политик"},
    "py.res.wood": {"en": "wood", "ru": "дерево"}, "py.res.stone": {"en": "stone", "ru": "камень"},
    "py.res.statue": {"en": "statue", "ru": "статуя"}, "py.res.camel": {"en": "camel", "ru": "верблюд"},
    "py.res.food": {"en": "food", "ru": "еда"}, "py.res.worker": {"en": "worker", "ru": "рабочий"},
    "py.cat.influence": {"en": "influence", "ru": "влияние"}, "py.cat.agreements": {"en": "agreements", "ru": "соглашения"},
    "py.cat.trade": {"en": "trade", "ru": "торговля"},
    "py.token.mercenary": {"en": "mercenary token", "ru": "жетон наёмника"},
    "py.token.intermediary": {"en": "intermediary token", "ru": "жетон посредника"},
    "py.sundial": {"en": "Sundial: activated this round", "ru": "Солнечные часы: город уже активирован в этом раунде"},
    "py.merc_res": {"en": "What a mercenary token here adds to a boat", "ru": "Что жетон наёмника здесь добавляет в лодку"},
    "py.supply": {"en": "Supply card", "ru": "Карта снабжения"},
    "py.stock": {"en": "Stock", "ru": "Запас"},
    "py.deck": {"en": "deck", "ru": "колода"},
    "py.revolt_left": {"en": "revolt tokens", "ru": "жетоны восстания"},
    "py.revolt_shown": {"en": "Revolt in {city}: tokens {tokens}, strength {strength}; put down by {name}.",
                        "ru": "Восстание в городе {city}: жетоны {tokens}, сила {strength}; подавил(а): {name}."},
    "py.nobody": {"en": "nobody", "ru": "никто"},
    "py.no_active": {"en": "No city is active.", "ru": "Активного города нет."},
    "py.active": {"en": "Active city: {city}", "ru": "Активный город: {city}"},
    "py.thresholds": {"en": "thresholds", "ru": "пороги"},
    "py.passed": {"en": "passed", "ru": "пас"},
    "py.hand_of": {"en": "Hand of {name}", "ru": "Рука: {name}"},
    "py.resources": {"en": "Your resources", "ru": "Ваши ресурсы"},
    "py.boats": {"en": "Boats", "ru": "Лодки"},
    "py.turn_order": {"en": "Turn order", "ru": "Порядок хода"},
    "py.n_boats": {"en": ("{n} boat", "{n} boats"), "ru": ("{n} лодка", "{n} лодки", "{n} лодок")},
    "py.n_cards": {"en": ("{n} card", "{n} cards"), "ru": ("{n} карта", "{n} карты", "{n} карт")},
    "py.because": {"en": "({card})", "ru": "({card})"},
    "py.step.activate": {"en": "{name}: choose a city to activate.", "ru": "{name}: выберите город для активации."},
    "py.step.play": {"en": "{name}: play a card in {city} or pass.", "ru": "{name}: сыграйте карту в городе {city} или пасуйте."},
    "py.step.load": {"en": "{name}: load a boat or skip.", "ru": "{name}: загрузите лодку или пропустите."},
    "py.step.other": {"en": "{name}: choose.", "ru": "{name}: сделайте выбор."},
    "py.a.activate": {"en": "Activate {city}", "ru": "Активировать: {city}"},
    "py.a.play": {"en": "Play {card}", "ru": "Сыграть: {card}"},
    "py.a.pass": {"en": "Pass", "ru": "Пас"},
    "py.a.hire": {"en": "Hire: discard {card} and draw", "ru": "Нанять: сбросить {card} и взять карту"},
    "py.a.category": {"en": "Put the Deity's token on {cat} (+6)", "ru": "Положить жетон Божества на «{cat}» (+6)"},
    "py.a.discard": {"en": "Discard {card}", "ru": "Сбросить: {card}"},
    "py.a.copy": {"en": "Copy {card}", "ru": "Копировать: {card}"},
    "py.a.reclaim": {"en": "Take {card} back", "ru": "Вернуть в руку: {card}"},
    "py.a.remove_token": {"en": "Send back the {token}", "ru": "Вернуть владельцу: {token}"},
    "py.a.resource": {"en": "Take {res}", "ru": "Взять: {res}"},
    "py.a.raise": {"en": "Raise the thresholds", "ru": "Поднять пороги"},
    "py.a.swap": {"en": "Swap {give} for {take} of {city}", "ru": "Обменять {give} на {take} из города {city}"},
    "py.a.turn_order": {"en": "Take turn-order token {n}", "ru": "Взять жетон порядка хода {n}"},
    "py.a.draw": {"en": "Draw a card", "ru": "Взять карту"},
    "py.a.skip": {"en": "Skip", "ru": "Пропустить"},
    "py.a.exchange": {"en": "Give 3 workers per statue — statues: {n}", "ru": "Отдать по 3 рабочих за статую — статуй: {n}"},
    "py.step.load_pick": {"en": "{name}: choose how to pay for the boat, then confirm.",
                          "ru": "{name}: выберите, чем оплатить лодку, и подтвердите."},
    "py.load.hint": {"en": "Highlighted boats can be loaded now: tap one.",
                     "ru": "Подсвеченные лодки можно загрузить сейчас: нажмите на одну из них."},
    "py.load.short": {"en": "not enough resources", "ru": "не хватает ресурсов"},
    "py.load.title": {"en": "Load this boat ({vp} ★):", "ru": "Загрузка лодки ({vp} ★):"},
    "py.load.only": {"en": "There is only one way to load this boat.", "ru": "Эту лодку можно загрузить только одним способом."},
    "py.load.mercs": {"en": "Mercenary tokens (one unit each from the stock)",
                      "ru": "Жетоны наёмников (каждый даёт один ресурс из запаса)"},
    "py.load.statues": {"en": "Statues in place of", "ru": "Статуи вместо"},
    "py.load.more": {"en": "One more statue in place of {res}", "ru": "Ещё одна статуя вместо: {res}"},
    "py.load.fewer": {"en": "One statue fewer in place of {res}", "ru": "На одну статую меньше вместо: {res}"},
    "py.load.own": {"en": "Your resources pay", "ru": "Из ваших ресурсов"},
    "py.load.have": {"en": "you have", "ru": "у вас"},
    "py.load.lacking": {"en": "You are short of {res}.", "ru": "Не хватает: {res}."},
    "py.load.bad": {"en": "This combination cannot load the boat.", "ru": "Так эту лодку загрузить нельзя."},
    "py.load.confirm": {"en": "Load the boat", "ru": "Загрузить лодку"},
    "py.log.activate": {"en": "{name} activates {city}.", "ru": "{name} активирует город {city}."},
    "py.log.play": {"en": "{name} plays {card} in {city}.", "ru": "{name} играет «{card}» в городе {city}."},
    "py.log.pass": {"en": "{name} passes.", "ru": "{name} пасует."},
    "py.log.hire": {"en": "{name} passes and hires: discards {card}, draws a card.",
                    "ru": "{name} пасует и нанимает: сбрасывает «{card}» и берёт карту."},
    "py.log.load": {"en": "{name} loads a boat.", "ru": "{name} загружает лодку."},
    "py.log.no_load": {"en": "{name} loads no boat.", "ru": "{name} не загружает лодку."},
    "py.log.choice": {"en": "{name}: {what}.", "ru": "{name}: {what}."},
    "py.log.revolt_head": {"en": "Revolt in {city}, strength {strength} (influence: {standings}).",
                           "ru": "Восстание в городе {city}, сила {strength} (влияние: {standings})."},
    "py.log.revolt_discard": {"en": "Below the strength, cards discarded: {names}.",
                              "ru": "Слабее восстания, сбрасывают карты: {names}."},
    "py.log.revolt_won": {"en": "{name} puts it down with {value} and takes {res}.",
                          "ru": "{name} подавляет его ({value}) и получает {res}."},
    "py.log.revolt_tie": {"en": "Tie among the strongest at {value}: nobody puts it down.",
                          "ru": "Ничья среди сильнейших ({value}): восстание никто не подавил."},
    "py.log.revolt_none": {"en": "Nobody is left to put it down.", "ru": "Подавить его некому."},
    "py.log.trade_won": {"en": "{name} wins trade in {city} with {value} and takes {res}.",
                         "ru": "{name} побеждает в торговле в городе {city} ({value}) и забирает {res}."},
    "py.log.cat_won": {"en": "{name} wins {cat} in {city} with {value} (needed {needed}) and places their {token}.",
                       "ru": "{name} побеждает по категории «{cat}» в городе {city}: {value} (нужно {needed}) — ставит {token}."},
    "py.log.cat_replaced": {"en": "{name}'s token goes back.", "ru": "Жетон игрока {name} возвращается владельцу."},
    "py.log.cat_kept": {"en": "{name} wins {cat} in {city} with {value} and keeps the {token} there.",
                        "ru": "{name} побеждает по категории «{cat}» в городе {city}: {value} — {token} остаётся на месте."},
    "py.log.cat_no_token": {"en": "{name} wins {cat} in {city} with {value} but has no {token} left.",
                            "ru": "{name} побеждает по категории «{cat}» в городе {city}: {value}, но свободных жетонов не осталось ({token})."},
    "py.log.cat_tie": {"en": "tie in {city} {cat} at {value}: nobody takes it.",
                       "ru": "ничья по категории «{cat}» в городе {city} ({value}): никто ничего не получает."},
    "py.log.cat_below": {"en": "{cat} in {city}: the best is {value}, below {needed}: nobody takes it.",
                         "ru": "категория «{cat}» в городе {city}: лучший результат {value} ниже порога {needed} — никто ничего не получает."},
    "py.log.nothing": {"en": "nothing", "ru": "ничего"},
    "py.log.gain": {"en": "{name} takes {res}", "ru": "{name} получает {res}"},
    "py.log.token": {"en": "{name} places a {token} in {city}.", "ru": "{name} ставит {token} в городе {city}."},
    "py.log.end": {"en": "The game is over: {name} wins.", "ru": "Партия окончена: побеждает {name}."},
    "py.merc_bonus": {"en": "Mercenary bonus", "ru": "Бонус наёмников"},
    "py.final_hand": {"en": "Cards in hand (tiebreak)", "ru": "Карты в руке (при равенстве)"},
    "py.tiebreak_note": {"en": "Ties go to more cards left in hand, then more boats, then the earlier place in turn order.",
                         "ru": "При равенстве решает число карт в руке, затем число лодок, затем место в порядке хода."},

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
