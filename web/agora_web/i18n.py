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
