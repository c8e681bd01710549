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
    "game.amytis": {"en": "Architects of Amytis", "ru": "Архитекторы Амитис"},
    "game.pyramidion": {"en": "Pyramidion", "ru": "Пирамидион"},
    "blurb.akropolis": {
        "en": "Stack city tiles, raise plazas and quarry stone to build the most glorious city. 1–4 players.",
        "ru": "Складывайте участки в несколько уровней, возводите площади и добывайте камень, "
              "чтобы построить самый славный город. 1–4 игрока."},
    "blurb.amytis": {"en": "Two architects compete for the gardens of Babylon. 2 players.",
                     "ru": "Два архитектора соперничают в садах Вавилона. 2 игрока."},
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
    "share_hidden_note.amytis": {"en": "The covered tiles, the unused tiles and the project deck are dealt anew "
                                       "in the link, so it does not give away what comes next.",
                                 "ru": "Закрытые и неиспользуемые тайлы и колода проектов в ссылке сданы заново, "
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

    # --- Architects of Amytis ------------------------------------------------------------
    "continue_detail_open": {"en": "{game} · {players} · round {round}", "ru": "{game} · {players} · раунд {round}"},
    "status_round_open": {"en": "Round {round}", "ru": "Раунд {round}"},
    "am.setup_title": {"en": "New game of Architects of Amytis", "ru": "Новая партия в «Архитекторов Амитис»"},
    "am.ai_names": {"en": ["Nabu-rimanni", "Ishme-Dagan"], "ru": ["Набу-риманни", "Ишме-Даган"]},
    "am.colour_of_seat": {"en": "Architects of player {n}", "ru": "Архитекторы игрока {n}"},
    "am.first_note": {"en": "Player 1 (dark architects) plays first.",
                      "ru": "Первым ходит игрок 1 (тёмные архитекторы)."},
    "am.swap": {"en": "Swap", "ru": "Поменять местами"},
    "am.buildings": {"en": "Buildings", "ru": "Постройки"},
    "am.sides_note": {"en": "Each building card is used on one side, the same for both players. "
                            "Side A everywhere suits a first game.",
                      "ru": "Каждая карта постройки лежит одной стороной вверх, у обоих игроков одинаково. "
                            "Для первой партии подойдёт сторона А у всех карт."},
    "am.all_a": {"en": "All on side A", "ru": "Все стороной А"},
    "am.sides_random": {"en": "Random sides", "ru": "Случайные стороны"},
    "am.side_A": {"en": "A", "ru": "А"},
    "am.side_B": {"en": "B", "ru": "Б"},
    "am.revised_deal": {"en": "Revised deal: the second player starts with 3 projects instead of 2",
                        "ru": "Изменённая раздача: второй игрок получает в начале 3 проекта вместо 2"},
    "am.revised_note": {"en": "A later rule of the publisher, to make up for moving second.",
                        "ru": "Более позднее правило издателя, уравновешивающее преимущество первого хода."},
    "am.b.garden": {"en": "Garden", "ru": "Сад"},
    "am.b.market": {"en": "Market", "ru": "Рынок"},
    "am.b.wall": {"en": "Wall", "ru": "Стена"},
    "am.b.palace": {"en": "Palace", "ru": "Дворец"},
    "am.b.residence": {"en": "Residence", "ru": "Резиденция"},
    "am.b.theater": {"en": "Theater", "ru": "Театр"},
    "am.c.green": {"en": "green ●", "ru": "зелёный ●"},
    "am.c.orange": {"en": "orange ▲", "ru": "оранжевый ▲"},
    "am.c.pink": {"en": "pink ■", "ru": "розовый ■"},
    "am.c.blue": {"en": "blue ★", "ru": "синий ★"},
    "am.tile_name": {"en": "{building} ({colour})", "ru": "{building} ({colour})"},
    "am.fx.garden.A": {"en": "1 point for each stack on your board exactly as tall as this one, this one included.",
                       "ru": "1 очко за каждую стопку на вашем планшете той же высоты, что и эта, включая её саму."},
    "am.fx.garden.B": {"en": "2 points for each tile in the stack the Garden was put on.",
                       "ru": "2 очка за каждый тайл в стопке, на которую положен сад."},
    "am.fx.market.A": {"en": "2 points for each visible tile of the Market's colour, the Market included.",
                       "ru": "2 очка за каждый видимый тайл того же цвета, что и рынок, включая сам рынок."},
    "am.fx.market.B": {"en": "1 point for each visible tile of a colour other than the Market's.",
                       "ru": "1 очко за каждый видимый тайл, цвет которого отличается от цвета рынка."},
    "am.fx.wall.A": {"en": "2 points for each visible Wall on the outer ring of your board.",
                     "ru": "2 очка за каждую видимую стену в крайних ячейках вашего планшета."},
    "am.fx.wall.B": {"en": "Visible Walls in corners: 1, 2, 3 or 4 of them score 1, 4, 8 or 10 points.",
                     "ru": "Видимые стены в углах: за 1, 2, 3 или 4 стены — 1, 4, 8 или 10 очков."},
    "am.fx.palace.A": {"en": "Take a project (face-up or the top of the deck), then 1 point for each visible Palace.",
                       "ru": "Возьмите проект (открытый или верхний из колоды), затем 1 очко за каждый видимый дворец."},
    "am.fx.palace.B": {"en": "Either take a project, or score 1 point for each project completed so far by both players.",
                       "ru": "Либо возьмите проект, либо получите 1 очко за каждый проект, уже выполненный обоими игроками."},
    "am.fx.residence.A": {"en": "1 point for each different building type among your visible tiles.",
                          "ru": "1 очко за каждый вид построек среди ваших видимых тайлов."},
    "am.fx.residence.B": {"en": "2 points for each visible Market and Residence, this one included.",
                          "ru": "2 очка за каждый видимый рынок и каждую видимую резиденцию, включая эту."},
    "am.fx.theater.A": {"en": "1 point for each architect on the construction board, of either colour.",
                        "ru": "1 очко за каждого архитектора на планшете построек, любого цвета."},
    "am.fx.theater.B": {"en": "2 points for each of your own architects on the construction board.",
                        "ru": "2 очка за каждого своего архитектора на планшете построек."},
    "am.fav.I": {"en": "At the end: 3 points for each stack of exactly 1 tile.",
                 "ru": "В конце игры: 3 очка за каждую стопку ровно из 1 тайла."},
    "am.fav.II": {"en": "At the end: 2 points for each stack of exactly 2 tiles.",
                  "ru": "В конце игры: 2 очка за каждую стопку ровно из 2 тайлов."},
    "am.fav.III": {"en": "At the end: 4 points for each stack of exactly 3 tiles.",
                   "ru": "В конце игры: 4 очка за каждую стопку ровно из 3 тайлов."},
    "am.fav.IV": {"en": "At the end: 6 points for each stack of exactly 4 tiles.",
                  "ru": "В конце игры: 6 очков за каждую стопку ровно из 4 тайлов."},
    "am.fav.stairs": {"en": "At the end: 6 points for each row or column whose heights run 1, 2, 3 "
                            "(either way; diagonals do not count).",
                      "ru": "В конце игры: 6 очков за каждый ряд или колонку с высотами 1, 2, 3 по порядку "
                            "(в любую сторону; диагонали не считаются)."},
    "am.fav.corners": {"en": "At the end: 5 points for each corner stack of 3 tiles or more.",
                       "ru": "В конце игры: 5 очков за каждую угловую стопку из 3 тайлов и более."},
    "am.fav.projects": {"en": "At the end: 2 more points for each project you completed.",
                        "ru": "В конце игры: ещё 2 очка за каждый выполненный вами проект."},
    "am.fav.bottom": {"en": "Bottom row: 1, 2, 3 or 4 of your pawns here score 4, 10, 18 or 30 points at the end.",
                      "ru": "Нижний ряд: 1, 2, 3 или 4 ваших фишки здесь приносят в конце 4, 10, 18 или 30 очков."},
    "am.favname.I": {"en": "I", "ru": "I"},
    "am.favname.II": {"en": "II", "ru": "II"},
    "am.favname.III": {"en": "III", "ru": "III"},
    "am.favname.IV": {"en": "IV", "ru": "IV"},
    "am.favname.stairs": {"en": "Staircase", "ru": "Лесенка"},
    "am.favname.corners": {"en": "Tall corners", "ru": "Высокие углы"},
    "am.favname.projects": {"en": "Projects", "ru": "Проекты"},
    "am.favname.bottom": {"en": "Bottom row", "ru": "Нижний ряд"},
    "am.favor": {"en": "King's favor", "ru": "Благосклонность царя"},
    "am.favor_legend": {"en": "What each space scores", "ru": "Что даёт каждое место"},
    "am.construction": {"en": "Construction board", "ru": "Планшет построек"},
    "am.empty_stacks": {"en": "Empty stacks: {n} of 2", "ru": "Пустых стопок: {n} из 2"},
    "am.last_round": {"en": "Last round", "ru": "Последний раунд"},
    "am.round_n": {"en": "Round {n}", "ru": "Раунд {n}"},
    "am.top_tile": {"en": "on top: {tile}", "ru": "сверху: {tile}"},
    "am.architect_of": {"en": "architect of {name}", "ru": "архитектор игрока {name}"},
    "am.projects": {"en": "Projects", "ru": "Проекты"},
    "am.market_note": {"en": "Taken with a Palace", "ru": "Берутся с помощью дворца"},
    "am.deck_title": {"en": "Project cards left in the deck", "ru": "Карт проектов в колоде"},
    "am.project_title": {"en": "Project {n}: {points} points at the end of the game",
                         "ru": "Проект {n}: {points} очков в конце игры"},
    "am.preview_hint": {"en": "Point at a project (or tap it) to see where it would fit on the board",
                        "ru": "Наведите на проект (или нажмите), чтобы увидеть, где он сложится на планшете"},
    "am.board_of": {"en": "{name}", "ru": "{name}"},
    "am.in_hand": {"en": "Projects", "ru": "Проекты"},
    "am.no_projects": {"en": "none", "ru": "нет"},
    "am.completed": {"en": "Completed", "ru": "Выполнены"},
    "am.done_title": {"en": "Completed project: {points} points at the end",
                      "ru": "Выполненный проект: {points} очков в конце игры"},
    "am.architects_free": {"en": "Architects in your supply", "ru": "Архитекторов в запасе"},
    "am.pawns_left": {"en": "Favor pawns left", "ru": "Фишек благосклонности в запасе"},
    "am.score_hint": {"en": "Points so far; favors are counted as the boards stand now.",
                      "ru": "Очки на этот момент; благосклонность посчитана по планшетам, как они есть сейчас."},
    "am.st_take": {"en": "{name}: choose a highlighted stack on the construction board.",
                   "ru": "{name}: выберите подсвеченную стопку на планшете построек."},
    "am.st_place": {"en": "{name}: now choose the cell of your board for {tile}.",
                    "ru": "{name}: теперь выберите ячейку своего планшета для тайла: {tile}."},
    "am.pv_points": {"en": "Built here: +{points}", "ru": "Если построить здесь: +{points}"},
    "am.pv_palace": {"en": "Built here, the Palace then asks for your choice",
                     "ru": "Если построить здесь, затем нужно будет выбрать действие дворца"},
    "am.pv_projects": {"en": "completes a project ({points} at the end)",
                       "ru": "выполняет проект ({points} в конце игры)"},
    "am.pv_favor": {"en": "earns the King's favor", "ru": "приносит благосклонность царя"},
    "am.pv_confirm": {"en": "— Confirm?", "ru": "— подтвердить?"},
    "am.st_palace_a": {"en": "{name}, Palace: take a face-up project or the top card of the deck; then +{points} for your Palaces.",
                       "ru": "{name}, дворец: возьмите открытый проект или верхнюю карту колоды; затем +{points} за ваши дворцы."},
    "am.st_palace_b": {"en": "{name}, Palace: take a face-up project or the top card of the deck — or take the points.",
                       "ru": "{name}, дворец: возьмите открытый проект или верхнюю карту колоды — или получите очки."},
    "am.take_card": {"en": "Take", "ru": "Взять"},
    "am.take_deck": {"en": "Top of the deck", "ru": "Верхнюю из колоды"},
    "am.take_points": {"en": "Take {points}", "ru": "Получить {points}"},
    "am.st_favor": {"en": "{name}: three of your architects are in a line — choose a highlighted space on the "
                          "King's favor board.",
                    "ru": "{name}: три ваших архитектора стоят в ряд — выберите подсвеченное место на планшете "
                          "благосклонности царя."},
    "am.st_favor_chosen": {"en": "Put a pawn on “{space}” — Confirm?", "ru": "Поставить фишку на «{space}» — подтвердить?"},
    "am.log_start": {"en": "The game begins; {name} plays first.", "ru": "Партия началась; первым ходит {name}."},
    "am.log_take": {"en": "{name} takes {tile} from stack {n}.", "ru": "{name} берёт тайл {tile} из стопки {n}."},
    "am.log_place": {"en": "{name} builds {tile} (stack height {height}).",
                     "ru": "{name} строит: {tile} (высота стопки {height})."},
    "am.log_draw": {"en": "{name} takes the face-up project {card}.", "ru": "{name} берёт открытый проект {card}."},
    "am.log_draw_deck": {"en": "{name} takes the top project of the deck: {card}.",
                         "ru": "{name} берёт верхний проект из колоды: {card}."},
    "am.log_palace_points": {"en": "{name} takes the Palace points.", "ru": "{name} получает очки дворца."},
    "am.log_project": {"en": "{name} completes project {card}: {points} at the end.",
                       "ru": "{name} выполняет проект {card}: {points} в конце игры."},
    "am.log_favor": {"en": "{name} earns the King's favor: {space}.", "ru": "{name} получает благосклонность царя: {space}."},
    "am.log_favor_lost": {"en": "{name} lines up three architects, but has no favor pawn left.",
                          "ru": "{name} выстраивает трёх архитекторов в ряд, но фишек благосклонности не осталось."},
    "am.log_return": {"en": "{name} takes all architects back from the construction board.",
                      "ru": "{name} забирает всех своих архитекторов с планшета построек."},
    "am.log_ending": {"en": "A second stack is empty: this is the last round.",
                      "ru": "Опустела вторая стопка: идёт последний раунд."},
    "am.log_end": {"en": "The game is over.", "ru": "Партия окончена."},
    "am.placement_total": {"en": "Buildings, in all", "ru": "Постройки, всего"},
    "am.projects_done": {"en": "Completed projects", "ru": "Выполненные проекты"},
    "am.final_favor": {"en": "Favor: {space}", "ru": "Благосклонность: {space}"},
    "am.favors_total": {"en": "Favors, in all", "ru": "Благосклонность, всего"},
    "am.n_tiles": {"en": ("{n} tile", "{n} tiles"), "ru": ("{n} тайл", "{n} тайла", "{n} тайлов")},

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

    # --- Pantikapaion: its texts are in web/agora_web/pantikapaion/text.py -------------------

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
