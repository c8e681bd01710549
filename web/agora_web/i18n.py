"""Every string the player sees, in English and Russian, and the current language.

`t(key, **values)` formats one entry; `tn(key, n, **values)` picks the plural form for `n`
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
    "game.pantikapaion": {"en": "Pantikapaion", "ru": "Пантикапей"},
    "game.pyramidion": {"en": "Pyramidion", "ru": "Пирамидион"},
    "blurb.akropolis": {
        "en": "Stack city tiles, raise plazas and quarry stone to build the most glorious city. 1–4 players.",
        "ru": "Складывайте участки в несколько уровней, возводите площади и добывайте камень, "
              "чтобы построить самый славный город. 1–4 игрока."},
    "blurb.amytis": {"en": "Two architects compete for the gardens of Babylon. 2 players.",
                     "ru": "Два архитектора соперничают в садах Вавилона. 2 игрока."},
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
    "storage_failed": {"en": "The game could not be saved in this browser: {reason}",
                       "ru": "Не удалось сохранить партию в этом браузере: {reason}"},
    "open_failed": {"en": "This save cannot be opened.", "ru": "Это сохранение открыть нельзя."},

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
    "computer_easy": {"en": "Computer — easy", "ru": "Компьютер — лёгкий"},
    "computer_medium": {"en": "Computer — medium", "ru": "Компьютер — средний"},
    "computer_hard": {"en": "Computer — hard", "ru": "Компьютер — сильный"},
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

    # --- plurals -------------------------------------------------------------------------
    "n_stones": {"en": ("{n} stone", "{n} stones"), "ru": ("{n} камень", "{n} камня", "{n} камней")},
    "n_tiles": {"en": ("{n} tile", "{n} tiles"), "ru": ("{n} участок", "{n} участка", "{n} участков")},
    "n_points": {"en": ("{n} point", "{n} points"), "ru": ("{n} очко", "{n} очка", "{n} очков")},
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


def raw(key: str):
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
